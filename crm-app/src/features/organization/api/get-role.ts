import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { prefetchRecord } from '@/lib/prefetch-record';
import { roleKeys } from './keys';

/** A role with its permissions and how many users hold it. */
export const roleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleKeys.record(id),
    queryFn: ({ signal }) => api.getRole({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useRole = (id: number) => useQuery(roleQueryOptions(id));

/** Starts a role's page data from its path parameter (the router's prefetch). */
export const prefetchRole = (param: string | undefined) => prefetchRecord(param, roleQueryOptions);
