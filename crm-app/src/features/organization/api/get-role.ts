import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { parseId } from '@/lib/ids';
import { roleKeys } from './keys';

/** A role with its permissions and how many users hold it. */
export const roleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleKeys.record(id),
    queryFn: ({ signal }) => api.roles.get(id, signal).then((answer) => answer.data),
  });

export const useRole = (id: number) => useQuery(roleQueryOptions(id));

/** Starts a role's page data from its path parameter (the router's prefetch); ignores a bad id. */
export function prefetchRole(param: string | undefined): Promise<void> {
  const id = parseId(param);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(roleQueryOptions(id));
}
