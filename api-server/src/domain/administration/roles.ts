// Roles and permissions (issue 10; docs/permissions.md "Roles"): the lists, a role's page, creating a
// role, changing its permissions, activating and deactivating it, each recorded in the audit trail.
import type { CreateRoleBody, RolesQuery } from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { insertAuditEvent, listAuditEvents } from '../../db/queries/audit.js';
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
import { lockAdministration } from '../../db/queries/user-admin.js';
import type { AccountType } from '../../db/schema.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { assertNotLockedOut, pageOf } from './users.js';

export const ROLE_NOT_FOUND = 'Role not found';
export const ROLE_NAME_TAKEN = 'A role with this name already exists.';

/** Dealer users see dealer roles only, and only active ones: the choices of their invite form. */
const dealerView = (caller: AuthUser) => caller.type === 'dealer';

export async function roleList(db: Queryable, caller: AuthUser, query: RolesQuery) {
  const page = pageOf(query);
  const filter = dealerView(caller) ? { type: 'dealer' as const, activeOnly: true } : { type: query.type };
  const { data, count } = await listRoles(db, filter, page);
  return { data, pagination: { ...page, count } };
}

export async function roleDetails(db: Queryable, caller: AuthUser, id: number): Promise<RoleRecord> {
  const role = await findRoleRecord(db, id);
  if (!role || (dealerView(caller) && (role.type !== 'dealer' || !role.isActive)))
    throw notFound(ROLE_NOT_FOUND);
  return role;
}

export const permissionList = (db: Queryable, type?: AccountType) => listPermissions(db, type);

export async function roleTrail(
  db: Queryable,
  caller: AuthUser,
  id: number,
  query: { page?: number; limit?: number },
) {
  await roleDetails(db, caller, id);
  const page = pageOf(query);
  const { data, count } = await listAuditEvents(db, 'role', id, page);
  return { data, pagination: { ...page, count } };
}

/** A role holds only permissions of its own type (400 on permissionIds otherwise). */
async function checkPermissionIds(q: Queryable, ids: number[], type: AccountType) {
  const known = await permissionIdsOfType(q, ids, type);
  if (known.length !== ids.length) throw invalidField('permissionIds', `Choose ${type} permissions only.`);
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
      await insertAuditEvent(tx, {
        actorId: caller.id,
        subjectType: 'role',
        subjectId: roleId,
        action: 'role.created',
        before: null,
        after: { name, type, permissionIds: [...body.permissionIds].sort((a, b) => a - b) },
        createdAt: at,
      });
      return roleId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', ROLE_NAME_TAKEN);
    throw error;
  }
  return (await findRoleRecord(db, id))!;
}

/** Locks the role for a change; the lock-out guard's lock first, as every such change takes it. */
async function lockRoleForChange(tx: Queryable, id: number) {
  await lockAdministration(tx);
  const role = await lockRole(tx, id);
  if (!role) throw notFound(ROLE_NOT_FOUND);
  return role;
}

export async function updateRolePermissions(
  db: Db,
  caller: AuthUser,
  roleId: number,
  permissionIds: number[],
  at: Date,
) {
  await db.transaction(async (tx) => {
    const role = await lockRoleForChange(tx, roleId);
    await checkPermissionIds(tx, permissionIds, role.type);
    const before = await rolePermissionIds(tx, roleId);
    const after = [...permissionIds].sort((a, b) => a - b);
    await setRolePermissions(tx, roleId, after, at);
    await assertNotLockedOut(tx);
    await insertAuditEvent(tx, {
      actorId: caller.id,
      subjectType: 'role',
      subjectId: roleId,
      action: 'role.permissions_changed',
      before: { permissionIds: before },
      after: { permissionIds: after },
      createdAt: at,
    });
  });
  return (await findRoleRecord(db, roleId))!;
}

/** Activates or deactivates a role: the users of an inactive role hold no permission. */
export async function setRoleStatus(db: Db, caller: AuthUser, roleId: number, isActive: boolean, at: Date) {
  await db.transaction(async (tx) => {
    const role = await lockRoleForChange(tx, roleId);
    if (role.isActive === isActive) return;
    await setRoleActive(tx, roleId, isActive, at);
    await assertNotLockedOut(tx);
    await insertAuditEvent(tx, {
      actorId: caller.id,
      subjectType: 'role',
      subjectId: roleId,
      action: 'role.status_changed',
      before: { isActive: role.isActive },
      after: { isActive },
      createdAt: at,
    });
  });
  return (await findRoleRecord(db, roleId))!;
}
