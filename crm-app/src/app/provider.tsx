import { ThemeProvider, Toaster } from '@doorline/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { queryClient } from '@/lib/query-client';
import { preferences } from '@/lib/theme';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Everything every page needs: theme, server-state cache, client-side links, toasts. */
export function AppProviders() {
  const navigate = useNavigate();
  const { theme } = useSnapshot(preferences);
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
          <Toaster />
        </AriaRouterProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
