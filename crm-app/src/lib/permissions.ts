import type { CurrentUser } from '@doorline/api-client';

/**
 * The permission keys of permissions.md. Screens use these only to hide what the user cannot do;
 * the server refuses it either way.
 */
export const permissionKeys = [
  'users.read',
  'users.invite',
  'users.approve',
  'users.manage',
  'roles.read',
  'roles.manage',
  'dealers.read',
  'dealers.manage',
  'orders.read',
  'orders.write',
  'orders.approve',
  'orders.confirm',
  'production.manage',
  'warehouse.manage',
  'dealer.profile',
  'dealer.users',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];

export function can(user: CurrentUser | undefined, key: PermissionKey): boolean {
  if (!user || user.status !== 'active' || !user.role?.isActive) return false;
  return user.role.permissions.some((permission) => permission.key === key);
}

/** The account type decides the menu; it is organization when no user is loaded (spec §1). */
export const accountTypeOf = (user: CurrentUser | undefined) => user?.type ?? 'organization';
