// Helpers the query modules share: ISO dates, pages and ILIKE patterns.
import type { ListSort, SortOrder } from '@doorline/api-client';
import {
  and,
  asc,
  desc,
  eq,
  isNull,
  sql,
  type Placeholder,
  type Query,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import type { ContactInfo } from '../schema.js';

/** Dates as the API sends them (ISO 8601): every top-level Date of a row becomes a string. */
export type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export function iso<T extends object>(row: T): Iso<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Iso<T>;
}

/** A reference to a joined record (`{ id, name }`), or null when the join found none. */
export const refOf = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/** A user's role from the role's columns of the user's row, with its permissions; null without one. */
export function roleOf<P>(
  row: { roleId: number | null; roleName: string | null; roleKey: string | null; roleActive: boolean | null },
  permissions: P[],
) {
  return row.roleId !== null && row.roleName !== null
    ? {
        id: row.roleId,
        key: row.roleKey ?? '',
        name: row.roleName,
        isActive: row.roleActive ?? false,
        permissions,
      }
    : null;
}

const emptyContact: ContactInfo = { name: null, email: null, phone: null, mobile: null, fax: null };

/** A contact as the API sends it: every field, null where it has none. */
export const contactOf = (contact: Partial<ContactInfo> | null): ContactInfo => ({
  ...emptyContact,
  ...(contact ?? {}),
});

export interface Page {
  page: number;
  limit: number;
}

/** A page as LIMIT and OFFSET: numbers, or placeholders of a statement built once (`reusedStatement`). */
export interface PageBounds {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

const boundsOf = (page: Page | PageBounds): PageBounds =>
  'page' in page ? { limit: page.limit, offset: (page.page - 1) * page.limit } : page;

/** The placeholders `limit` and `offset` of a statement built once, and their values for a page. */
export const pagePlaceholders: PageBounds = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
export const pageValues = ({ page, limit }: Page) => ({ limit, offset: (page - 1) * limit });

const reused = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * Whether a list request has a value (neither undefined nor null): what a statement's key counts and
 * what its `build` asks before it adds the value's filter (`reusedStatement`).
 */
export const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A statement built by Drizzle once per database handle and shape, then run with the values of each
 * request (`sql.placeholder`). Its key is `name` and the names of the values the request has
 * (`given`): `build` reads the same values and adds a value's filter exactly when it is given, so
 * that the statement built for one set of names serves every request with that set (docs/decisions.md "Issue
 * 12, sixth step"). `name` is unique across the server. Building a list's statement was about a
 * fifth of the server's CPU per list request. It stays an unnamed statement, as any other:
 * PostgreSQL parses and plans it for each request's values, so a search still gets the plan of its
 * own pattern (a named one could switch to a generic plan).
 */
export function reusedStatement<T>(
  db: Queryable,
  name: string,
  values: Readonly<Record<string, unknown>>,
  build: () => { prepare(name: string): T },
): T {
  let statements = reused.get(db);
  if (!statements) reused.set(db, (statements = new Map()));
  const key = [name, ...Object.keys(values).filter((value) => given(values[value]))].join(',');
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    // '' is node-postgres's unnamed statement, the one every other query uses.
    statement = build().prepare('');
    statements.set(key, statement);
  }
  return statement;
}

interface Runnable<R> {
  execute(values: Readonly<Record<string, unknown>>): Promise<R>;
}

/**
 * A built statement (a Drizzle select, its placeholders kept) to prepare with its rows as the driver
 * reads them: arrays of the statement's columns in its order (node-postgres's and PGlite's `rowMode:
 * 'array'`), without Drizzle's mapping of each row into an object (`mapResultRow` and its `is`
 * checks: 5 s of the 18 s of CPU a million rows' export took, docs/decisions.md "Issue 28: CSV
 * export"). It goes through Drizzle's session as every statement does, so on both engines alike: the
 * pool or PGlite, a transaction's connection, the query log (`onQuery`), Drizzle's parsers (days and
 * moments as PostgreSQL's text). For statements read by the thousand, whose caller reads each column
 * at its place; `prepare` as a builder's, so `reusedStatement` builds it once.
 */
export const asArrays = <Row extends readonly unknown[]>(db: Queryable, statement: { toSQL(): Query }) => ({
  prepare: (name: string): Runnable<Row[]> =>
    db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      statement.toSQL(),
      undefined,
      name,
      true,
      (rows) => rows as unknown as Row[],
    ),
});

/**
 * One page of a list and its number of matches, each a statement built once per shape
 * (`reusedStatement`): the page's rows carry the count (`pageTotal`), and the count's own statement
 * (`name count`) runs only for an empty page past the first (`totalOf`).
 */
export async function reusedPage<R extends { total: number }>(
  db: Queryable,
  name: string,
  values: Readonly<Record<string, unknown>>,
  page: Page,
  build: {
    rows: () => { prepare(name: string): Runnable<R[]> };
    count: () => { prepare(name: string): Runnable<Array<{ n: number }>> };
  },
): Promise<{ rows: R[]; count: number }> {
  const rows = await reusedStatement(db, name, values, build.rows).execute(values);
  const count = await totalOf(rows, page, async () => {
    const [row] = await reusedStatement(db, `${name} count`, values, build.count).execute(values);
    return row?.n ?? 0;
  });
  return { rows, count };
}

/** The ILIKE pattern of a list's search (`containsPattern`), or undefined without one (a blank term). */
export function searchPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? containsPattern(term) : undefined;
}

/**
 * The ids of one page of a table's rows in the list's order (`ordering`: newest first by default, ties
 * by id), found on the table alone as a subquery `page` that the page's statement joins its columns
 * to: a deep page skips bare index entries rather than joined rows (docs/decisions.md "Issue 12").
 */
export function pageIdsOf<T extends PgTable & { id: PgColumn; createdAt: PgColumn }>(
  db: Queryable,
  table: T,
  where: SQL | undefined,
  page: Page | PageBounds,
  ordering: SQL[] = [desc(table.createdAt), desc(table.id)],
  /** A table the ordering reads (a user's role by name), joined on the condition given. */
  { join }: { join?: [PgTable, SQL] | undefined } = {},
) {
  const { limit, offset } = boundsOf(page);
  const query = db
    .select({ id: table.id })
    .from(table as PgTable)
    .$dynamic();
  if (join) query.leftJoin(join[0], join[1]);
  return query
    .where(where)
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/**
 * A column in a list's sort direction (issue 27). An empty value sorts as the largest, PostgreSQL's
 * default (last ascending, first descending), so that one B-tree index serves both directions.
 */
export const directed = (column: SQLWrapper, order: SortOrder) =>
  order === 'asc' ? asc(column) : desc(column);

/**
 * A list's ORDER BY (issue 27): its sort's key in its direction, ties broken by the id in the same
 * direction (one B-tree index on both serves either direction); without a sort, the list's default
 * order (`byDefault`).
 */
export function listOrdering<F extends string>(
  sort: ListSort<F> | undefined,
  keys: Record<F, SQLWrapper | readonly SQLWrapper[]>,
  id: SQLWrapper,
  byDefault: SQL[],
): SQL[] {
  if (!sort) return byDefault;
  const key = keys[sort.field];
  const columns = (Array.isArray(key) ? key : [key]) as SQLWrapper[];
  return [...columns.filter((column) => column !== id), id].map((column) => directed(column, sort.order));
}

/** What `pageIdsByName` sorts: rows by the name of the row each refers to. */
export interface ByNameOf {
  /** The list's rows, their id, their reference and the list's conditions on them. */
  rows: PgTable;
  id: PgColumn;
  reference: PgColumn;
  where: SQL | undefined;
  /** The rows referred to, their id and name, and the conditions the list sets on them (a scope). */
  named: PgTable;
  namedId: PgColumn;
  name: PgColumn;
  namedWhere: SQL | undefined;
  order: SortOrder;
  /** How many rows the page needs at most, with those before it: its LIMIT plus its OFFSET. */
  reach: number | Placeholder;
  page: Page | PageBounds;
}

/**
 * The ids of one page of rows sorted by the name of the row each refers to, ties by the rows' id
 * (issue 27: an order list by its dealer, the users by their role). Sorting every row of a large list
 * by a joined name reads them all (580,000 orders of a stage: 210 ms); instead the named rows are
 * walked by name (an index on the name and id) and each gives at most `reach` of its rows by id (an
 * index on the reference and id), so that the page is found among the first few: the walk stops once
 * the page is full. Rows that refer to nothing come from a branch of their own, last ascending and
 * first descending, as an empty value sorts. Selected as `page_id`: the page's statement names an
 * aliased column by its name alone, and `id` would be ambiguous there.
 */
export function pageIdsByName(db: Queryable, by: ByNameOf) {
  const direction = sql.raw(by.order);
  const { limit, offset } = boundsOf(by.page);
  const own = and(by.where, eq(by.reference, by.namedId));
  const withName = sql`select "referring"."id", ${by.name} as "name" from ${by.named}
    cross join lateral (select ${by.id} from ${by.rows} where ${own}
      order by ${by.id} ${direction} limit ${by.reach}) "referring"
    ${by.namedWhere ? sql`where ${by.namedWhere}` : sql``}
    order by ${by.name} ${direction}, "referring"."id" ${direction} limit ${by.reach}`;
  const withoutName = sql`select ${by.id}, null::text as "name" from ${by.rows}
    where ${and(by.where, isNull(by.reference))} order by ${by.id} ${direction} limit ${by.reach}`;
  return db
    .select({ id: sql<number>`"by_name"."id"`.as('page_id'), matches: sql<number>`null::int`.as('matches') })
    .from(sql`((${withName}) union all (${withoutName})) "by_name"`)
    .orderBy(sql`"by_name"."name" ${direction}`, sql`"by_name"."id" ${direction}`)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/** A list statement's name with its sort: each sort is a shape of its own (`reusedStatement`). */
export const sortedName = (name: string, sort: ListSort<string> | undefined) =>
  sort ? `${name} by ${sort.field} ${sort.order}` : name;
/** The term for a LIKE or ILIKE pattern, its own `%`, `_` and `\` taken literally. */
export const likeEscaped = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for ILIKE with the term's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${likeEscaped(term)}%`;
}

/**
 * A list's number of matches as a column of its page's own statement (docs/decisions.md "Issue 12"):
 * a page that is not full tells it (the rows before it plus its own, counted by the window over the
 * page's rows); only a full page reaches `count`, an uncorrelated subquery that PostgreSQL runs at
 * most once and only when the CASE gets to it. Select it over the page, not beside its LIMIT.
 */
export function pageTotal(count: SQLWrapper, page: Page | PageBounds, matches?: SQLWrapper): SQL<number> {
  if (matches) return sql<number>`${matches}`;
  const { limit, offset } = boundsOf(page);
  return sql<number>`(case when count(*) over () < ${limit}::int then ${offset}::int + count(*) over ()
    else (${count}) end)::int`;
}

/**
 * For a list that counts its matches (the order lists' search): a window over every matching row, beside
 * the LIMIT of the page's ids. The matches are read anyway to sort them, so one pass gives the page
 * and its count instead of a second scan for the count. Any other list selects null here and counts
 * with `pageTotal`.
 */
export const matchesColumn = (counted: boolean) =>
  (counted ? sql<number>`(count(*) over ())::int` : sql<number>`null::int`).as('matches');

/**
 * The total carried by a page's rows. An empty page past the first carries none, so only then (a
 * page beyond the end) is the count a statement of its own.
 */
export async function totalOf(
  rows: ReadonlyArray<{ total: number }>,
  { page }: Page,
  count: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return page === 1 ? 0 : count();
}

/** A timestamp read from JSON built in SQL (`json_build_object`), as the API sends dates. */
export const isoFromJson = (value: string) => new Date(value).toISOString();
