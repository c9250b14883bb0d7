import { enums, type Infer } from 'superstruct';
import type { PlainMessageCode } from './messages.js';

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
  'customers.read',
  'customers.write',
  'customers.merge',
  'customers.import',
  'prices.read',
  'prices.manage',
  'prices.rules',
] as const;

export const dealerPermissionKeys = [
  'dealer.profile',
  'dealer.users',
  'orders.read',
  'orders.write',
  'orders.confirm',
  'customers.read',
  'customers.write',
  'customers.merge',
  'customers.import',
  'prices.read',
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

/**
 * An account type that may never do the task, whatever it holds: its 403 says so in these words (a
 * `serverMessages` code without parameters), e.g. "Only organization users can assign a dealer".
 */
export interface Never {
  readonly never: PlainMessageCode;
}

/** What one account type needs: a permission rule, or never. */
export type TypeRule = PermissionRule | Never;

/**
 * What a task needs: one rule, or one rule per account type, which may be never (docs/permissions.md
 * "Guards").
 */
export type AccessRule = PermissionRule | { readonly organization: TypeRule; readonly dealer: TypeRule };

type AccountKind = 'organization' | 'dealer';

const isPermissionRule = (rule: AccessRule | TypeRule): rule is PermissionRule =>
  typeof rule === 'string' || Array.isArray(rule);

/** The rule a user of this account type is held to. */
export function ruleFor(rule: AccessRule, accountType: AccountKind): TypeRule {
  return isPermissionRule(rule) ? rule : (rule as { organization: TypeRule; dealer: TypeRule })[accountType];
}

/** The words of the 403 when the rule is never for this account type; null when a permission decides. */
export function neverFor(rule: AccessRule, accountType: AccountKind): PlainMessageCode | null {
  const own = ruleFor(rule, accountType);
  return isPermissionRule(own) ? null : own.never;
}

/** The keys a user of this account type needs one of, in order; none when it may never. */
export function permissionsFor(rule: AccessRule, accountType: AccountKind): readonly PermissionKey[] {
  const own = ruleFor(rule, accountType);
  if (!isPermissionRule(own)) return [];
  return typeof own === 'string' ? [own] : (own as readonly PermissionKey[]);
}

/** Whether a user of this type holding these keys passes the rule; the server decides anyway. */
export function mayAccess(
  rule: AccessRule,
  user: { type: AccountKind; has: (key: PermissionKey) => boolean },
): boolean {
  return permissionsFor(rule, user.type).some((key) => user.has(key));
}
