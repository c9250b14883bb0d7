// Roles and permissions (issue 10; docs/permissions.md "Roles"): the lists, a role's page, creating a
// role, changing its permissions, activating and deactivating it, each recorded in the audit trail.
import {
  type CreateRoleBody,
  type Role,
  type roleList,
  type RolesQuery,
  serverMessage,
  sortOf,
} from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  findRoleRecord,
  insertRole,
  listPermissions,
  listRoles,
  lockRole,
  permissionIdsOfType,
  roleNameTaken,
  rolePermissionIds,
  setRoleActive,
  setRolePermissions,
  type RoleRecord,
} from '../../db/queries/roles.js';
import { signalRoleUsers } from '../../db/queries/notifications.js';
import { lockAdministration } from '../../db/queries/user-admin.js';
import type { AccountType } from '../../db/schema.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { csvTimestamp } from '../exports/csv.js';
import type { ListCells } from '../exports/list-export.js';
import { pageAnswer } from '../pages.js';
import type { DealerScope } from '../scope.js';
import { recordAudit, visibleTrail, type AuditEntry } from './audit.js';
import { assertNotLockedOut } from './users.js';

export const ROLE_NOT_FOUND = serverMessage('roleNotFound');
export const ROLE_NAME_TAKEN = serverMessage('roleNameTaken');

/** A dealer's scope sees dealer roles only, and only active ones: the choices of its invite form. */
const dealerView = (scope: DealerScope) => scope.kind === 'dealer';

export async function rolesPage(db: Queryable, scope: DealerScope, query: RolesQuery) {
  const sort = sortOf(query);
  const filter = dealerView(scope)
    ? { type: 'dealer' as const, activeOnly: true, sort }
    : { type: query.type, sort };
  return pageAnswer(query, (page) => listRoles(db, filter, page));
}

export async function roleDetails(db: Queryable, scope: DealerScope, id: number): Promise<RoleRecord> {
  const role = await findRoleRecord(db, id);
  if (!role || (dealerView(scope) && (role.type !== 'dealer' || !role.isActive)))
    throw notFound(ROLE_NOT_FOUND);
  return role;
}

export const permissionList = (db: Queryable, type?: AccountType) => listPermissions(db, type);

export const roleTrail = visibleTrail('role', roleDetails);

/** A role holds only permissions of its own type (400 on permissionIds otherwise). */
async function checkPermissionIds(q: Queryable, ids: number[], type: AccountType) {
  const known = await permissionIdsOfType(q, ids, type);
  if (known.length !== ids.length)
    throw invalidField('permissionIds', serverMessage('permissionsOfType', { type }));
}

/** A stable key from the name: lower case, words joined by `_`, prefixed so seeded keys stay free. */
export function roleKey(type: AccountType, name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `custom_${type}_${slug || 'role'}`;
}

export async function createRole(db: Db, caller: AuthUser, body: CreateRoleBody, at: Date) {
  const type = body.type ?? 'organization';
  const name = body.name.trim();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await checkPermissionIds(tx, body.permissionIds, type);
      if (await roleNameTaken(tx, type, name)) throw invalidField('name', ROLE_NAME_TAKEN);
      const roleId = await insertRole(tx, {
        key: roleKey(type, name),
        name,
        description: body.description?.trim() ?? '',
        type,
        createdAt: at,
        updatedAt: at,
      });
      await setRolePermissions(tx, roleId, body.permissionIds, at);
      await recordAudit(tx, {
        actorId: caller.id,
        subject: 'role',
        subjectId: roleId,
        action: 'role.created',
        after: { name, type, permissionIds: [...body.permissionIds].sort((a, b) => a - b) },
        at,
      });
      return roleId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', ROLE_NAME_TAKEN);
    throw error;
  }
  return (await findRoleRecord(db, id))!;
}

/**
 * One change of a role, in one transaction: the lock-out guard's lock, the role's row locked, the
 * change (none when it returns null), the guard, the trail.
 */
async function changeRole(
  db: Db,
  caller: AuthUser,
  roleId: number,
  at: Date,
  change: (
    tx: Queryable,
    role: LockedRole,
  ) => Promise<Pick<AuditEntry, 'action' | 'before' | 'after'> | null>,
) {
  await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const role = await lockRole(tx, roleId);
    if (!role) throw notFound(ROLE_NOT_FOUND);
    const done = await change(tx, role);
    if (!done) return;
    await assertNotLockedOut(tx);
    // What the role's users may do changed: their open apps reload them (docs/notifications.md).
    await signalRoleUsers(tx, roleId);
    await recordAudit(tx, { actorId: caller.id, subject: 'role', subjectId: roleId, ...done, at });
  });
  return (await findRoleRecord(db, roleId))!;
}

type LockedRole = NonNullable<Awaited<ReturnType<typeof lockRole>>>;

export function updateRolePermissions(
  db: Db,
  caller: AuthUser,
  roleId: number,
  permissionIds: number[],
  at: Date,
) {
  return changeRole(db, caller, roleId, at, async (tx, role) => {
    await checkPermissionIds(tx, permissionIds, role.type);
    const before = await rolePermissionIds(tx, roleId);
    const after = [...permissionIds].sort((a, b) => a - b);
    await setRolePermissions(tx, roleId, after, at);
    return {
      action: 'role.permissions_changed',
      before: { permissionIds: before },
      after: { permissionIds: after },
    };
  });
}

/** Activates or deactivates a role: the users of an inactive role hold no permission. */
export function setRoleStatus(db: Db, caller: AuthUser, roleId: number, isActive: boolean, at: Date) {
  return changeRole(db, caller, roleId, at, async (tx, role) => {
    if (role.isActive === isActive) return null;
    await setRoleActive(tx, roleId, isActive, at);
    return { action: 'role.status_changed', before: { isActive: role.isActive }, after: { isActive } };
  });
}

/** The roles list's file (issue 28): each column's cell. */
export const roleCells: ListCells<typeof roleList, Role> = {
  name: (role) => role.name,
  description: (role) => role.description,
  permissions: (role) => role.permissions.map((p) => p.key).join('; '),
  isActive: (role, words) => (role.isActive ? words.active : words.inactive),
  users: (role) => role.userCount,
  created: (role) => csvTimestamp(role.createdAt),
  updated: (role) => csvTimestamp(role.updatedAt),
};
