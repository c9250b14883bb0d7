// Who may see a record, as people (issue 40, docs/notifications.md "Mentions"): the active users who
// hold the key that reads records (`recordAccess.read`), of the organization or of the record's dealer,
// as the guards and the dealer scope decide for each caller. A comment's `@` typeahead lists them and
// the comment's mentions are checked against them, in one statement each.
import type { ScopedId } from './scope.js';
import { recordAccess, type PermissionKey } from '@doorline/api-client';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { orders, permissions, rolePermissions, roles, users } from '../schema.js';
import { searchPattern } from './rows.js';

/**
 * Whether the user `u` (the alias of `users` in the statement) holds `key` through an active role:
 * their role's permissions of their own account type, as the guards read them.
 */
export const holds = (key: PermissionKey) => sql`exists (
  select 1 from ${roles} r
  join ${rolePermissions} rp on rp.role_id = r.id
  join ${permissions} p on p.id = rp.permission_id
  where r.id = u.role_id and r.is_active and p.key = ${key} and p.type = u.type)`;

export interface ReadersFilter {
  /** A record read through the caller's scope: who else may see it is this query's own rule. */
  orderId: ScopedId;
  /** A part of the name (a blank one: anyone). */
  search?: string | undefined;
  /** Only these people (a comment's mentions). */
  ids?: readonly number[];
  /** Left out: the caller, who mentions nobody but others. */
  exceptId: number;
  limit: number;
}

/** The people who may see the record, by name then id: id, name and account type. */
export function recordReaders(db: Queryable, filter: ReadersFilter) {
  const pattern = searchPattern(filter.search);
  // `u`: the name `holds` reads the user by.
  const u = alias(users, 'u');
  return db
    .select({ id: u.id, name: u.name, type: u.type })
    .from(u)
    .where(
      and(
        eq(u.status, 'active'),
        ne(u.id, filter.exceptId),
        sql`(${u.type} = 'organization' or ${u.dealerId} = (select o.dealer_id from ${orders} o where o.id = ${filter.orderId}))`,
        holds(recordAccess.read),
        pattern === undefined ? undefined : sql`${u.name} ilike ${pattern}`,
        filter.ids ? inArray(u.id, [...filter.ids]) : undefined,
      ),
    )
    .orderBy(asc(u.name), asc(u.id))
    .limit(filter.limit);
}
