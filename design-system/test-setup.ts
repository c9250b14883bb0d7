// Component tests (jsdom): `findBy…` and `waitFor` wait as long as the suites' one setting says
// (scripts/test-time.cjs), and what jsdom lacks (`test-polyfills.ts`).
import { configure } from '@testing-library/react';
import { limits } from '../scripts/test-time.cjs';
import './test-polyfills';

configure({ asyncUtilTimeout: limits.unitWait });
