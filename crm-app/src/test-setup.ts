// Component tests (jsdom): the design system's polyfills (what jsdom lacks), every English text, and a
// clean slate after each test.
import '../../design-system/test-polyfills';
import { toast } from '@doorline/design-system';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadNamespaces, namespaces } from '@/lib/i18n';
import { forgetPublicConfig } from '@/lib/public-config';
import { resetResendTimers } from '@/lib/resend-timer';
import { clearTokens } from '@/lib/session';
import { limits } from '../../scripts/test-time.cjs';

// `findBy…` and `waitFor` wait as long as the suites' one setting says (scripts/test-time.cjs).
configure({ asyncUtilTimeout: limits.unitWait });

// The router loads a screen's namespaces beside its code; tests render those screens directly.
beforeAll(() => loadNamespaces(...namespaces));

// The dom project runs its files one after another in one jsdom and one module registry per worker
// (`isolate: false` in vite.config.ts): whatever a test changes outside its own render is put back
// here, so that no test sees another's, in this file or the next.
afterEach(() => {
  cleanup();
  toast.clear();
  clearTokens();
  // A code's 60 s wait outlives a component by design; each test starts with none.
  resetResendTimers();
  // The server's public settings are asked once per page load; each test is a fresh page.
  forgetPublicConfig();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
