// Component tests (jsdom): the polyfills, every English text, and a clean slate after each test.
import '@/testing/polyfills';
import { toast } from '@doorline/design-system';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetResendTimers } from '@/lib/resend-timer';
import { clearTokens } from '@/lib/session';
import enScreens from '@/locales/en-screens';

// The router adds these texts with the screens that use them; tests render those screens directly.
i18n.addResourceBundle('en', 'translation', enScreens, true, false);

afterEach(() => {
  cleanup();
  toast.clear();
  clearTokens();
  // A code's 60 s wait outlives a component by design; each test starts with none.
  resetResendTimers();
});
