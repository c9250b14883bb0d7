import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys, type AuditQuery } from './keys';

/** A role's audit trail, newest first. */
export const roleAuditQueryOptions = (id: number, query: AuditQuery) =>
  queryOptions({
    queryKey: roleKeys.audit(id, query),
    queryFn: ({ signal }) => api.roles.audit(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useRoleAudit = (id: number, query: AuditQuery) => useQuery(roleAuditQueryOptions(id, query));
