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
