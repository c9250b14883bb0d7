// The users list and a user's page (issue 10), and the writes of the administration screens.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  dealers,
  permissions,
  rolePermissions,
  roles,
  userCounts,
  users,
  type AccountType,
  type UserStatus,
} from '../schema.js';
import {
  contactOf,
  newestFirstPageIds,
  pagePlaceholders,
  pageTotal,
  pageValues,
  refOf,
  reusedPage,
  reusedStatement,
  roleOf,
  given,
  searchPattern,
  type Page,
} from './rows.js';
import { identityColumns } from './identity.js';
import { scopeValues, scopeWhere, type DealerScope } from './scope.js';

export interface UserListFilter {
  type?: AccountType;
  status?: UserStatus;
  dealerId?: number;
  roleId?: number;
  search?: string;
  /** The caller's scope: a dealer user's list holds their dealer's users only. */
  scope: DealerScope;
}

export interface PermissionRefRow {
  id: number;
  key: string;
  name: string;
}

const inviter = alias(users, 'inviter');

/** A role's permissions of the user's own type, as JSON, newest schema order (by id). */
const rolePermissionsJson = sql<PermissionRefRow[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'key', p.key, 'name', p.name) order by p.id)
  from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id and p.type = users.type
  where rp.role_id = users.role_id), '[]'::json)`;

const userColumns = {
  ...identityColumns,
  roleId: users.roleId,
  roleName: roles.name,
  roleKey: roles.key,
  roleActive: roles.isActive,
  rolePermissions: rolePermissionsJson,
  dealerId: users.dealerId,
  dealerName: dealers.name,
  contact: users.contact,
  invitedById: inviter.id,
  invitedByName: inviter.name,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function toUser(row: UserRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    status: row.status,
    roleId: row.roleId,
    role: roleOf(row, row.rolePermissions ?? []),
    dealerId: row.dealerId,
    dealer: refOf(row.dealerId, row.dealerName),
    contact: contactOf(row.contact),
    invitedBy: refOf(row.invitedById, row.invitedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type UserRecord = ReturnType<typeof toUser>;

function selectUsers(db: Queryable) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(dealers, eq(dealers.id, users.dealerId))
    .leftJoin(inviter, eq(inviter.id, users.invitedById));
}

/** The values of a users list's placeholders: those it has decide its filters (`reusedStatement`). */
function listValues(filter: UserListFilter, page: Page) {
  return {
    type: filter.type,
    status: filter.status,
    dealerId: filter.dealerId,
    roleId: filter.roleId,
    ...scopeValues(filter.scope),
    pattern: searchPattern(filter.search),
    ...pageValues(page),
  };
}

type ListValues = ReturnType<typeof listValues>;

/**
 * The statement that counts the matching users when a page is full: the lists with a search or a
 * role count their matches; any other list sums `user_counts` (migration 0004).
 */
function countUsers(db: Queryable, values: ListValues) {
  // The counters know no search and no role.
  if (given(values.pattern) || given(values.roleId))
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(listConditions(values));
  const conditions: (SQL | undefined)[] = [];
  if (given(values.type)) conditions.push(eq(userCounts.type, sql.placeholder('type')));
  if (given(values.status)) conditions.push(eq(userCounts.status, sql.placeholder('status')));
  if (given(values.dealerId)) conditions.push(eq(userCounts.dealerId, sql.placeholder('dealerId')));
  conditions.push(scopeWhere(userCounts.dealerId, values));
  return db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
    .from(userCounts)
    .where(and(...conditions));
}

function listConditions(values: ListValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (given(values.type)) conditions.push(eq(users.type, sql.placeholder('type')));
  if (given(values.status)) conditions.push(eq(users.status, sql.placeholder('status')));
  if (given(values.dealerId)) conditions.push(eq(users.dealerId, sql.placeholder('dealerId')));
  if (given(values.roleId)) conditions.push(eq(users.roleId, sql.placeholder('roleId')));
  conditions.push(scopeWhere(users.dealerId, values));
  if (given(values.pattern)) {
    const pattern = sql.placeholder('pattern');
    conditions.push(sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  return and(...conditions);
}

/**
 * One page of users, newest first, with their role, dealer and inviter and the number that match, in
 * one statement (docs/decisions.md "Issue 12"). The page's ids are found first, on the users table
 * alone (the index by creation), so that a deep page skips bare index entries rather than joined rows
 * with their permissions built. Built once per shape, run with the request's values
 * (`reusedStatement`, docs/decisions.md "Issue 12, sixth step").
 */
export async function listUsers(db: Queryable, filter: UserListFilter, page: Page) {
  const values = listValues(filter, page);
  const { rows, count } = await reusedPage(db, 'users', values, page, {
    rows: () => {
      const ids = newestFirstPageIds(db, users, listConditions(values), pagePlaceholders);
      return db
        .select({ ...userColumns, total: pageTotal(countUsers(db, values), pagePlaceholders) })
        .from(ids)
        .innerJoin(users, eq(users.id, ids.id))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(dealers, eq(dealers.id, users.dealerId))
        .leftJoin(inviter, eq(inviter.id, users.invitedById))
        .orderBy(desc(ids.createdAt), desc(ids.id));
    },
    count: () => countUsers(db, values),
  });
  return { data: rows.map(toUser), count };
}

export async function findUser(db: Queryable, id: number): Promise<UserRecord | null> {
  const statement = reusedStatement(db, 'user by id', { id }, () =>
    selectUsers(db)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1),
  );
  const [row] = await statement.execute({ id });
  return row ? toUser(row) : null;
}

/** The user's row, locked until the end of the transaction: what a role or status change needs. */
export async function lockUserForChange(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      status: users.status,
      roleId: users.roleId,
      dealerId: users.dealerId,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

export async function setUserRole(db: Queryable, id: number, roleId: number, at: Date) {
  await db.update(users).set({ roleId, updatedAt: at }).where(eq(users.id, id));
}

export async function setUserStatus(db: Queryable, id: number, status: UserStatus, at: Date) {
  await db.update(users).set({ status, updatedAt: at }).where(eq(users.id, id));
}

/**
 * How many active organization users hold `key` through an active role: the lock-out guard keeps
 * this above zero for roles.manage.
 */
export async function countActiveHolders(db: Queryable, key: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.isActive, true)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(
      permissions,
      and(
        eq(permissions.id, rolePermissions.permissionId),
        eq(permissions.type, users.type),
        eq(permissions.key, key),
      ),
    )
    .where(eq(users.status, 'active'));
  return row?.n ?? 0;
}

/** Serialises the changes that could leave nobody holding a permission (the lock-out guard). */
export async function lockAdministration(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(7310001)`);
}
