import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys, userKeys, type AuditQuery } from './keys';

/** Whose trail: a user's or a role's. */
export interface AuditSubject {
  type: 'user' | 'role';
  id: number;
}

/**
 * A user's or a role's audit trail, newest first. Its key sits under the subject's record, so a
 * change of the user or the role asks the trail again too.
 */
export const auditQueryOptions = ({ type, id }: AuditSubject, query: AuditQuery) =>
  queryOptions({
    queryKey: type === 'user' ? userKeys.audit(id, query) : roleKeys.audit(id, query),
    queryFn: ({ signal }) =>
      type === 'user' ? api.users.audit(id, query, signal) : api.roles.audit(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (subject: AuditSubject, query: AuditQuery) =>
  useQuery(auditQueryOptions(subject, query));
