// Component tests (jsdom): `findBy…` and `waitFor` wait as long as the suites' one setting says
// (scripts/test-time.cjs), and what jsdom lacks that React Aria reads: `CSS.escape` (a modal, a
// popover) and `IntersectionObserver` (the combo box's load-more sentinel, which then never fires).
import { configure } from '@testing-library/react';
import { limits } from '../scripts/test-time.cjs';

configure({ asyncUtilTimeout: limits.unitWait });

const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);

globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
