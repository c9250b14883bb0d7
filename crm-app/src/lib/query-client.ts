import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@doorline/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are final; retry only what may pass on a second try.
      retry: (failureCount, error) =>
        !(error instanceof HttpError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
