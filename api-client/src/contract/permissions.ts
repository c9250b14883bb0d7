import { enums, type Infer } from 'superstruct';

/** The permission keys of docs/permissions.md: what the server checks and what screens hide by. */
export const organizationPermissionKeys = [
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
  'production.manage',
  'warehouse.manage',
] as const;

export const dealerPermissionKeys = [
  'dealer.profile',
  'dealer.users',
  'orders.read',
  'orders.write',
  'orders.confirm',
] as const;

export const PermissionKey = enums([...new Set([...organizationPermissionKeys, ...dealerPermissionKeys])]);
export type PermissionKey = Infer<typeof PermissionKey>;

/**
 * The roles the server seeds (docs/permissions.md "Seeded roles"). Their names and descriptions are
 * shown in the reader's language; a role an administrator creates keeps the name it was given.
 */
export const seededRoleKeys = [
  'administrator',
  'sales_manager',
  'production_manager',
  'dealer_admin',
  'dealer_salesman',
] as const;
export type SeededRoleKey = (typeof seededRoleKeys)[number];

export const isSeededRoleKey = (key: string): key is SeededRoleKey =>
  (seededRoleKeys as readonly string[]).includes(key);

/** One permission key, or several of which any one will do (a 403 names the first). */
export type PermissionRule = PermissionKey | readonly [PermissionKey, ...PermissionKey[]];

/** What a task needs: one rule, or one rule per account type (docs/permissions.md "Guards"). */
export type AccessRule =
  PermissionRule | { readonly organization: PermissionRule; readonly dealer: PermissionRule };

/** The keys a user of this account type needs one of, in order. */
export function permissionsFor(
  rule: AccessRule,
  accountType: 'organization' | 'dealer',
): readonly PermissionKey[] {
  const own =
    typeof rule === 'string' || Array.isArray(rule)
      ? rule
      : (rule as { organization: PermissionRule; dealer: PermissionRule })[accountType];
  return typeof own === 'string' ? [own] : (own as readonly PermissionKey[]);
}

/** Whether a user of this type holding these keys passes the rule; the server decides anyway. */
export function mayAccess(
  rule: AccessRule,
  user: { type: 'organization' | 'dealer'; has: (key: PermissionKey) => boolean },
): boolean {
  return permissionsFor(rule, user.type).some((key) => user.has(key));
}
