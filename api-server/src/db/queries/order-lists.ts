// The quote, pre-order and order lists (main orders) and the sub-order lists: their rows as the API
// sends them, for the ids their plan finds (order-list-plan.ts).
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { dealers, items, orders, type OrderStatus } from '../schema.js';
import {
  dealerAndSalesmanColumns,
  dealerAndSalesmanOf,
  mainOrderColumns,
  salesman,
} from './order-columns.js';
import { iso, isoFromJson, reusedPage, sortedName, type Page } from './rows.js';
import {
  countAlone,
  listPage,
  listValues,
  orderingOf,
  type IdsSource,
  type OrderListFilter,
} from './order-list-plan.js';

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

/** A main-order list's rows for the ids given, in the list's order, with `total` as given. */
function mainOrderRows(db: Queryable, ids: IdsSource, total: SQL<number>, sort: OrderListFilter['sort']) {
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
    .orderBy(...orderingOf(sort, orders));
}

type MainOrderRowsRow = Awaited<ReturnType<typeof mainOrderRows>>[number];

/** A main-order list's row as the API sends it. */
const mainOrderOf = (r: MainOrderRowsRow) =>
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
  });

/**
 * The quote / pre-order / order lists in one statement (docs/decisions.md "Issue 12"): the page with
 * its dealer and salesman, each order's number of items and its sub-orders, and the count.
 */
export async function listMainOrders(db: Queryable, filter: OrderListFilter, page: Page) {
  const values = listValues(filter, page);
  const { rows, count } = await reusedPage(db, sortedName('main orders', filter.sort), values, page, {
    count: countAlone(db, values, true),
    rows: () => {
      const { ids, total } = listPage(db, values, true, filter.sort);
      return mainOrderRows(db, ids, total, filter.sort);
    },
  });
  return { data: rows.map(mainOrderOf), count };
}

export interface SubOrderRefRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
}

const mainOrder = alias(orders, 'main_order');

/** A sub-order list's rows for the ids given, in the list's order, with `total` as given. */
function subOrderRows(db: Queryable, ids: IdsSource, total: SQL<number>, sort: OrderListFilter['sort']) {
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
      itemDiscountPercent: items.discountPercent,
      itemNetPrice: items.netPrice,
      // The record's discount on totals (stored at approval; the dealer's before), for a free line's net.
      discountPercent: sql<number>`coalesce(${mainOrder.discountPercent}, ${dealers.discount}, 0)`.mapWith(
        Number,
      ),
      ...dealerAndSalesmanColumns,
      total,
    })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .innerJoin(mainOrder, eq(mainOrder.id, orders.mainOrderId))
    .leftJoin(items, eq(items.id, orders.itemId))
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .orderBy(...orderingOf(sort, orders));
}

type SubOrderRowsRow = Awaited<ReturnType<typeof subOrderRows>>[number];

/** A sub-order list's row as the API sends it. */
const subOrderOf = (r: SubOrderRowsRow) =>
  iso({
    id: r.id,
    orderNumber: r.orderNumber,
    stage: r.stage,
    status: r.status,
    heldFromStatus: r.heldFromStatus,
    requestedDate: r.requestedDate,
    mainOrder: { id: r.mainId, orderNumber: r.mainNumber, status: r.mainStatus },
    item: r.itemId === null ? null : { id: r.itemId, description: r.itemDescription!, price: r.itemPrice! },
    /**
     * What the line's dealer net is made of (issue 43; the domain's `lineNet`): its price, line
     * discount and stored net, and the record's discount on totals; null when the item is gone.
     */
    itemLine:
      r.itemId === null
        ? null
        : {
            price: r.itemPrice!,
            discountPercent: r.itemDiscountPercent!,
            netPrice: r.itemNetPrice,
            recordDiscountPercent: r.discountPercent,
          },
    ...dealerAndSalesmanOf(r),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });

/** The order-items, production, warehouse and hold lists: sub-orders with their main order and item. */
export async function listSubOrders(db: Queryable, filter: OrderListFilter, page: Page) {
  const values = listValues(filter, page);
  const { rows, count } = await reusedPage(db, sortedName('sub-orders', filter.sort), values, page, {
    count: countAlone(db, values, false),
    rows: () => {
      const { ids, total } = listPage(db, values, false, filter.sort);
      return subOrderRows(db, ids, total, filter.sort);
    },
  });
  return { data: rows.map(subOrderOf), count };
}

export type { OrderListFilter } from './order-list-plan.js';
