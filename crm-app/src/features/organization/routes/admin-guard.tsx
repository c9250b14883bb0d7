import { RequireAccess } from '@/components/layout/require-access';
import { adminPages, type AdminPage } from '../lib/access';

/** The administration pages: users of the page's account type with its permission (lib/access.ts). */
export function AdminGuard({ page }: { page: AdminPage }) {
  const { type, rule } = adminPages[page];
  return <RequireAccess type={type} rule={rule} />;
}
