// jsdom lacks these; the app only reads them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The router adds these texts with the screens that use them; tests render those screens directly.
import enScreens from '@/locales/en-screens';
import { i18n } from '@/lib/i18n';

i18n.addResourceBundle('en', 'translation', enScreens, true, false);

// A code's 60 s wait outlives a component by design; each test starts with none.
import { afterEach } from 'vitest';
import { resetResendTimers } from '@/lib/resend-timer';

afterEach(() => resetResendTimers());
