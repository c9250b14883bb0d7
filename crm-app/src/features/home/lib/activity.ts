import type { CurrentUser, DashboardActivity } from '@doorline/api-client';
import { mayOpen } from '@/lib/page-access';
import { recordPath } from './links';

/**
 * Where an entry of the activity leads, or null when the reader may not open it: a record's page,
 * a user's, a role's or a dealer's in the organization area (lib/page-access.ts).
 */
export function activityHref(item: DashboardActivity, user: CurrentUser | undefined): string | null {
  const { id } = item.subject;
  switch (item.kind) {
    case 'order':
      return mayOpen(user, 'sales') ? recordPath(item.stage, id) : null;
    case 'user':
      return mayOpen(user, 'users') ? `/organization/users/${id}/profile` : null;
    case 'role':
      return mayOpen(user, 'roles') ? `/organization/roles/${id}/profile` : null;
    case 'dealer':
      return mayOpen(user, 'dealers') ? `/organization/dealers/${id}/profile` : null;
  }
}
