// Helpers the query modules share: ISO dates, pages and ILIKE patterns.
import { desc, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
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
 * The ids of one page of a table's rows, newest first (ties by id), found on the table alone (its
 * index by creation) as a subquery `page` that the page's statement joins its columns to: a deep page
 * skips bare index entries rather than joined rows (docs/decisions.md "Issue 12").
 */
export function newestFirstPageIds<T extends PgTable & { id: PgColumn; createdAt: PgColumn }>(
  db: Queryable,
  table: T,
  where: SQL | undefined,
  page: Page | PageBounds,
) {
  const { limit, offset } = boundsOf(page);
  return db
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset)
    .as('page');
}

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
