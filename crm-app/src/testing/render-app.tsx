import type { CurrentUser } from '@doorline/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@/app/provider';
import { meKeys } from '@/lib/auth';
import { setTokens } from '@/lib/session';
import '../../../design-system/test-polyfills';

export { makeUser } from './users';

export interface RenderAppOptions {
  /** The address the memory router starts at; `/` unless given. */
  route?: string;
  /** The route pattern `ui` is rendered at (`/quotes/:id`); any address unless given. */
  path?: string;
  /** Other routes beside it, e.g. the page a form navigates to. */
  routes?: ReactNode;
  /** The signed-in user (tokens set, `GET /auth/get-me` answered from the cache); signed out when absent. */
  user?: CurrentUser;
  /** A query client of the test's own; a fresh one (no retries) unless given. */
  queryClient?: QueryClient;
}

export interface RenderAppResult extends RenderResult {
  queryClient: QueryClient;
  /** A user-event session to type and click with. */
  person: ReturnType<typeof userEvent.setup>;
}

/** A query client for one test: nothing retried, nothing shared with another test. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/**
 * Renders `ui` inside the app's real providers: i18n (English, every namespace, which
 * `test-setup.ts` loads), a query client, a memory router, and the app's own providers (theme,
 * React Aria's router, the toaster that appears with the first toast). With `user` the session is
 * signed in as that user.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}): RenderAppResult {
  const queryClient = options.queryClient ?? testQueryClient();
  if (options.user) {
    setTokens('test-access-token', 'test-refresh-token');
    queryClient.setQueryData(meKeys.current(), options.user);
  }
  const person = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route element={<AppProviders />}>
            <Route path={options.path ?? '*'} element={ui} />
            {options.routes}
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, person };
}
