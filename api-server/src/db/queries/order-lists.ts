// The quote, pre-order and order lists (main orders) and the sub-order lists, with their counts.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { dealers, items, orderCounts, orders, type OrderStage, type OrderStatus } from '../schema.js';
import {
  dealerAndSalesmanColumns,
  dealerAndSalesmanOf,
  mainOrderColumns,
  newestFirstPage,
  salesman,
} from './order-columns.js';
import { containsPattern, iso, isoFromJson, matchesColumn, pageTotal, totalOf, type Page } from './rows.js';

/** What a list may be narrowed by; `tenantDealerId` is the dealer a dealer user is bound to. */
export interface OrderListFilter {
  stage?: OrderStage;
  status?: OrderStatus;
  dealerId?: number;
  search?: string;
  tenantDealerId: number | null;
}

function listConditions(filter: OrderListFilter, main: boolean): SQL[] {
  const conditions: SQL[] = [main ? isNull(orders.mainOrderId) : isNotNull(orders.mainOrderId)];
  if (filter.stage) conditions.push(eq(orders.stage, filter.stage));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.dealerId !== undefined) conditions.push(eq(orders.dealerId, filter.dealerId));
  // A dealer user's lists are always their dealer's; another dealerId then matches nothing.
  if (filter.tenantDealerId !== null) conditions.push(eq(orders.dealerId, filter.tenantDealerId));
  const term = filter.search?.trim();
  if (term) conditions.push(sql`${orders.orderNumber} ilike ${containsPattern(term)}`);
  return conditions;
}

/**
 * The statement that counts the matching orders when a page is full: a search counts its matches
 * (the trigram index keeps those few); any other list sums the trigger-kept counts (migration 0003).
 */
function countOrders(db: Queryable, where: SQL | undefined, filter: OrderListFilter, main: boolean) {
  if (searched(filter))
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
  const conditions: SQL[] = [eq(orderCounts.main, main)];
  if (filter.stage) conditions.push(eq(orderCounts.stage, filter.stage));
  if (filter.status) conditions.push(eq(orderCounts.status, filter.status));
  // dealer_id 0 stands for no dealer there, which a dealer filter never matches.
  const dealerIds = [filter.dealerId, filter.tenantDealerId ?? undefined].filter((d) => d !== undefined);
  for (const dealerId of dealerIds) conditions.push(eq(orderCounts.dealerId, dealerId));
  if (dealerIds.length) conditions.push(sql`${orderCounts.dealerId} <> 0`);
  return db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
    .from(orderCounts)
    .where(and(...conditions));
}

/** The count on its own: only for an empty page past the first (see `totalOf`). */
async function countAlone(query: ReturnType<typeof countOrders>) {
  const [row] = await query;
  return row?.n ?? 0;
}

/**
 * The ids of one page of orders, newest first, found on `orders` alone (the lists' partial indexes),
 * so that the rest of the statement joins and counts for these rows only.
 */
function pageIds(db: Queryable, where: SQL | undefined, page: Page, filter: OrderListFilter) {
  return newestFirstPage(
    db
      .select({ id: orders.id, createdAt: orders.createdAt, matches: matchesColumn(searched(filter)) })
      .from(orders)
      .where(where)
      .$dynamic(),
    page,
  ).as('page');
}

/** A search counts its matches; the other lists sum `order_counts`. */
const searched = (filter: OrderListFilter) => Boolean(filter.search?.trim());

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
  const where = and(...listConditions(filter, true));
  const count = countOrders(db, where, filter, true);
  const ids = pageIds(db, where, page, filter);
  const rows = await db
    .select({
      ...mainOrderColumns,
      ...dealerAndSalesmanColumns,
      itemsCount: sql<number>`(select count(*)::int from ${items} where ${items.orderId} = ${orders.id})`,
      subOrders: subOrderRefsJson,
      total: pageTotal(count, page, searched(filter) ? ids.matches : undefined),
    })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .orderBy(desc(ids.createdAt), desc(ids.id));
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
  return { data, count: await totalOf(rows, page, () => countAlone(count)) };
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
  const where = and(...listConditions(filter, false));
  const count = countOrders(db, where, filter, false);
  const ids = pageIds(db, where, page, filter);
  const rows = await db
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
      total: pageTotal(count, page, searched(filter) ? ids.matches : undefined),
    })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .innerJoin(mainOrder, eq(mainOrder.id, orders.mainOrderId))
    .leftJoin(items, eq(items.id, orders.itemId))
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .orderBy(desc(ids.createdAt), desc(ids.id));
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
  return { data, count: await totalOf(rows, page, () => countAlone(count)) };
}
