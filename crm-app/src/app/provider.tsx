import { ThemeProvider } from '@doorline/design-system';
import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { preferences } from '@/lib/theme';
import { DeferredToaster } from './deferred-toaster';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** What every page needs: the theme, client-side links for React Aria, and toasts. */
export function AppProviders() {
  const navigate = useNavigate();
  const { theme } = useSnapshot(preferences);
  return (
    <ThemeProvider theme={theme}>
      <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        <DeferredToaster />
      </AriaRouterProvider>
    </ThemeProvider>
  );
}
