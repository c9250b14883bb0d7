import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@doorline/api-client';
import { subscribeKey } from 'valtio/utils';
import { session } from './session';

export const queryClient = new QueryClient({
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
