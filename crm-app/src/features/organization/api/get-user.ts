import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { prefetchRecord } from '@/lib/prefetch-record';
import { userKeys } from './keys';

/** A user with their role, its permissions, their dealer and contacts. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.record(id),
    queryFn: ({ signal }) => api.getUser({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));

/** Starts a user's page data from its path parameter (the router's prefetch). */
export const prefetchUser = (param: string | undefined) => prefetchRecord(param, userQueryOptions);
