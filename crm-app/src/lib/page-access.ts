import {
  administrationAccess,
  dealerAccess,
  type AccountType,
  type CurrentUser,
  type PermissionRule,
} from '@doorline/api-client';
import { canAccess } from './permissions';

/**
 * Who may open each guarded page: one account type and a permission rule of the contract, so a page
 * shows for whom the server answers. The page guards, the menus and every link to such a page read
 * this one table: a menu item or a link is shown only to someone who may open what it leads to
 * (docs/architecture.md "Inside the app"); anyone else gets the name as plain text, and the page
 * itself answers "Page Not Found".
 */
export const pageAccess = {
  /** `/organization`: a tile per page the user may open, so it needs one of them. */
  organization: { type: 'organization', rule: ['users.read', 'roles.read', 'dealers.read'] },
  users: { type: 'organization', rule: administrationAccess.readUsers.organization },
  roles: { type: 'organization', rule: administrationAccess.readRoles },
  permissions: { type: 'organization', rule: administrationAccess.readRoles },
  /** `/dealer/users`, a dealer admin's users (spec §2 "Users Management"). */
  dealerUsers: { type: 'dealer', rule: administrationAccess.readUsers.dealer },
  /** `/organization/dealers`: the dealers list and a dealer's profile (issue 11). */
  dealers: { type: 'organization', rule: dealerAccess.readDealer.organization },
  /** `/dealer/profile`, 'Profile managment': the own dealer's profile, for every dealer user. */
  ownDealer: { type: 'dealer', rule: dealerAccess.readDealer.dealer },
  /** `/production` and `/warehouse`: the organization's queues (spec §2: not in the dealer menu). */
  queues: { type: 'organization', rule: 'orders.read' },
} as const satisfies Record<string, { type: AccountType; rule: PermissionRule }>;

export type GuardedPage = keyof typeof pageAccess;

/** Whether `user` may open the page: its account type and its rule. Screens only hide. */
export function mayOpen(user: CurrentUser | undefined, page: GuardedPage): boolean {
  const { type, rule } = pageAccess[page];
  return user?.type === type && canAccess(user, rule);
}
