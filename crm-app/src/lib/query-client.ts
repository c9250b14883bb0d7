import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from '@doorline/api-client';
import { subscribeKey } from 'valtio/vanilla/utils';
import { meKeys } from './auth';
import { session } from './session';

/**
 * A 403 means the server no longer lets this user do what the screen offered (a role changed, a
 * permission taken away): ask who they are again, so that menus, guards and buttons follow at once.
 */
const onError = (error: unknown) => {
  if (error instanceof HttpError && error.status === 403)
    void queryClient.invalidateQueries({ queryKey: meKeys.all });
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are final; retry only what may pass on a second try.
      retry: (failureCount, error) => !(error instanceof HttpError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// However the session ends (logout, a failed refresh, another tab), cached API data goes with it.
subscribeKey(session.auth, 'refresh_token', (refreshToken) => {
  if (!refreshToken) queryClient.clear();
});
