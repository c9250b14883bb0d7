import { Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import type { AuditSubject } from '../api/get-audit';

// The history loads when a profile shows it, in the histories' own file (crm-app/build/chunk-groups.ts):
// the administration's lists, in the same chunk as the profiles, load none of it.
const AuditTrail = lazy(() => import('./audit-trail').then((module) => ({ default: module.AuditTrail })));

/** A user's or a role's history on its profile (`AuditTrail`), loaded when first shown. */
export function LazyAuditTrail({ subject }: { subject: AuditSubject }) {
  return (
    <Suspense fallback={<Skeleton shape="block" height="8rem" />}>
      <AuditTrail subject={subject} />
    </Suspense>
  );
}
