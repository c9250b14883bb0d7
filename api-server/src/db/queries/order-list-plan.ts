// How an order list finds its page (issue 12, 27): the filters inside the caller's scope, the
// search's candidates, the count, the sorts and the page's ids, in the list's order. Its rows are
// read by order-lists.ts (a page) and order-list-export.ts (a file), both from these ids.
import {
  type ListSort,
  type OrderSortField,
  type SortOrder,
  undeliveredStatuses,
} from '@doorline/api-client';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { type PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  dealers,
  orderCounts,
  orders,
  users,
  undelivered,
  type OrderStage,
  type OrderStatus,
} from '../schema.js';
import { salesman } from './order-columns.js';
import {
  listOrdering,
  matchesColumn,
  pagePlaceholders,
  pageIdsByName,
  pageTotal,
  pageValues,
  given,
  searchPattern,
  type Page,
} from './rows.js';
import { scopeValues, scopeWhere, type DealerScope } from './scope.js';

/** What a list may be narrowed by, inside the caller's scope. */
export interface OrderListFilter {
  stage?: OrderStage;
  status?: OrderStatus;
  dealerId?: number;
  /** Only a customer's records (main orders only: a customer's page, issue 42). */
  customerId?: number | undefined;
  search?: string;
  /** Only overdue records: not delivered, their requested date before this day (docs/sales-flow.md "Overdue"). */
  dueBefore?: string;
  scope: DealerScope;
  /** The sort the list asks for (issue 27); its default order, newest first, without one. */
  sort?: ListSort<OrderSortField> | undefined;
}

/**
 * Whether a search term gives the order number's trigram index something to look up: three letters
 * or digits in a row, a word of pg_trgm's inside `%…%`. Shorter terms ("12", "-2") cannot use it.
 */
const hasTrigram = (search: string | undefined) => /[\p{L}\p{N}]{3}/u.test(search?.trim() ?? '');

/**
 * The values of a list's placeholders: those it has decide its filters (`reusedStatement`). A search
 * goes in as `candidates` when the trigram index can find its matches (`byCandidates`), else as
 * `pattern`, a filter among the others.
 */
export function listValues(filter: OrderListFilter, page: Page) {
  const pattern = searchPattern(filter.search);
  const trigram = hasTrigram(filter.search);
  const bounds = pageValues(page);
  return {
    stage: filter.stage,
    status: filter.status,
    dealerId: filter.dealerId,
    customerId: filter.customerId,
    ...scopeValues(filter.scope),
    pattern: trigram ? undefined : pattern,
    candidates: trigram ? pattern : undefined,
    dueBefore: filter.dueBefore,
    fence: 0,
    ...bounds,
    // How many of each dealer's (salesman's) orders the sort by dealer (salesman) reads at most
    // (`pageIdsByName`).
    reach:
      (filter.sort?.field === 'dealer' || filter.sort?.field === 'salesman') &&
      !pattern &&
      filter.dealerId === undefined &&
      filter.customerId === undefined &&
      filter.scope.kind !== 'dealer'
        ? bounds.offset + bounds.limit
        : undefined,
  };
}

type ListValues = ReturnType<typeof listValues>;

/** The columns a list's stage and status filters read: the orders' own, or a search's candidates'. */
interface StageColumns {
  stage: PgColumn;
  status: PgColumn;
}

/** Main orders or sub-orders: the condition every list of either kind starts from. */
const kindOf = (main: boolean) => (main ? isNull(orders.mainOrderId) : isNotNull(orders.mainOrderId));

/** The list's stage and status filters. */
function stageConditions(values: ListValues, columns: StageColumns): SQL[] {
  const conditions: SQL[] = [];
  if (given(values.stage)) conditions.push(eq(columns.stage, sql.placeholder('stage')));
  if (given(values.status)) conditions.push(eq(columns.status, sql.placeholder('status')));
  return conditions;
}

/** The list's dealer filter and the caller's scope. */
function dealerConditions(values: ListValues, column: PgColumn = orders.dealerId): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (given(values.dealerId)) conditions.push(eq(column, sql.placeholder('dealerId')));
  // A dealer user's lists are always their dealer's; another dealerId then matches nothing.
  conditions.push(scopeWhere(column, values));
  return conditions;
}

/** The customer filter (issue 42): one customer's records, a few at most (`findsAllFirst`). */
const customerConditions = (values: ListValues): SQL[] =>
  given(values.customerId) ? [eq(orders.customerId, sql.placeholder('customerId'))] : [];

/** The overdue filter (issue 27, docs/sales-flow.md "Overdue"): not delivered, due before the day. */
const dueConditions = (values: ListValues): SQL[] =>
  given(values.dueBefore)
    ? [undelivered(orders.mainOrderId, orders.status), lt(orders.requestedDate, sql.placeholder('dueBefore'))]
    : [];

/**
 * The conditions on `orders` of a list without a search by candidates (a short term's `pattern` is
 * one); `withDue: false` leaves out the overdue filter (the count of the not yet due, `countOrders`).
 */
function listConditions(values: ListValues, main: boolean, withDue = true): (SQL | undefined)[] {
  const conditions = [
    kindOf(main),
    ...stageConditions(values, orders),
    ...dealerConditions(values),
    ...customerConditions(values),
  ];
  if (given(values.pattern)) conditions.push(sql`${orders.orderNumber} ilike ${sql.placeholder('pattern')}`);
  if (withDue) conditions.push(...dueConditions(values));
  return conditions;
}

/** What a search's matches carry: the columns the stage and status filters and every sort read. */
const matchColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  referenceNumber: orders.referenceNumber,
  stage: orders.stage,
  status: orders.status,
  dealerId: orders.dealerId,
  userId: orders.userId,
  requestedDate: orders.requestedDate,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/**
 * A search's candidates (docs/decisions.md "Issue 27: sortable lists"): the orders of the list's kind,
 * dealer and scope whose number matches, with the columns the stage and status filters then read. An
 * OFFSET (a bound 0: Drizzle leaves out a literal 0) keeps it a subquery those filters are not pushed
 * into: beside the pattern, PostgreSQL may AND the trigram index's few thousand candidates (migration
 * 0006) with the stage's index of 700,000 entries (search "999": 27 ms against 5 on the bench
 * database, a count 111 ms on a fresh seed). A dealer's index is small: ANDing with it stays allowed.
 */
function candidatesOf(db: Queryable, values: ListValues, main: boolean) {
  return db
    .select(matchColumns)
    .from(orders)
    .where(
      and(
        kindOf(main),
        ...dealerConditions(values),
        ...customerConditions(values),
        ...dueConditions(values),
        sql`${orders.orderNumber} ilike ${sql.placeholder('candidates')}`,
      ),
    )
    .offset(sql.placeholder('fence'))
    .as('candidates');
}

/**
 * The statement that counts the matching orders when a page is full: a search counts its matches
 * (the trigram index keeps those few); any other list sums the trigger-kept counts (migration 0003).
 */
function countOrders(db: Queryable, values: ListValues, main: boolean) {
  if (given(values.candidates)) {
    const candidates = candidatesOf(db, values, main);
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidates)
      .where(and(...stageConditions(values, candidates)));
  }
  // A short search and a customer's records are counted where they are found.
  if (given(values.pattern) || given(values.customerId))
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(...listConditions(values, main)));
  const conditions: (SQL | undefined)[] = [eq(orderCounts.main, main)];
  if (given(values.stage)) conditions.push(eq(orderCounts.stage, sql.placeholder('stage')));
  if (given(values.status)) conditions.push(eq(orderCounts.status, sql.placeholder('status')));
  // dealer_id 0 stands for no dealer there, which a dealer filter never matches.
  if (given(values.dealerId)) conditions.push(eq(orderCounts.dealerId, sql.placeholder('dealerId')));
  const scoped = scopeWhere(orderCounts.dealerId, values);
  conditions.push(scoped);
  if (given(values.dealerId) || scoped) conditions.push(sql`${orderCounts.dealerId} <> 0`);
  if (!given(values.dueBefore))
    return db
      .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
      .from(orderCounts)
      .where(and(...conditions));
  // Overdue (docs/dashboard.md "Overdue"): the counted records not delivered yet, less those not yet
  // due, which the partial index of the undelivered reads as a range of the coming weeks.
  const notDue = (due: SQL) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(
        and(...listConditions(values, main, false), undelivered(orders.mainOrderId, orders.status), due),
      );
  conditions.push(inArray(orderCounts.status, [...undeliveredStatuses[main ? 'main' : 'sub']]));
  return db
    .select({
      n: sql<number>`(coalesce(sum(${orderCounts.n}), 0) - (${notDue(gte(orders.requestedDate, sql.placeholder('dueBefore')))})
        - (${notDue(isNull(orders.requestedDate))}))::int`,
    })
    .from(orderCounts)
    .where(and(...conditions));
}

/** The count on its own: only for an empty page past the first (see `reusedPage`). */
export const countAlone = (db: Queryable, values: ListValues, main: boolean) => () =>
  countOrders(db, values, main);

/** The columns each sort of an order list reads, in order. */
type SortColumns = Record<OrderSortField, PgColumn | PgColumn[]>;

/** The columns of `orders` or of a search's matches that the sorts read. */
interface SortSource {
  id: PgColumn;
  orderNumber: PgColumn;
  referenceNumber: PgColumn;
  stage: PgColumn;
  status: PgColumn;
  requestedDate: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

/**
 * What each sort of an order list reads: a column of the orders, the dealer's or the salesman's name,
 * and for the status the stage first (a status belongs to one stage of a kind: within a stage's list
 * the same order, and the list of every sub-order keeps a stage's statuses together on one index).
 */
const sortColumnsOf = (source: SortSource): SortColumns => ({
  id: source.id,
  orderNumber: source.orderNumber,
  referenceNumber: source.referenceNumber,
  status: [source.stage, source.status],
  requestedDate: source.requestedDate,
  createdAt: source.createdAt,
  updatedAt: source.updatedAt,
  dealer: dealers.name,
  salesman: salesman.name,
});

/** The ORDER BY of an order list (issue 27; `listOrdering`): newest first without a sort. */
export const orderingOf = (sort: ListSort<OrderSortField> | undefined, source: SortSource) =>
  listOrdering(sort, sortColumnsOf(source), source.id, [desc(source.createdAt), desc(source.id)]);

/**
 * The ids of one page of orders sorted by their dealer's name, without a search (`pageIdsByName`):
 * the dealers walked by name (`dealers_name_sort_idx`), each giving its first orders by id
 * (`orders_main_dealer_sort_idx`, `orders_sub_dealer_sort_idx`).
 */
function byDealerPageIds(db: Queryable, values: ListValues, main: boolean, order: SortOrder) {
  return pageIdsByName(db, {
    rows: orders,
    id: orders.id,
    reference: orders.dealerId,
    where: and(
      kindOf(main),
      ...stageConditions(values, orders),
      ...dealerConditions(values),
      ...dueConditions(values),
    ),
    named: dealers,
    namedId: dealers.id,
    name: dealers.name,
    namedWhere: and(...dealerConditions(values, dealers.id)),
    order,
    reach: sql.placeholder('reach'),
    page: pagePlaceholders,
  });
}

/**
 * The ids of one page of orders sorted by their salesman's name (issue 40), without a search, as the
 * sort by dealer: the users walked by name (`users_name_sort_idx`), each giving its first orders by
 * id (`orders_main_salesman_sort_idx`, `orders_sub_salesman_sort_idx`); the orders without a
 * salesman from a branch of their own.
 */
function bySalesmanPageIds(db: Queryable, values: ListValues, main: boolean, order: SortOrder) {
  return pageIdsByName(db, {
    rows: orders,
    id: orders.id,
    reference: orders.userId,
    where: and(
      kindOf(main),
      ...stageConditions(values, orders),
      ...dealerConditions(values),
      ...dueConditions(values),
    ),
    named: users,
    namedId: users.id,
    name: users.name,
    namedWhere: undefined,
    order,
    reach: sql.placeholder('reach'),
    page: pagePlaceholders,
  });
}

/**
 * Whether a list finds all its orders first, then sorts and counts them in one pass: a search, and
 * one dealer's orders in a sort's order. A dealer's orders are a few thousand at most, but beside
 * the dealer's condition the planner may walk a sort's index through every order of the kind,
 * filtering each, when its estimate of the dealer's orders is off (a dealer without orders, sorted
 * by number on the bench database: 882 ms; found first, a few ms).
 */
const findsAllFirst = (values: ListValues, sort: ListSort<OrderSortField> | undefined) =>
  given(values.candidates) ||
  given(values.pattern) ||
  given(values.customerId) ||
  (sort !== undefined && (given(values.dealerId) || given(values.scopeDealerId)));

/**
 * The ids of one page of orders in the list's order, found on `orders` alone (the lists' partial
 * indexes), so that the rest of the statement joins and counts for these rows only. A search (and
 * a dealer's sorted list, `findsAllFirst`) finds all its matches first, then sorts them and counts
 * them in the same pass: on PostgreSQL 15 the
 * planner does not cost the count's window as reading every match, and on some statistics walked
 * the index by creation through every order of the stage, filtering each (search "999" on the bench
 * database: 1.2 s against 53 ms; docs/decisions.md "Issue 12, sixth step"). A term the trigram index
 * can look up starts from its candidates (`candidatesOf`); a shorter one (`pattern`) filters the
 * list's orders, kept apart by an OFFSET (of 0) too, so that they are planned as all the matches.
 * The sort by dealer of a long list walks the dealers by name (`byDealerPageIds`), and by salesman
 * the users (`bySalesmanPageIds`).
 */
export function pageIds(
  db: Queryable,
  values: ListValues,
  main: boolean,
  sort: ListSort<OrderSortField> | undefined,
) {
  if (findsAllFirst(values, sort)) {
    const byCandidates = given(values.candidates);
    const matches = byCandidates
      ? candidatesOf(db, values, main)
      : db
          .select(matchColumns)
          .from(orders)
          .where(and(...listConditions(values, main)))
          // Always 0: a bound, not a literal, as Drizzle leaves out an OFFSET of 0.
          .offset(sql.placeholder('fence'))
          .as('matched');
    const query = db
      .select({ id: matches.id, matches: matchesColumn(true) })
      .from(matches)
      .$dynamic();
    if (sort?.field === 'dealer') query.leftJoin(dealers, eq(dealers.id, matches.dealerId));
    if (sort?.field === 'salesman') query.leftJoin(salesman, eq(salesman.id, matches.userId));
    return query
      .where(byCandidates ? and(...stageConditions(values, matches)) : undefined)
      .orderBy(...orderingOf(sort, matches))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .as('page');
  }
  if (sort?.field === 'dealer') return byDealerPageIds(db, values, main, sort.order);
  if (sort?.field === 'salesman') return bySalesmanPageIds(db, values, main, sort.order);
  return db
    .select({ id: orders.id, matches: matchesColumn(false) })
    .from(orders)
    .where(and(...listConditions(values, main)))
    .orderBy(...orderingOf(sort, orders))
    .limit(pagePlaceholders.limit)
    .offset(pagePlaceholders.offset)
    .as('page');
}

/**
 * What both lists' statements select from: the page's ids (with the matches' count on a search) and
 * the list's count, as the page's `total` column (`pageTotal`).
 */
export function listPage(
  db: Queryable,
  values: ListValues,
  main: boolean,
  sort: ListSort<OrderSortField> | undefined,
) {
  const ids = pageIds(db, values, main, sort);
  const searched = findsAllFirst(values, sort);
  return {
    ids,
    total: pageTotal(countOrders(db, values, main), pagePlaceholders, searched ? ids.matches : undefined),
  };
}

/** The ids a list's rows statement reads: a page's (`pageIds`) or an export's batch (`batchIds`). */
export type IdsSource = ReturnType<typeof pageIds>;
