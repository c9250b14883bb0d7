import { RequireAccess } from '@/components/layout/require-access';
import { organizationPages } from '../lib/access';

/** The organization area's pages: organization users with the page's permission (lib/access.ts). */
export function OrganizationGuard({ page }: { page: keyof typeof organizationPages }) {
  return <RequireAccess type="organization" rule={organizationPages[page]} />;
}
