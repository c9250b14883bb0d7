import { ThemeProvider } from '@doorline/design-system';
import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { preferences } from '@/lib/theme';
import { DeferredToaster } from './deferred-toaster';
import { PageLoadBoundary } from './page-load-boundary';
import { useTranslation } from '@/lib/i18n';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** An address with a scheme (`mailto:`, `tel:`, `https:`) or protocol-relative: not the router's. */
const isExternal = (to: string) => /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');

/**
 * The router's `useHref` for React Aria's links, leaving an address with a scheme as it is: the
 * router would resolve `mailto:a@b` as a path under the current page (issue 24).
 */
function useLinkHref(to: string) {
  const href = useHref(isExternal(to) ? '.' : to);
  return isExternal(to) ? to : href;
}

/**
 * What every page needs: the theme, client-side links and the reader's language for React Aria (its
 * number fields read and write amounts that way, issue 40), and toasts.
 */
export function AppProviders() {
  // The language only: never waits for texts (no suspense), follows every change of language.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { theme } = useSnapshot(preferences);
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={i18n.language}>
        <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
          {/* The public pages and the signed-in area's own code: one that cannot load says so. */}
          <PageLoadBoundary resetKey={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </PageLoadBoundary>
          <DeferredToaster />
        </AriaRouterProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
