import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionKeys } from './keys';

/** `GET /auth/sessions`: the devices signed in to the user's account. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => api.sessions({ signal }).then((answer) => answer.data),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
