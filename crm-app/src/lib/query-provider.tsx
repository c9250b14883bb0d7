import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's query client for a screen outside the signed-in shell (the auth screens past the
 * login page, the development outbox), which otherwise has none: the login page's first load
 * stays free of TanStack Query (its budget is checked by `npm run size`). A client already given
 * (the shell, a test) is kept.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const current = useContext(QueryClientContext);
  if (current) return <>{children}</>;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
