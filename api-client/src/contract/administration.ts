import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  size,
  string,
  type,
  unknown,
  type Infer,
} from 'superstruct';
import { text, PersonName } from './account.js';
import { PermissionRef, UserRole } from './auth.js';
import {
  AccountType,
  Contact,
  Email,
  Phone,
  PositiveIntParam,
  SearchText,
  Timestamp,
  UserStatus,
  dataOf,
  listOf,
  recordOf,
} from './common.js';
import { accessByInput } from './endpoint.js';
import { Id, pageQuery } from './params.js';
import { defineList } from './lists.js';
import { newestFirst, Ref } from './orders.js';
import type { AccessRule } from './permissions.js';
import { statusActions } from './status-actions.js';

// Organization administration (issue 10): users, roles, permissions and the audit trail. Spec §2
// "Organization area", §3 User/Role/Permission, §4 "User statuses", §5 "Role create", "Invite user",
// "Change user role", §7 "Users" and "Roles"; docs/permissions.md for what is beyond the spec.

/* ---------- who may do what (the server's guards and the screens both read this) ---------- */

/** The permission each administration task needs, per account type where both use it. */
export const administrationAccess = {
  /** The users list and a user's page; dealer users see only their own dealer's users. */
  readUsers: { organization: 'users.read', dealer: 'dealer.users' },
  /** Invite to a dealer, and reinvite; a dealer user only into (and only users of) their own dealer. */
  inviteUsers: { organization: 'users.invite', dealer: 'dealer.users' },
  /** Invite into the organization: organization users only. */
  inviteOrganizationUsers: 'users.invite',
  approveUsers: 'users.approve',
  /** Change a user's role or status. */
  manageUsers: 'users.manage',
  /** The roles and permissions screens and the audit trail of a role. */
  readRoles: 'roles.read',
  /** The role choices of the invite and change-role forms: dealer users see dealer roles only. */
  pickRoles: { organization: ['roles.read', 'users.invite', 'users.manage'], dealer: 'dealer.users' },
  manageRoles: 'roles.manage',
} as const satisfies Record<string, AccessRule>;
export type AdministrationTask = keyof typeof administrationAccess;

/* ---------- user statuses beyond invite and approval (docs/permissions.md "User lifecycle") ---------- */

/** The statuses an administrator sets by hand; invited and pending approval move by invite and approval. */
export const settableUserStatuses = ['active', 'suspended', 'blocked', 'inactive'] as const;
export type SettableUserStatus = (typeof settableUserStatuses)[number];

/** The action that leads to each settable status, as the screens name it. */
export const userStatusActions = {
  reactivate: 'active',
  suspend: 'suspended',
  block: 'blocked',
  deactivate: 'inactive',
} as const satisfies Record<string, SettableUserStatus>;
export type UserStatusAction = keyof typeof userStatusActions;

/**
 * The actions a user of this status allows (any other settable status, from a settable one), and
 * whether `from` may be changed to `to` by `PATCH /users/{id}/status`.
 */
export const { actionsFor: userStatusActionsFor, mayChange: mayChangeUserStatus } = statusActions<
  UserStatus,
  UserStatusAction,
  SettableUserStatus
>(userStatusActions, { fromSettableOnly: true });

/** The permission that makes a user an administrator of roles: the last active holder keeps it. */
export const LOCK_OUT_PERMISSION = 'roles.manage';

/* ---------- users ---------- */

/** A user as the users list and a user's page show them (spec §3 "User"). */
export const User = type({
  /** The user's id. */
  id: integer(),
  /** Their name. */
  name: string(),
  /** Their e-mail address. */
  email: string(),
  /** Their phone number; null when not given. */
  phone: nullable(string()),
  /** `organization` or `dealer`. */
  type: AccountType,
  /** Where the account is in its lifecycle. */
  status: UserStatus,
  /** Their role's id; null when none. */
  roleId: nullable(integer()),
  /** Their role and what it grants; null when none. */
  role: nullable(UserRole),
  /** A dealer user's dealer; null for an organization user. */
  dealerId: nullable(integer()),
  /** A dealer user's dealer, id and name; null for an organization user. */
  dealer: nullable(Ref),
  /** Their contact details. */
  contact: Contact,
  /** Who invited them; null when seeded or the account is gone. */
  invitedBy: nullable(Ref),
  /** When they were invited. */
  createdAt: Timestamp,
  /** When they last changed. */
  updatedAt: Timestamp,
});
export type User = Infer<typeof User>;

/** What the users lists sort by (issue 27): name, e-mail, role (by name), status, creation, last change. */
export const userSortFields = ['name', 'email', 'role', 'status', 'createdAt', 'updatedAt'] as const;
export type UserSortField = (typeof userSortFields)[number];

/**
 * `GET /users`: the users list of the organization's administration and of a dealer's; a dealer
 * user's holds their own dealer's users only.
 */
export const userList = defineList({
  key: 'users',
  endpoints: { list: 'listUsers', export: 'exportUsers' },
  path: '/users',
  row: User,
  filters: {
    /** Only users of this account type. */
    type: optional(AccountType),
    /** Only users of this status. */
    status: optional(UserStatus),
    /** Name or e-mail, or part of either; three or more characters use the trigram indexes. */
    search: optional(SearchText),
    /** Only this dealer's users. */
    dealerId: optional(Id),
    /** Beyond the spec: the users of one role (a role's page). */
    roleId: optional(Id),
  },
  search: ['name', 'e-mail'],
  sortFields: userSortFields,
  byDefault: newestFirst,
  scope: { dealerColumn: 'users.dealer_id' },
  access: administrationAccess.readUsers,
  file: 'users',
  columns: {
    name: { heading: 'personName', sort: 'name', fixed: true },
    email: { sort: 'email' },
    type: {},
    role: { sort: 'role' },
    permissions: {},
    status: { sort: 'status' },
    created: { sort: 'createdAt' },
    updated: { sort: 'updatedAt' },
  },
});
/** `GET /users`'s query: page, page size, the filters and the sort. */
export const UsersQuery = userList.query;
export type UsersQuery = Infer<typeof UsersQuery>;

export const UsersResponse = userList.response;
export const UserResponse = recordOf(User);
export const UserParams = object({
  /** The user's id. */
  id: Id,
});

/** `POST /users/invite`, the spec's older variant: the account type is in the body. */
export const InviteUserBody = object({
  /** The account type they join: `organization` or `dealer`. */
  type: AccountType,
  /** The invited person's name. */
  name: PersonName,
  /** Their e-mail address: the invitation goes to it. */
  email: Email,
  /** Their phone number. */
  phone: Phone,
  /** The role they get, of that account type. */
  roleId: PositiveIntParam,
  /** The dealer they join (a dealer invite by an organization user). */
  dealerId: optional(PositiveIntParam),
});
export type InviteUserBody = Infer<typeof InviteUserBody>;

/** The task of `administrationAccess` an invite of this account type is (`POST /users/invite` names it). */
export const inviteTask = (type: AccountType): 'inviteOrganizationUsers' | 'inviteUsers' =>
  type === 'organization' ? 'inviteOrganizationUsers' : 'inviteUsers';

/** Who may call `POST /users/invite`: the rule of the task its body's account type names (`inviteTask`). */
export const inviteUserAccess = accessByInput(
  {
    inviteUsers: administrationAccess.inviteUsers,
    inviteOrganizationUsers: administrationAccess.inviteOrganizationUsers,
  },
  ({ body }: { body: InviteUserBody }) => inviteTask(body.type),
);

export const ChangeRoleParams = object({
  /** The user's id. */
  userId: Id,
  /** The role to give them. */
  roleId: Id,
});
export const ChangeStatusBody = object({
  /** The new status. */
  status: enums(settableUserStatuses),
});
export type ChangeStatusBody = Infer<typeof ChangeStatusBody>;

/* ---------- roles and permissions ---------- */

export const Permission = type({
  /** The permission's id. */
  id: integer(),
  /** Its key (`orders.read`), what the access rules name. */
  key: string(),
  /** Its name, in English. */
  name: string(),
  /** What it allows, in English. */
  description: string(),
  /** The account type it is for. */
  type: AccountType,
  /** When it was created. */
  createdAt: Timestamp,
  /** When it last changed. */
  updatedAt: Timestamp,
});
export type Permission = Infer<typeof Permission>;
export const PermissionsResponse = dataOf(array(Permission));
export const PermissionsQuery = object({
  /** Only the permissions of this account type. */
  type: optional(AccountType),
});

export const Role = type({
  /** The role's id. */
  id: integer(),
  /** A seeded role's key (`administrator`); `custom_…` for a role the organization made. */
  key: string(),
  /** Its name. */
  name: string(),
  /** What it is for. */
  description: string(),
  /** The account type it is for. */
  type: AccountType,
  /** False when turned off: its users then hold none of its permissions. */
  isActive: boolean(),
  /** The permissions it grants. */
  permissions: array(PermissionRef),
  /** The most its users give on a line by hand, in percent; above it a quote needs an approval. */
  maxLineDiscount: number(),
  /** How many users hold the role, whatever their status. */
  userCount: integer(),
  /** When it was made. */
  createdAt: Timestamp,
  /** When it last changed. */
  updatedAt: Timestamp,
});
export type Role = Infer<typeof Role>;

/**
 * What the roles list sorts by (issue 27): name, whether active, its number of users, creation, last
 * change. Its default order is the order the roles were made in (`rolesInOrderMade`).
 */
export const roleSortFields = ['name', 'isActive', 'userCount', 'createdAt', 'updatedAt'] as const;
/** The roles list's default order (issue 40): as they were made, the seeded ones first. */
export const rolesInOrderMade = { field: 'createdAt', order: 'asc' } as const;
export type RoleSortField = (typeof roleSortFields)[number];

/** `GET /roles`: the roles of both account types, or of one; a dealer user reads the dealer roles. */
export const roleList = defineList({
  key: 'roles',
  endpoints: { list: 'listRoles', export: 'exportRoles' },
  path: '/roles',
  row: Role,
  filters: {
    /** Only roles of this account type. */
    type: optional(AccountType),
  },
  sortFields: roleSortFields,
  byDefault: rolesInOrderMade,
  scope: 'shared',
  access: administrationAccess.pickRoles,
  file: 'roles',
  columns: {
    name: { sort: 'name', fixed: true },
    description: {},
    permissions: {},
    isActive: { sort: 'isActive' },
    users: { sort: 'userCount' },
    created: { sort: 'createdAt' },
    updated: { sort: 'updatedAt' },
  },
});
/** `GET /roles`'s query: page, page size, the account type and the sort. */
export const RolesQuery = roleList.query;
export type RolesQuery = Infer<typeof RolesQuery>;
export const RolesResponse = roleList.response;
export const RoleResponse = recordOf(Role);
export const RoleParams = object({
  /** The role's id. */
  id: Id,
});
export const RolePermissionsParams = object({
  /** The role's id. */
  roleId: Id,
});

/** At least one permission id (spec §5 "Role create": 'Must be at least 1.'), each once. */
export const PermissionIds = refine(size(array(Id), 0, 100), 'permissionIds', (ids) => {
  if (ids.length < 1) return 'Must be at least 1.';
  if (new Set(ids).size !== ids.length) return 'Each permission only once.';
  return true;
});

export const CreateRoleBody = object({
  /** The role's name, 2 to 200 characters. */
  name: PersonName,
  /** What it is for, at most 500 characters. */
  description: optional(text(0, 500, '')),
  /** Organization when not given (spec §5). */
  type: optional(AccountType),
  /** The permissions it grants, at least one. */
  permissionIds: PermissionIds,
});
export type CreateRoleBody = Infer<typeof CreateRoleBody>;

export const RolePermissionsBody = object({
  /** The permissions it grants from now on, at least one. */
  permissionIds: PermissionIds,
});
export type RolePermissionsBody = Infer<typeof RolePermissionsBody>;

/** Beyond the spec: activate or deactivate a role (its users then hold no permission). */
export const RoleStatusBody = object({
  /** True turns the role on, false off. */
  isActive: boolean(),
});

/* ---------- the audit trail (beyond the spec) ---------- */

export const auditActions = [
  'user.invited',
  'user.reinvited',
  'user.approved',
  'user.rejected',
  'user.role_changed',
  'user.status_changed',
  'role.created',
  'role.permissions_changed',
  'role.status_changed',
  /** A role's maximum line discount changed (issue 43, part 4): `maxLineDiscount` before and after. */
  'role.line_discount_changed',
  'dealer.created',
  'dealer.account_changed',
  'dealer.contact_changed',
  'dealer.responsible_contact_changed',
  'dealer.status_changed',
  /** A customer made (issue 42): its fields after. */
  'customer.created',
  /** A customer's fields changed: the changed ones before and after. */
  'customer.changed',
  /**
   * Another customer merged into this one (issue 42): the fields that changed before and after, and
   * `merged` (the other's id and name) and `records` (how many of its records moved); the other's own
   * history joined this one's.
   */
  'customer.merged',
  /** Rows imported into a list from a file (issue 42): on the actor's own trail, with the list, file and rows. */
  'list.imported',
  /** A list exported as CSV (issue 28): on the actor's own trail, with the list, filters and rows. */
  'list.exported',
  /** A dealer's price rule made (issue 43): on the dealer's trail, the rule after. */
  'dealer.price_rule_created',
  /** A dealer's price rule changed: the changed fields before and after, with the rule's id. */
  'dealer.price_rule_changed',
  /** A dealer's price rule deleted: the rule before. */
  'dealer.price_rule_deleted',
  /** The price list a dealer's quotes are priced from changed (issue 43): `priceList` before and after. */
  'dealer.price_list_changed',
  /** A product family made (issue 43): its fields after. */
  'family.created',
  /** A product family's fields changed (hidden or shown among them): the changed ones before and after. */
  'family.changed',
  /** A door model made: its fields after. */
  'model.created',
  /** A door model's fields changed (its picture, hidden or shown among them): the changed ones before and after. */
  'model.changed',
  /** An option group made: its fields after. */
  'option_group.created',
  /** An option group's fields changed: the changed ones before and after. */
  'option_group.changed',
  /** An option made: its fields after. */
  'option.created',
  /** An option's fields changed: the changed ones before and after. */
  'option.changed',
  /** A price list made (a dealer's own, issue 43): its fields after. */
  'price_list.created',
  /** A price list version made (a draft, possibly a copy): its fields after. */
  'price_version.created',
  /** A draft published: its effective date after. */
  'price_version.published',
  /** A draft deleted: its fields before. */
  'price_version.deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AuditEvent = type({
  /** The event's id. */
  id: integer(),
  /** What was done. */
  action: enums(auditActions),
  /** Who did it; null when the account is gone or the system did it. */
  actor: nullable(Ref),
  /** The changed fields before; null when something was made. */
  before: nullable(record(string(), unknown())),
  /** The changed fields after (an export: its list, filters and rows). */
  after: nullable(record(string(), unknown())),
  /** When it was done. */
  createdAt: Timestamp,
});
export type AuditEvent = Infer<typeof AuditEvent>;
export const AuditQuery = object(pageQuery);
export const AuditResponse = listOf(AuditEvent);

export const UserPermissionsResponse = dataOf(array(PermissionRef));
