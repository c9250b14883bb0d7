import {
  array,
  boolean,
  enums,
  integer,
  nullable,
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
  Id,
} from './common.js';
import { accessByInput } from './endpoint.js';
import { defineList } from './lists.js';
import { ListQuery, newestFirst, Ref } from './orders.js';
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
  id: integer(),
  name: string(),
  email: string(),
  phone: nullable(string()),
  type: AccountType,
  status: UserStatus,
  roleId: nullable(integer()),
  role: nullable(UserRole),
  dealerId: nullable(integer()),
  dealer: nullable(Ref),
  contact: Contact,
  invitedBy: nullable(Ref),
  createdAt: Timestamp,
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
    type: optional(AccountType),
    status: optional(UserStatus),
    /** Name or e-mail, or part of either; three or more characters use the trigram indexes. */
    search: optional(SearchText),
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
    email: { heading: 'email', sort: 'email' },
    type: { heading: 'type' },
    role: { heading: 'role', sort: 'role' },
    permissions: { heading: 'permissions' },
    status: { heading: 'status', sort: 'status' },
    created: { heading: 'created', sort: 'createdAt' },
    updated: { heading: 'updated', sort: 'updatedAt' },
  },
});
export const UsersQuery = userList.query;
export type UsersQuery = Infer<typeof UsersQuery>;

export const UsersResponse = userList.response;
export const UserResponse = type({ message: optional(string()), data: User });
export const UserParams = object({ id: Id });

/** `POST /users/invite`, the spec's older variant: the account type is in the body. */
export const InviteUserBody = object({
  type: AccountType,
  name: PersonName,
  email: Email,
  phone: Phone,
  roleId: PositiveIntParam,
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

export const ChangeRoleParams = object({ userId: Id, roleId: Id });
export const ChangeStatusBody = object({ status: enums(settableUserStatuses) });
export type ChangeStatusBody = Infer<typeof ChangeStatusBody>;

/* ---------- roles and permissions ---------- */

export const Permission = type({
  id: integer(),
  key: string(),
  name: string(),
  description: string(),
  type: AccountType,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Permission = Infer<typeof Permission>;
export const PermissionsResponse = type({ data: array(Permission) });
export const PermissionsQuery = object({ type: optional(AccountType) });

export const Role = type({
  id: integer(),
  key: string(),
  name: string(),
  description: string(),
  type: AccountType,
  isActive: boolean(),
  permissions: array(PermissionRef),
  /** How many users hold the role, whatever their status. */
  userCount: integer(),
  createdAt: Timestamp,
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
  filters: { type: optional(AccountType) },
  sortFields: roleSortFields,
  byDefault: rolesInOrderMade,
  scope: 'shared',
  access: administrationAccess.pickRoles,
  file: 'roles',
  columns: {
    name: { heading: 'name', sort: 'name', fixed: true },
    description: { heading: 'description' },
    permissions: { heading: 'permissions' },
    isActive: { heading: 'isActive', sort: 'isActive' },
    users: { heading: 'users', sort: 'userCount' },
    created: { heading: 'created', sort: 'createdAt' },
    updated: { heading: 'updated', sort: 'updatedAt' },
  },
});
export const RolesQuery = roleList.query;
export type RolesQuery = Infer<typeof RolesQuery>;
export const RolesResponse = roleList.response;
export const RoleResponse = type({ message: optional(string()), data: Role });
export const RoleParams = object({ id: Id });
export const RolePermissionsParams = object({ roleId: Id });

/** At least one permission id (spec §5 "Role create": 'Must be at least 1.'), each once. */
export const PermissionIds = refine(size(array(Id), 0, 100), 'permissionIds', (ids) => {
  if (ids.length < 1) return 'Must be at least 1.';
  if (new Set(ids).size !== ids.length) return 'Each permission only once.';
  return true;
});

export const CreateRoleBody = object({
  name: PersonName,
  description: optional(text(0, 500, '')),
  /** Organization when not given (spec §5). */
  type: optional(AccountType),
  permissionIds: PermissionIds,
});
export type CreateRoleBody = Infer<typeof CreateRoleBody>;

export const RolePermissionsBody = object({ permissionIds: PermissionIds });
export type RolePermissionsBody = Infer<typeof RolePermissionsBody>;

/** Beyond the spec: activate or deactivate a role (its users then hold no permission). */
export const RoleStatusBody = object({ isActive: boolean() });

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
  'dealer.created',
  'dealer.account_changed',
  'dealer.contact_changed',
  'dealer.responsible_contact_changed',
  'dealer.status_changed',
  /** A list exported as CSV (issue 28): on the actor's own trail, with the list, filters and rows. */
  'list.exported',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AuditEvent = type({
  id: integer(),
  action: enums(auditActions),
  /** Who did it; null when the account is gone or the system did it. */
  actor: nullable(Ref),
  before: nullable(record(string(), unknown())),
  after: nullable(record(string(), unknown())),
  createdAt: Timestamp,
});
export type AuditEvent = Infer<typeof AuditEvent>;
export const AuditQuery = object({ page: optional(Id), limit: optional(ListQuery.schema.limit) });
export const AuditResponse = listOf(AuditEvent);

export const UserPermissionsResponse = dataOf(array(PermissionRef));
