// Component tests (jsdom): the polyfills, every English text, and a clean slate after each test.
import '@/testing/polyfills';
import { toast } from '@doorline/design-system';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespaces, namespaces } from '@/lib/i18n';
import { resetResendTimers } from '@/lib/resend-timer';
import { clearTokens } from '@/lib/session';

// The router loads a screen's namespaces beside its code; tests render those screens directly.
beforeAll(() => loadNamespaces(...namespaces));

afterEach(() => {
  cleanup();
  toast.clear();
  clearTokens();
  // A code's 60 s wait outlives a component by design; each test starts with none.
  resetResendTimers();
});
