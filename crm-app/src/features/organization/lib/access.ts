import { administrationAccess, type PermissionRule } from '@doorline/api-client';

/**
 * Who may open each page of the organization area (organization users only; a dealer user gets
 * the not-found page). The rules are the contract's, so a page shows for whom the server answers.
 */
export const organizationPages = {
  /** The index shows a tile per page the user may open: it needs one of them. */
  index: ['users.read', 'roles.read', 'dealers.read'],
  users: administrationAccess.readUsers.organization,
  roles: administrationAccess.readRoles,
  permissions: administrationAccess.readRoles,
} as const satisfies Record<string, PermissionRule>;
