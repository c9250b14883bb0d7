import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys, type AuditQuery } from './keys';

/** A user's audit trail, newest first. */
export const userAuditQueryOptions = (id: number, query: AuditQuery) =>
  queryOptions({
    queryKey: userKeys.audit(id, query),
    queryFn: ({ signal }) => api.users.audit(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useUserAudit = (id: number, query: AuditQuery) => useQuery(userAuditQueryOptions(id, query));
