import { AuditTrail as Trail } from '@/components/audit/audit-trail';
import { auditQueryOptions, type AuditSubject } from '../api/get-audit';

// What changed, in words: shared with the catalogue's trails (issue 43), in components/audit.
export { describeChange } from '@/components/audit/audit-trail';

/**
 * A user's, a role's, a dealer's or a customer's audit trail (docs/permissions.md "Audit trail"),
 * newest first, paged.
 */
export function AuditTrail({ subject }: { subject: AuditSubject }) {
  return <Trail trail={(query) => auditQueryOptions(subject, query)} />;
}
