import {
  administrationAccess,
  dealerAccess,
  type AccountType,
  type PermissionRule,
} from '@doorline/api-client';

/**
 * Who may open each page of the administration screens: one account type and a permission rule;
 * anyone else gets the not-found page. The rules are the contract's, so a page shows for whom the
 * server answers.
 */
export const adminPages = {
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
} as const satisfies Record<string, { type: AccountType; rule: PermissionRule }>;

export type AdminPage = keyof typeof adminPages;
