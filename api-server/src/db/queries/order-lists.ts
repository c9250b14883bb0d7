// The quote, pre-order and order lists (main orders) and the sub-order lists, with their counts.
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { dealers, items, orderCounts, orders, type OrderStage, type OrderStatus } from '../schema.js';
import {
  dealerAndSalesmanColumns,
  dealerAndSalesmanOf,
  mainOrderColumns,
  newestFirstPage,
  salesman,
  subOrderRefColumns,
} from './order-columns.js';
import { containsPattern, iso, type Iso, type Page } from './rows.js';

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
 * The number of matching orders for the pager. A short page already tells it (the rows before it
 * plus its own), which spares the count over the filtered set, the costly part of a large list.
 */
function countOrders(
  db: Queryable,
  where: SQL | undefined,
  { page, limit }: Page,
  rows: number,
  filter: OrderListFilter,
  main: boolean,
) {
  if (rows < limit && (rows > 0 || page === 1)) return Promise.resolve((page - 1) * limit + rows);
  // A search counts the matching orders; any other list sums the trigger-kept counts (migration 0003).
  if (filter.search?.trim()) return countAll(db, where);
  return countFromCounts(db, filter, main);
}

/** The same filters as `listConditions` (without the search) over `order_counts`. */
async function countFromCounts(db: Queryable, filter: OrderListFilter, main: boolean): Promise<number> {
  const conditions: SQL[] = [eq(orderCounts.main, main)];
  if (filter.stage) conditions.push(eq(orderCounts.stage, filter.stage));
  if (filter.status) conditions.push(eq(orderCounts.status, filter.status));
  // dealer_id 0 stands for no dealer there, which a dealer filter never matches.
  const dealerIds = [filter.dealerId, filter.tenantDealerId ?? undefined].filter((d) => d !== undefined);
  for (const dealerId of dealerIds) conditions.push(eq(orderCounts.dealerId, dealerId));
  if (dealerIds.length) conditions.push(sql`${orderCounts.dealerId} <> 0`);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
    .from(orderCounts)
    .where(and(...conditions));
  return row?.n ?? 0;
}

async function countAll(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.n ?? 0;
}

/** The quote / pre-order / order lists: one query for the page, one count, two batched look-ups. */
export async function listMainOrders(db: Queryable, filter: OrderListFilter, { page, limit }: Page) {
  const where = and(...listConditions(filter, true));
  const rows = await newestFirstPage(
    db
      .select({ ...mainOrderColumns, ...dealerAndSalesmanColumns })
      .from(orders)
      .leftJoin(dealers, eq(dealers.id, orders.dealerId))
      .leftJoin(salesman, eq(salesman.id, orders.userId))
      .where(where)
      .$dynamic(),
    { page, limit },
  );
  const ids = rows.map((r) => r.id);
  // The count and the two batched look-ups of the page's rows run side by side.
  const [count, counts, subs] = await Promise.all([
    countOrders(db, where, { page, limit }, rows.length, filter, true),
    ...(ids.length
      ? ([
          db
            .select({ orderId: items.orderId, n: sql<number>`count(*)::int` })
            .from(items)
            .where(inArray(items.orderId, ids))
            .groupBy(items.orderId),
          db
            .select({ ...subOrderRefColumns, mainOrderId: orders.mainOrderId })
            .from(orders)
            .where(inArray(orders.mainOrderId, ids))
            .orderBy(asc(orders.mainOrderId), asc(orders.position)),
        ] as const)
      : ([Promise.resolve([]), Promise.resolve([])] as const)),
  ]);
  const countOf = new Map(counts.map((c) => [c.orderId, c.n]));
  const subsOf = new Map<number, Array<Iso<SubOrderRefRow>>>();
  for (const { mainOrderId, ...sub } of subs) {
    const list = subsOf.get(mainOrderId!) ?? [];
    list.push(iso(sub));
    subsOf.set(mainOrderId!, list);
  }
  const data = rows.map((r) =>
    iso({
      id: r.id,
      orderNumber: r.orderNumber,
      referenceNumber: r.referenceNumber,
      note: r.note,
      requestedDate: r.requestedDate,
      stage: r.stage,
      status: r.status,
      itemsCount: countOf.get(r.id) ?? 0,
      ...dealerAndSalesmanOf(r),
      subOrders: subsOf.get(r.id) ?? [],
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
export async function listSubOrders(db: Queryable, filter: OrderListFilter, { page, limit }: Page) {
  const where = and(...listConditions(filter, false));
  const rows = await newestFirstPage(
    db
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
      })
      .from(orders)
      .innerJoin(mainOrder, eq(mainOrder.id, orders.mainOrderId))
      .leftJoin(items, eq(items.id, orders.itemId))
      .leftJoin(dealers, eq(dealers.id, orders.dealerId))
      .leftJoin(salesman, eq(salesman.id, orders.userId))
      .where(where)
      .$dynamic(),
    { page, limit },
  );
  const count = await countOrders(db, where, { page, limit }, rows.length, filter, false);
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
