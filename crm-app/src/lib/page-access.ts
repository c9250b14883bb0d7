import {
  administrationAccess,
  customerAccess,
  dealerAccess,
  recordAccess,
  type priceAccess,
  type AccessRule,
  type AccountType,
  type CurrentUser,
} from '@doorline/api-client';
import { canAccess } from './permissions';

/**
 * Who may open each guarded page: the contract's rule for what the page shows (its access tables:
 * `recordAccess`, `administrationAccess`, `dealerAccess`, `customerAccess`), and the area's account
 * type where only one has it, so a page shows for whom the server answers. The page guards (each feature's
 * `guarded()` routes), the menus and every link to such a page read this one table: a menu item or
 * a link is shown only to someone who may open what it leads to (docs/architecture.md "Inside the
 * app"); anyone else gets the name as plain text, and the page itself answers "Page Not Found". The
 * account's own pages (`/me`, `/system`) are every signed-in user's.
 */
export const pageAccess = {
  /** The sales lists and records (`/quotes`, `/pre-orders`, `/orders`, `/hold`): both account types. */
  sales: { rule: recordAccess.read },
  /** `/production` and `/warehouse`: the organization's queues (spec §2: not in the dealer menu). */
  queues: { type: 'organization', rule: recordAccess.read },
  users: { type: 'organization', rule: administrationAccess.readUsers.organization },
  roles: { type: 'organization', rule: administrationAccess.readRoles },
  permissions: { type: 'organization', rule: administrationAccess.readRoles },
  /** `/dealer/users`, a dealer admin's users (spec §2 "Users Management"). */
  dealerUsers: { type: 'dealer', rule: administrationAccess.readUsers.dealer },
  /** `/organization/dealers`: the dealers list and a dealer's profile (issue 11). */
  dealers: { type: 'organization', rule: dealerAccess.readDealer.organization },
  /** `/organization/dealers/import`: importing dealers from a CSV or XLSX file (issue 42), as creating one. */
  dealerImport: { type: 'organization', rule: dealerAccess.manageDealers },
  /** `/dealer/profile`, 'Profile managment': the own dealer's profile, for every dealer user. */
  ownDealer: { type: 'dealer', rule: dealerAccess.readDealer.dealer },
  /** `/customers`: the customer directory and a customer's page (issue 42), both account types. */
  customers: { rule: customerAccess.readCustomers },
  /** `/customers/duplicates`: the possible duplicates and their merge (issue 42), both account types. */
  customerDuplicates: { rule: customerAccess.mergeCustomers },
  /** `/customers/import`: importing customers from a CSV or XLSX file (issue 42), both account types. */
  customerImport: { rule: customerAccess.importCustomers },
  /**
   * `/prices`: the door catalogue and its price versions (issue 43), both account types. The rule is
   * the contract's `priceAccess.readPrices`, held to it by its type: the prices' contract loads with
   * its first call, and this table is in every signed-in page's first load.
   */
  prices: { rule: 'prices.read' satisfies (typeof priceAccess)['readPrices'] },
  /** `/organization`: a tile per page the user may open, so it opens for whom one of them does. */
  organization: { anyOf: ['users', 'roles', 'permissions', 'dealers'] },
} as const satisfies Record<string, { type?: AccountType; rule: AccessRule } | { anyOf: readonly string[] }>;

export type GuardedPage = keyof typeof pageAccess;

/** Whether `user` may open the page: its account type and its rule. Screens only hide. */
export function mayOpen(user: CurrentUser | undefined, page: GuardedPage): boolean {
  const access = pageAccess[page];
  if ('anyOf' in access) return access.anyOf.some((other) => mayOpen(user, other));
  return (!('type' in access) || user?.type === access.type) && canAccess(user, access.rule);
}
