import type { AccessRule, AccountType } from '@doorline/api-client';
import { Outlet } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { useMe } from '@/lib/auth';
import { canAccess } from '@/lib/permissions';

/**
 * Pages of one account type that need a permission: anyone else gets the not-found page, as for a
 * path their menu does not have (the server refuses their calls anyway). Loaded with the pages it
 * guards, not with the sign-in page.
 */
export function RequireAccess({ type, rule }: { type: AccountType; rule: AccessRule }) {
  const me = useMe();
  // The shell shows nothing until the current user is loaded.
  if (!me.data) return null;
  if (me.data.type !== type || !canAccess(me.data, rule)) return <NotFoundPage />;
  return <Outlet />;
}
