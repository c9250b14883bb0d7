import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { dealerKeys } from '@/lib/dealer-lookup';
import { roleKeys } from './keys';
import { userKeys, type AuditQuery } from '@/lib/user-keys';

/** Whose trail: a user's, a role's, a dealer's or a customer's. */
export interface AuditSubject {
  type: 'user' | 'role' | 'dealer' | 'customer';
  id: number;
}

const trails = {
  user: { key: userKeys.audit, read: api.userAudit },
  role: { key: roleKeys.audit, read: api.roleAudit },
  dealer: { key: dealerKeys.audit, read: api.dealerAudit },
  customer: { key: customerKeys.audit, read: api.customerAudit },
} as const;

/**
 * A user's, a role's, a dealer's or a customer's audit trail, newest first. Its key sits under the
 * subject's record, so a change of the user, the role, the dealer or the customer asks the trail
 * again too.
 */
export const auditQueryOptions = ({ type, id }: AuditSubject, query: AuditQuery) =>
  queryOptions({
    queryKey: trails[type].key(id, query) as readonly unknown[],
    queryFn: ({ signal }) => trails[type].read({ params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (subject: AuditSubject, query: AuditQuery) =>
  useQuery(auditQueryOptions(subject, query));
