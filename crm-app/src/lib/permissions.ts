import { mayAccess, type AccessRule, type CurrentUser, type PermissionKey } from '@doorline/api-client';

/** Whether to show an action: screens only hide; the server refuses it either way. */
export function can(user: CurrentUser | undefined, key: PermissionKey): boolean {
  if (!user || user.status !== 'active' || !user.role?.isActive) return false;
  return user.role.permissions.some((permission) => permission.key === key);
}

/** The account type decides the menu; it is organization when no user is loaded (spec §1). */
export const accountTypeOf = (user: CurrentUser | undefined) => user?.type ?? 'organization';

/** Whether the user passes an access rule of the contract (`administrationAccess`, ...): screens only hide. */
export function canAccess(user: CurrentUser | undefined, rule: AccessRule): boolean {
  if (!user || user.status !== 'active' || !user.role?.isActive) return false;
  const keys = user.role.permissions;
  return mayAccess(rule, {
    type: user.type,
    has: (key) => keys.some((permission) => permission.key === key),
  });
}
