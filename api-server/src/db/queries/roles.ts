// Roles and permissions (issue 10): the lists, a role's page, and the writes of the roles screen.
import type { ListSort, RoleSortField } from '@doorline/api-client';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { permissions, rolePermissions, roleUserCounts, roles, type AccountType } from '../schema.js';
import {
  given,
  listOrdering,
  pagePlaceholders,
  pageValues,
  reusedPage,
  sortedName,
  type Page,
} from './rows.js';

const permissionColumns = {
  id: permissions.id,
  key: permissions.key,
  name: permissions.name,
  description: permissions.description,
  type: permissions.type,
  createdAt: permissions.createdAt,
  updatedAt: permissions.updatedAt,
};

export async function listPermissions(db: Queryable, type?: AccountType) {
  const rows = await db
    .select(permissionColumns)
    .from(permissions)
    .where(type ? eq(permissions.type, type) : undefined)
    .orderBy(asc(permissions.type), asc(permissions.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The permissions of these ids that have this type: the rest are not the role's to hold. */
export async function permissionIdsOfType(db: Queryable, ids: number[], type: AccountType) {
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(inArray(permissions.id, ids), eq(permissions.type, type)));
  return rows.map((row) => row.id);
}

/** A role's permissions of its own type, as `{ id, key, name }` JSON ordered by id. */
const permissionsJson = sql<{ id: number; key: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'key', p.key, 'name', p.name) order by p.id)
  from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id and p.type = roles.type
  where rp.role_id = roles.id), '[]'::json)`;

// Written with the outer table's name: drizzle leaves columns unqualified in a single-table select.
// From the trigger-kept counts (migration 0007), not a count of the users on every request.
const userCount = sql<number>`coalesce((select c.n from ${roleUserCounts} c where c.role_id = roles.id), 0)::int`;

const roleColumns = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  description: roles.description,
  type: roles.type,
  isActive: roles.isActive,
  maxLineDiscount: roles.maxLineDiscount,
  permissions: permissionsJson,
  userCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

function selectRoles(db: Queryable) {
  return db.select(roleColumns).from(roles);
}

type RoleRow = Awaited<ReturnType<typeof selectRoles>>[number];
const toRole = (row: RoleRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type RoleRecord = ReturnType<typeof toRole>;

export interface RoleListFilter {
  type?: AccountType;
  /** Only active roles (the pickers of the invite and change-role forms). */
  activeOnly?: boolean;
  /** The sort the list asks for (issue 27); the order they were made in without one. */
  sort?: ListSort<RoleSortField> | undefined;
}

/** The values of a roles list's placeholders: those it has decide its filters (`reusedStatement`). */
const listValues = (filter: RoleListFilter, page: Page) => ({
  type: filter.type,
  active: filter.activeOnly || undefined,
  ...pageValues(page),
});

function roleConditions(values: ReturnType<typeof listValues>): SQL | undefined {
  const conditions: SQL[] = [];
  if (given(values.type)) conditions.push(eq(roles.type, sql.placeholder('type')));
  if (given(values.active)) conditions.push(eq(roles.isActive, sql.placeholder('active')));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Roles in the order they were made (the seeded ones first), with the number that match. Built once
 * per shape, run with the request's values (`reusedStatement`).
 */
export async function listRoles(db: Queryable, filter: RoleListFilter, page: Page) {
  const values = listValues(filter, page);
  // By name, whether active, the number of users, creation (issue 27) or last change (issue 40): a
  // few dozen rows, sorted as they are read. Without a sort, as they were made (`rolesInOrderMade`).
  const ordering = listOrdering(
    filter.sort,
    {
      name: roles.name,
      isActive: roles.isActive,
      userCount,
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
    },
    roles.id,
    [asc(roles.createdAt), asc(roles.id)],
  );
  // Roles are a few dozen: the window counts them beside the page, in the page's statement.
  const { rows, count } = await reusedPage(db, sortedName('roles', filter.sort), values, page, {
    rows: () =>
      db
        .select({ ...roleColumns, total: sql<number>`(count(*) over ())::int` })
        .from(roles)
        .where(roleConditions(values))
        .orderBy(...ordering)
        .limit(pagePlaceholders.limit)
        .offset(pagePlaceholders.offset),
    count: () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(roles)
        .where(roleConditions(values)),
  });
  return { data: rows.map(({ total: _total, ...row }) => toRole(row)), count };
}

export async function findRoleRecord(db: Queryable, id: number): Promise<RoleRecord | null> {
  const [row] = await selectRoles(db).where(eq(roles.id, id)).limit(1);
  return row ? toRole(row) : null;
}

/** The role's row, locked until the end of the transaction. */
export async function lockRole(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: roles.id, type: roles.type, isActive: roles.isActive, name: roles.name })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  return row ?? null;
}

export async function roleNameTaken(db: Queryable, type: AccountType, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.type, type), sql`lower(${roles.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(db: Queryable, values: typeof roles.$inferInsert) {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

export async function rolePermissionIds(db: Queryable, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  return rows.map((row) => row.id);
}

/** Replaces the role's permission set. */
export async function setRolePermissions(db: Queryable, roleId: number, permissionIds: number[], at: Date) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length)
    await db.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  await db.update(roles).set({ updatedAt: at }).where(eq(roles.id, roleId));
}

export async function setRoleActive(db: Queryable, roleId: number, isActive: boolean, at: Date) {
  await db.update(roles).set({ isActive, updatedAt: at }).where(eq(roles.id, roleId));
}
