// Dealer companies (issue 11): the dealers list and look-up, a dealer's profile with its counts, the
// writes of the profile, and the dealer users the quote form picks a salesman from.
import type { DealerSortField, ListSort } from '@doorline/api-client';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import {
  dealers,
  orderCounts,
  refreshTokens,
  userCounts,
  users,
  type DealerStatus,
  type OrderStage,
} from '../schema.js';
import {
  contactOf,
  listOrdering,
  pageIdsOf,
  sortedName,
  pagePlaceholders,
  pageTotal,
  pageValues,
  reusedPage,
  given,
  searchPattern,
  type Page,
} from './rows.js';
import { inScopeId, type ScopedId, scopeValues, scopeWhere, type DealerScope } from './scope.js';
import { revokeTokensWhere } from './sessions.js';

/** A dealer's name and status, or null for a missing id or a dealer outside the scope. */
export async function findDealer(db: Queryable, scope: DealerScope, id: number) {
  const [row] = await db
    .select({ id: dealers.id, name: dealers.name, status: dealers.status })
    .from(dealers)
    .where(and(eq(dealers.id, id), scopeWhere(dealers.id, scope)))
    .limit(1);
  return row ? inScopeId(row) : null;
}

/** A dealer's public contact, as its profile holds it (the record's PDF names it, issue 28). */
/** Every dealer the scope sees, by id and name (an import's dealer column names one of them). */
export async function dealerNames(db: Queryable, scope: DealerScope) {
  return db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(scopeWhere(dealers.id, scope));
}

export async function findDealerContact(db: Queryable, id: number) {
  const [row] = await db
    .select({ contact: dealers.contact })
    .from(dealers)
    .where(eq(dealers.id, id))
    .limit(1);
  return row?.contact ?? null;
}

export async function findUserRef(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, type: users.type, status: users.status, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

const dealerColumns = {
  id: dealers.id,
  name: dealers.name,
  description: dealers.description,
  discount: dealers.discount,
  status: dealers.status,
  contact: dealers.contact,
  responsibleContact: dealers.responsibleContact,
  createdAt: dealers.createdAt,
  updatedAt: dealers.updatedAt,
};

const selectDealers = (db: Queryable) => db.select(dealerColumns).from(dealers);
type DealerRow = Awaited<ReturnType<typeof selectDealers>>[number];

function toDealer(row: DealerRow) {
  return {
    ...row,
    discount: Number(row.discount),
    contact: contactOf(row.contact),
    responsibleContact: contactOf(row.responsibleContact),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type DealerRecord = ReturnType<typeof toDealer>;

export interface DealerListFilter {
  /** Without one, every status but deleted (a deleted dealer is listed only when asked for). */
  status?: DealerStatus;
  /** The name or a contact's e-mail contains it (trigram indexes of migrations 0001 and 0005). */
  search?: string;
  /** The dealer of this id only (a filter naming its chosen dealer). */
  id?: number | undefined;
  /** The caller's scope: a dealer user's list holds their dealer only. */
  scope: DealerScope;
  /** The sort the list asks for (issue 27); newest first without one. */
  sort?: ListSort<DealerSortField> | undefined;
}

/** The values of a dealer list's placeholders: those it has decide its filters (`reusedStatement`). */
function listValues(filter: DealerListFilter, page: Page) {
  return {
    status: filter.status,
    id: filter.id,
    ...scopeValues(filter.scope),
    pattern: searchPattern(filter.search),
    ...pageValues(page),
  };
}

function listConditions(values: ReturnType<typeof listValues>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    given(values.status) ? eq(dealers.status, sql.placeholder('status')) : ne(dealers.status, 'deleted'),
    scopeWhere(dealers.id, values),
  ];
  if (given(values.id)) conditions.push(eq(dealers.id, sql.placeholder('id')));
  if (given(values.pattern)) {
    const pattern = sql.placeholder('pattern');
    // The same expressions as the indexes, so that each side of the `or` is a bitmap index scan.
    conditions.push(
      sql`(${dealers.name} ilike ${pattern} or (${dealers.contact} ->> 'email') ilike ${pattern}
        or (${dealers.responsibleContact} ->> 'email') ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

const countDealers = (db: Queryable, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealers)
    .where(where);

/**
 * One page of dealers, newest first, and how many match, in one statement (docs/decisions.md
 * "Issue 12"): a short page tells the count itself; a full one counts the matches. A search counts
 * them apart from the page (not in its pass, as the order lists do): the page walks the index by
 * creation and stops at its rows, the count takes the trigram indexes. Built once per shape, run
 * with the request's values (`reusedStatement`).
 */
export async function listDealers(db: Queryable, filter: DealerListFilter, page: Page) {
  const values = listValues(filter, page);
  // By name, status, creation (issue 27) or last change (issue 40); newest first without a sort.
  const ordering = listOrdering(
    filter.sort,
    {
      name: dealers.name,
      status: dealers.status,
      createdAt: dealers.createdAt,
      updatedAt: dealers.updatedAt,
    },
    dealers.id,
    [desc(dealers.createdAt), desc(dealers.id)],
  );
  const { rows, count } = await reusedPage(db, sortedName('dealers', filter.sort), values, page, {
    rows: () => {
      const where = listConditions(values);
      const ids = pageIdsOf(db, dealers, where, pagePlaceholders, ordering);
      return db
        .select({ ...dealerColumns, total: pageTotal(countDealers(db, where), pagePlaceholders) })
        .from(ids)
        .innerJoin(dealers, eq(dealers.id, ids.id))
        .orderBy(...ordering);
    },
    count: () => countDealers(db, listConditions(values)),
  });
  return { data: rows.map(({ total: _total, ...row }) => toDealer(row)), count };
}

/** The dealer's profile, or null for a missing id or a dealer outside the scope. */
export async function findDealerRecord(db: Queryable, scope: DealerScope, id: number) {
  const [row] = await selectDealers(db)
    .where(and(eq(dealers.id, id), scopeWhere(dealers.id, scope)))
    .limit(1);
  return row ? inScopeId(toDealer(row)) : null;
}

/** The dealer's main records per stage, from the trigger-kept `order_counts` (migration 0003). */
export async function dealerSalesCounts(db: Queryable, id: ScopedId) {
  return db
    .select({ stage: orderCounts.stage, n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
    .from(orderCounts)
    .where(and(eq(orderCounts.main, true), eq(orderCounts.dealerId, id)))
    .groupBy(orderCounts.stage) as Promise<Array<{ stage: OrderStage; n: number }>>;
}

/** How many users the dealer has, deleted ones aside, from the trigger-kept `user_counts` (0004). */
export async function dealerUserCount(db: Queryable, id: ScopedId): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
    .from(userCounts)
    .where(and(eq(userCounts.dealerId, id), ne(userCounts.status, 'deleted')));
  return row?.n ?? 0;
}

/**
 * New dealers (one of `POST /dealers`, many of an import), in batches the driver's parameters allow;
 * their ids in order.
 */
export async function insertDealers(
  db: Queryable,
  values: readonly (typeof dealers.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db
      .insert(dealers)
      .values(values.slice(start, start + 500))
      .returning({ id: dealers.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** The dealer's row, locked until the end of the transaction: what a change of its profile needs. */
export async function lockDealer(
  db: Queryable,
  scope: DealerScope,
  id: number,
): Promise<DealerRecord | null> {
  const [row] = await selectDealers(db)
    .where(and(eq(dealers.id, id), scopeWhere(dealers.id, scope)))
    .for('update');
  return row ? toDealer(row) : null;
}

export type DealerChanges = Partial<
  Pick<
    typeof dealers.$inferInsert,
    'name' | 'description' | 'discount' | 'contact' | 'responsibleContact' | 'status'
  >
>;

/** Writes only the given columns, so that a change of one section leaves the others as they are. */
export async function updateDealer(db: Queryable, id: number, changes: DealerChanges, at: Date) {
  await db
    .update(dealers)
    .set({ ...changes, updatedAt: at })
    .where(eq(dealers.id, id));
}

/** An invited dealer becomes active (its first user registered); null when it was not invited. */
export async function activateInvitedDealer(db: Queryable, id: number, at: Date) {
  const [row] = await db
    .update(dealers)
    .set({ status: 'active', updatedAt: at })
    .where(and(eq(dealers.id, id), eq(dealers.status, 'invited')))
    .returning({ id: dealers.id, name: dealers.name });
  return row ?? null;
}

/**
 * Ends every sign-in and access token of the dealer's users at once: their refresh tokens revoked,
 * tokens issued before `at` refused (docs/identity.md "Sessions").
 */
export async function endDealerSessions(db: Queryable, dealerId: number, at: Date) {
  const ofDealer = db.select({ id: users.id }).from(users).where(eq(users.dealerId, dealerId));
  await revokeTokensWhere(db, at, inArray(refreshTokens.userId, ofDealer));
  await db.update(users).set({ tokensValidAfter: at }).where(eq(users.dealerId, dealerId));
}

/** Active users of a dealer (the salesman pick). */
export async function listDealerUsers(db: Queryable, dealerId: ScopedId) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.dealerId, dealerId), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}
