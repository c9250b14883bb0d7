import { RequireAccess } from '@/components/layout/require-access';
import type { GuardedPage } from '@/lib/page-access';

/** A guarded page: users it lets in see it, anyone else "Page Not Found" (lib/page-access.ts). */
export function AdminGuard({ page }: { page: GuardedPage }) {
  return <RequireAccess page={page} />;
}
