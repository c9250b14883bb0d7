// The users list and a user's page (issue 10), and the writes of the administration screens.
import type { ListSort, UserSortField } from '@doorline/api-client';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
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
  listOrdering,
  pageIdsByName,
  pageIdsOf,
  pagePlaceholders,
  pageTotal,
  pageValues,
  refOf,
  reusedPage,
  reusedStatement,
  roleOf,
  given,
  searchPattern,
  sortedName,
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
  /** The sort the list asks for (issue 27); newest first without one. */
  sort?: ListSort<UserSortField> | undefined;
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
  // One dealer's users: a few hundred at most.
  const narrowed = filter.dealerId !== undefined || filter.scope.kind === 'dealer';
  return {
    type: filter.type,
    status: filter.status,
    dealerId: filter.dealerId,
    roleId: filter.roleId,
    ...scopeValues(filter.scope),
    pattern: searchPattern(filter.search),
    ...pageValues(page),
    // How many of each role's users the sort by role reads at most (`pageIdsByName`).
    reach:
      filter.sort?.field === 'role' && !searchPattern(filter.search) && !narrowed
        ? page.page * page.limit
        : undefined,
    // A dealer's users sorted: found first, then sorted (`ownUsersPageIds`).
    fence: filter.sort && narrowed ? 0 : undefined,
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

/** The columns of `users` or of a dealer's users found first that the sorts read. */
interface UserSortSource {
  id: PgColumn;
  name: PgColumn;
  email: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

/**
 * The users list's order (issue 27; `listOrdering`): by name, e-mail, role (its name), status,
 * creation or last change (issue 40); newest first without a sort.
 */
const userOrdering = (sort: ListSort<UserSortField> | undefined, source: UserSortSource = users) =>
  listOrdering(
    sort,
    {
      name: source.name,
      email: source.email,
      role: roles.name,
      status: source.status,
      createdAt: source.createdAt,
      updatedAt: source.updatedAt,
    },
    source.id,
    [desc(source.createdAt), desc(source.id)],
  );

/**
 * The ids of one page of a dealer's users in a sort's order: the dealer's users (a few hundred at
 * most, `users_dealer_list_idx`) found first in a subquery fenced by an OFFSET (of 0), then sorted.
 * Beside the dealer's condition the planner may walk the whole index by name, filtering each of
 * 100,000 users, when its estimate of a dealer's users is off (the bench database: 683 ms for a
 * dealer's two users, against 1 ms found first).
 */
function ownUsersPageIds(db: Queryable, values: ListValues, sort: ListSort<UserSortField>) {
  const own = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      roleId: users.roleId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(listConditions(values))
    .offset(sql.placeholder('fence'))
    .as('own_users');
  const query = db.select({ id: own.id }).from(own).$dynamic();
  if (sort.field === 'role') query.leftJoin(roles, eq(roles.id, own.roleId));
  return query
    .orderBy(...userOrdering(sort, own))
    .limit(pagePlaceholders.limit)
    .offset(pagePlaceholders.offset)
    .as('page');
}

/**
 * One page of users in the list's order, with their role, dealer and inviter and the number that
 * match, in one statement (docs/decisions.md "Issue 12"). The page's ids are found first, on the users
 * table alone (its indexes by creation, name, e-mail, status), with the role's name joined only to
 * sort by it, so that a deep page skips bare index entries rather than joined rows with their
 * permissions built. Built once per shape and sort, run with the request's values
 * (`reusedStatement`, docs/decisions.md "Issue 12, sixth step").
 */
export async function listUsers(db: Queryable, filter: UserListFilter, page: Page) {
  const values = listValues(filter, page);
  const ordering = userOrdering(filter.sort);
  const { rows, count } = await reusedPage(db, sortedName('users', filter.sort), values, page, {
    rows: () => {
      const ids = given(values.fence)
        ? ownUsersPageIds(db, values, filter.sort!)
        : given(values.reach)
          ? // By role without a search: the roles walked by name, each giving its first users by id.
            pageIdsByName(db, {
              rows: users,
              id: users.id,
              reference: users.roleId,
              where: listConditions(values),
              named: roles,
              namedId: roles.id,
              name: roles.name,
              namedWhere: undefined,
              order: filter.sort!.order,
              reach: sql.placeholder('reach'),
              page: pagePlaceholders,
            })
          : pageIdsOf(db, users, listConditions(values), pagePlaceholders, ordering, {
              join: filter.sort?.field === 'role' ? [roles, eq(roles.id, users.roleId)] : undefined,
            });
      return db
        .select({ ...userColumns, total: pageTotal(countUsers(db, values), pagePlaceholders) })
        .from(ids)
        .innerJoin(users, eq(users.id, ids.id))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(dealers, eq(dealers.id, users.dealerId))
        .leftJoin(inviter, eq(inviter.id, users.invitedById))
        .orderBy(...ordering);
    },
    count: () => countUsers(db, values),
  });
  return { data: rows.map(toUser), count };
}

/** A user, or null for a missing id or a user outside the scope (another dealer's). */
export async function findUser(db: Queryable, scope: DealerScope, id: number): Promise<UserRecord | null> {
  const values = { id, ...scopeValues(scope) };
  const statement = reusedStatement(db, 'user by id', values, () =>
    selectUsers(db)
      .where(and(eq(users.id, sql.placeholder('id')), scopeWhere(users.dealerId, values)))
      .limit(1),
  );
  const [row] = await statement.execute(values);
  return row ? toUser(row) : null;
}

/**
 * The user's row, locked until the end of the transaction: what a role or status change needs; null
 * for a missing id or a user outside the scope.
 */
export async function lockUserForChange(db: Queryable, scope: DealerScope, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      status: users.status,
      roleId: users.roleId,
      dealerId: users.dealerId,
    })
    .from(users)
    .where(and(eq(users.id, id), scopeWhere(users.dealerId, scope)))
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
