// The quote, pre-order and order lists (main orders) and the sub-order lists, with their counts.
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { undeliveredStatuses } from '@doorline/api-client';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  dealers,
  items,
  orderCounts,
  orders,
  undelivered,
  type OrderStage,
  type OrderStatus,
} from '../schema.js';
import {
  dealerAndSalesmanColumns,
  dealerAndSalesmanOf,
  mainOrderColumns,
  newestFirstPage,
  salesman,
} from './order-columns.js';
import {
  iso,
  isoFromJson,
  matchesColumn,
  pagePlaceholders,
  pageTotal,
  pageValues,
  reusedPage,
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
  search?: string;
  /** Only overdue records: not delivered, their requested date before this day (docs/sales-flow.md "Overdue"). */
  dueBefore?: string;
  scope: DealerScope;
}

/** The values of a list's placeholders: those it has decide its filters (`reusedStatement`). */
function listValues(filter: OrderListFilter, page: Page) {
  return {
    stage: filter.stage,
    status: filter.status,
    dealerId: filter.dealerId,
    ...scopeValues(filter.scope),
    pattern: searchPattern(filter.search),
    dueBefore: filter.dueBefore,
    fence: 0,
    ...pageValues(page),
  };
}

type ListValues = ReturnType<typeof listValues>;

function listConditions(values: ListValues, main: boolean, withDue = true): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [main ? isNull(orders.mainOrderId) : isNotNull(orders.mainOrderId)];
  if (given(values.stage)) conditions.push(eq(orders.stage, sql.placeholder('stage')));
  if (given(values.status)) conditions.push(eq(orders.status, sql.placeholder('status')));
  if (given(values.dealerId)) conditions.push(eq(orders.dealerId, sql.placeholder('dealerId')));
  // A dealer user's lists are always their dealer's; another dealerId then matches nothing.
  conditions.push(scopeWhere(orders.dealerId, values));
  if (given(values.pattern)) conditions.push(sql`${orders.orderNumber} ilike ${sql.placeholder('pattern')}`);
  if (withDue && given(values.dueBefore))
    conditions.push(
      undelivered(orders.mainOrderId, orders.status),
      lt(orders.requestedDate, sql.placeholder('dueBefore')),
    );
  return conditions;
}

/**
 * The statement that counts the matching orders when a page is full: a search counts its matches
 * (the trigram index keeps those few); any other list sums the trigger-kept counts (migration 0003).
 */
function countOrders(db: Queryable, where: SQL | undefined, values: ListValues, main: boolean) {
  if (given(values.pattern))
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
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
const countAlone = (db: Queryable, values: ListValues, main: boolean) => () =>
  countOrders(db, and(...listConditions(values, main)), values, main);

/**
 * The ids of one page of orders, newest first, found on `orders` alone (the lists' partial indexes),
 * so that the rest of the statement joins and counts for these rows only. A search finds all its
 * matches first (`matched`), then sorts them and counts them in the same pass: on PostgreSQL 15 the
 * planner does not cost the count's window as reading every match, and on some statistics walked
 * the index by creation through every order of the stage, filtering each (search "999" on the
 * bench database: 1.2 s against 53 ms; docs/decisions.md "Issue 12, sixth step"). An OFFSET (of
 * 0) keeps the matches a subquery of their own, planned for all of them.
 */
function pageIds(db: Queryable, where: SQL | undefined, values: ListValues) {
  if (!given(values.pattern))
    return newestFirstPage(
      db
        .select({ id: orders.id, createdAt: orders.createdAt, matches: matchesColumn(false) })
        .from(orders)
        .where(where)
        .$dynamic(),
      pagePlaceholders,
    ).as('page');
  const matched = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(where)
    // Always 0: a bound, not a literal, as Drizzle leaves out an OFFSET of 0.
    .offset(sql.placeholder('fence'))
    .as('matched');
  return db
    .select({ id: matched.id, createdAt: matched.createdAt, matches: matchesColumn(true) })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(pagePlaceholders.limit)
    .offset(pagePlaceholders.offset)
    .as('page');
}

/**
 * What both lists' statements select from: the page's ids (with the matches' count on a search) and
 * the list's count, as the page's `total` column (`pageTotal`).
 */
function listPage(db: Queryable, values: ListValues, main: boolean) {
  const where = and(...listConditions(values, main));
  const ids = pageIds(db, where, values);
  const count = countOrders(db, where, values, main);
  return { ids, total: pageTotal(count, pagePlaceholders, given(values.pattern) ? ids.matches : undefined) };
}

/** A sub-order reference as `json_build_object` gives it (dates as JSON text). */
type SubOrderRefJson = Omit<SubOrderRefRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** A main order's sub-orders by position, as JSON. Written with the outer table's name, `orders`. */
const subOrderRefsJson = sql<SubOrderRefJson[]>`coalesce((select json_agg(json_build_object(
    'id', s.id, 'orderNumber', s.order_number, 'status', s.status,
    'createdAt', s.created_at, 'updatedAt', s.updated_at) order by s.position)
  from ${orders} s where s.main_order_id = ${orders.id}), '[]'::json)`;

/**
 * The quote / pre-order / order lists in one statement (docs/decisions.md "Issue 12"): the page with
 * its dealer and salesman, each order's number of items and its sub-orders, and the count.
 */
export async function listMainOrders(db: Queryable, filter: OrderListFilter, page: Page) {
  const values = listValues(filter, page);
  const { rows, count } = await reusedPage(db, 'main orders', values, page, {
    count: countAlone(db, values, true),
    rows: () => {
      const { ids, total } = listPage(db, values, true);
      return db
        .select({
          ...mainOrderColumns,
          ...dealerAndSalesmanColumns,
          itemsCount: sql<number>`(select count(*)::int from ${items} where ${items.orderId} = ${orders.id})`,
          subOrders: subOrderRefsJson,
          total,
        })
        .from(ids)
        .innerJoin(orders, eq(orders.id, ids.id))
        .leftJoin(dealers, eq(dealers.id, orders.dealerId))
        .leftJoin(salesman, eq(salesman.id, orders.userId))
        .orderBy(desc(ids.createdAt), desc(ids.id));
    },
  });
  const data = rows.map((r) =>
    iso({
      id: r.id,
      orderNumber: r.orderNumber,
      referenceNumber: r.referenceNumber,
      note: r.note,
      requestedDate: r.requestedDate,
      stage: r.stage,
      status: r.status,
      itemsCount: r.itemsCount,
      ...dealerAndSalesmanOf(r),
      subOrders: r.subOrders.map((sub) => ({
        ...sub,
        createdAt: isoFromJson(sub.createdAt),
        updatedAt: isoFromJson(sub.updatedAt),
      })),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }),
  );
  return { data, count };
}

export interface SubOrderRefRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
}

const mainOrder = alias(orders, 'main_order');

/** The order-items, production, warehouse and hold lists: sub-orders with their main order and item. */
export async function listSubOrders(db: Queryable, filter: OrderListFilter, page: Page) {
  const values = listValues(filter, page);
  const { rows, count } = await reusedPage(db, 'sub-orders', values, page, {
    count: countAlone(db, values, false),
    rows: () => {
      const { ids, total } = listPage(db, values, false);
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          stage: orders.stage,
          status: orders.status,
          heldFromStatus: orders.heldFromStatus,
          requestedDate: orders.requestedDate,
          createdAt: orders.createdAt,
          updatedAt: orders.updatedAt,
          mainId: mainOrder.id,
          mainNumber: mainOrder.orderNumber,
          mainStatus: mainOrder.status,
          itemId: items.id,
          itemDescription: items.description,
          itemPrice: items.price,
          ...dealerAndSalesmanColumns,
          total,
        })
        .from(ids)
        .innerJoin(orders, eq(orders.id, ids.id))
        .innerJoin(mainOrder, eq(mainOrder.id, orders.mainOrderId))
        .leftJoin(items, eq(items.id, orders.itemId))
        .leftJoin(dealers, eq(dealers.id, orders.dealerId))
        .leftJoin(salesman, eq(salesman.id, orders.userId))
        .orderBy(desc(ids.createdAt), desc(ids.id));
    },
  });
  const data = rows.map((r) =>
    iso({
      id: r.id,
      orderNumber: r.orderNumber,
      stage: r.stage,
      status: r.status,
      heldFromStatus: r.heldFromStatus,
      requestedDate: r.requestedDate,
      mainOrder: { id: r.mainId, orderNumber: r.mainNumber, status: r.mainStatus },
      item: r.itemId === null ? null : { id: r.itemId, description: r.itemDescription!, price: r.itemPrice! },
      ...dealerAndSalesmanOf(r),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }),
  );
  return { data, count };
}
