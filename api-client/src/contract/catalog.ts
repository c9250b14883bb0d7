import type { AccountType } from './common.js';
import type { PermissionKey, SeededRoleKey } from './permissions.js';

// What the server seeds (docs/permissions.md), in English: the server writes these names into the
// database, and the app's `access` texts translate them by key (crm-app/src/locales/<language>/access.ts,
// checked against this catalog by its test).

export interface PermissionDef {
  type: AccountType;
  key: PermissionKey;
  name: string;
  description: string;
}

/** The permissions of docs/permissions.md, with the exact keys the code checks. */
export const permissionCatalog: readonly PermissionDef[] = [
  {
    type: 'organization',
    key: 'users.read',
    name: 'View users',
    description: 'List and open users of the organization and of every dealer',
  },
  {
    type: 'organization',
    key: 'users.invite',
    name: 'Invite users',
    description: 'Invite users (organization or dealer), reinvite',
  },
  {
    type: 'organization',
    key: 'users.approve',
    name: 'Approve users',
    description: 'Approve users pending approval',
  },
  {
    type: 'organization',
    key: 'users.manage',
    name: 'Manage users',
    description: "Change a user's role; suspend, block, reactivate",
  },
  { type: 'organization', key: 'roles.read', name: 'View roles', description: 'List roles and permissions' },
  {
    type: 'organization',
    key: 'roles.manage',
    name: 'Manage roles',
    description: "Create roles, change a role's permissions, activate or deactivate",
  },
  { type: 'organization', key: 'dealers.read', name: 'View dealers', description: 'List and open dealers' },
  {
    type: 'organization',
    key: 'dealers.manage',
    name: 'Manage dealers',
    description: 'Create dealers, change their profile, contacts and discount',
  },
  {
    type: 'organization',
    key: 'orders.read',
    name: 'View orders',
    description: "See every dealer's quotes, pre-orders, orders and sub-orders",
  },
  {
    type: 'organization',
    key: 'orders.write',
    name: 'Edit orders',
    description: 'Create quotes for any dealer, edit them, add items, assign a dealer, submit',
  },
  {
    type: 'organization',
    key: 'orders.approve',
    name: 'Approve orders',
    description: 'Approve, reject, confirm and cancel',
  },
  {
    type: 'organization',
    key: 'production.manage',
    name: 'Manage production',
    description: 'Start production, complete, hold, unhold',
  },
  {
    type: 'organization',
    key: 'warehouse.manage',
    name: 'Manage warehouse',
    description: 'Send to warehouse, deliver',
  },
  {
    type: 'organization',
    key: 'customers.read',
    name: 'View customers',
    description: "List and open every dealer's customers and the organization's own",
  },
  {
    type: 'organization',
    key: 'customers.write',
    name: 'Edit customers',
    description: 'Create customers for any dealer or the organization, change them',
  },
  {
    type: 'organization',
    key: 'customers.merge',
    name: 'Merge customers',
    description: 'See possible duplicates of any dealer and merge two customers into one',
  },
  {
    type: 'organization',
    key: 'customers.import',
    name: 'Import customers',
    description: 'Import customers for any dealer or the organization from a CSV or XLSX file',
  },
  {
    type: 'organization',
    key: 'prices.read',
    name: 'View prices',
    description: 'See the door catalogue, the price lists and their versions, and price a door',
  },
  {
    type: 'organization',
    key: 'prices.manage',
    name: 'Manage prices',
    description: 'Draft price versions, change their tables and option prices, publish them',
  },
  {
    type: 'organization',
    key: 'prices.rules',
    name: "Manage dealers' price rules",
    description:
      'Give dealers discount rules: a percentage or a net price, with dates and a minimum quantity',
  },
  {
    type: 'dealer',
    key: 'dealer.profile',
    name: 'Edit dealer profile',
    description: "Change the own dealer's profile and contacts (not its discount)",
  },
  {
    type: 'dealer',
    key: 'dealer.users',
    name: 'Dealer users',
    description: "List the own dealer's users, invite users to it",
  },
  {
    type: 'dealer',
    key: 'orders.read',
    name: 'View dealer orders',
    description: "See the own dealer's records",
  },
  {
    type: 'dealer',
    key: 'orders.write',
    name: 'Edit dealer orders',
    description: 'Create quotes for the own dealer, edit them, add items, submit',
  },
  {
    type: 'dealer',
    key: 'orders.confirm',
    name: 'Confirm pre-orders',
    description: "Confirm or cancel the own dealer's approved pre-orders",
  },
  {
    type: 'dealer',
    key: 'customers.read',
    name: 'View dealer customers',
    description: "List and open the own dealer's customers",
  },
  {
    type: 'dealer',
    key: 'customers.write',
    name: 'Edit dealer customers',
    description: "Create the own dealer's customers, change them",
  },
  {
    type: 'dealer',
    key: 'customers.merge',
    name: 'Merge dealer customers',
    description: "See the own dealer's possible duplicates and merge two customers into one",
  },
  {
    type: 'dealer',
    key: 'customers.import',
    name: 'Import dealer customers',
    description: "Import the own dealer's customers from a CSV or XLSX file",
  },
  {
    type: 'dealer',
    key: 'prices.read',
    name: 'View dealer prices',
    description: 'See the door catalogue and the published list prices, and price a door',
  },
];

export interface RoleDef {
  key: SeededRoleKey;
  name: string;
  type: AccountType;
  description: string;
  /** Permission keys of the role's type. */
  permissions: readonly string[];
}

const everyKeyOf = (type: AccountType) => permissionCatalog.filter((p) => p.type === type).map((p) => p.key);

/** The seeded roles of docs/permissions.md. */
export const roleCatalog: readonly RoleDef[] = [
  {
    key: 'administrator',
    name: 'Administrator',
    type: 'organization',
    description: 'Every organization permission',
    permissions: everyKeyOf('organization'),
  },
  {
    key: 'sales_manager',
    name: 'Sales manager',
    type: 'organization',
    description: 'Dealers, quotes and their approval',
    permissions: [
      'users.read',
      'dealers.read',
      'orders.read',
      'orders.write',
      'orders.approve',
      'customers.read',
      'customers.write',
      'customers.merge',
      'customers.import',
      'prices.read',
    ],
  },
  {
    key: 'production_manager',
    name: 'Production manager',
    type: 'organization',
    description: 'Production and warehouse',
    permissions: ['orders.read', 'production.manage', 'warehouse.manage', 'prices.read'],
  },
  {
    key: 'dealer_admin',
    name: 'Dealer admin',
    type: 'dealer',
    description: 'Every dealer permission',
    permissions: everyKeyOf('dealer'),
  },
  {
    key: 'dealer_salesman',
    name: 'Dealer salesman',
    type: 'dealer',
    description: 'Quotes of the own dealer',
    permissions: ['orders.read', 'orders.write', 'customers.read', 'customers.write', 'prices.read'],
  },
];
