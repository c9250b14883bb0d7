import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { parseId } from '@/lib/ids';
import { userKeys } from './keys';

/** A user with their role, its permissions, their dealer and contacts. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.record(id),
    queryFn: ({ signal }) => api.users.get(id, signal).then((answer) => answer.data),
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));

/** Starts a user's page data from its path parameter (the router's prefetch); ignores a bad id. */
export function prefetchUser(param: string | undefined): Promise<void> {
  const id = parseId(param);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(userQueryOptions(id));
}
