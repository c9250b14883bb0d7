// An order list's CSV export (issue 28; docs/decisions.md "Issue 28: CSV export"): the list's ids
// once, in its order (its plan, order-list-plan.ts), then its rows a batch at a time, with the
// columns the file prints.
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { dealers, items, orders, type OrderStatus } from '../schema.js';
import { salesman } from './order-columns.js';
import { asArrays, reusedStatement, sortedName } from './rows.js';
import { listValues, orderingOf, pageIds, type IdsSource, type OrderListFilter } from './order-list-plan.js';

/** Every row at once: the page of an export's ids, as large as a LIMIT (and `reach`) may be. */
const EVERY_ROW = { page: 1, limit: 2_147_483_647 } as const;

/**
 * The ids of every order a list shows, in its order: the list's own `pageIds` (its filters, scope,
 * sort and tie-breaker) with no limit, aggregated in the subquery's order into one text of digits
 * and commas (a few megabytes for a million orders), read into an `Int32Array`: a million rows, or
 * PostgreSQL's array parsed into a million strings first, would weigh ten times as much.
 */
async function orderedIds(db: Queryable, filter: OrderListFilter, main: boolean): Promise<Int32Array> {
  const values = listValues(filter, EVERY_ROW);
  const ids = pageIds(db, values, main, filter.sort);
  const statement = db
    .select({ ids: sql<string>`coalesce(string_agg(${ids.id}::text, ','), '')` })
    .from(ids)
    .prepare('');
  const [row] = await statement.execute(values);
  return idsOf(row?.ids ?? '');
}

/** `1,22,333` as numbers, without a string per number. */
export function idsOf(text: string): Int32Array {
  if (text === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      ids[n++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  ids[n] = value;
  return ids;
}

/** An export's batch of ids (consecutive in the list's order) as the rows statement's source. */
const batchIds = (db: Queryable) =>
  db
    .select({ id: orders.id, matches: sql<number>`null::int`.as('matches') })
    .from(orders)
    .where(sql`${orders.id} = any(${sql.placeholder('batch')}::int[])`)
    .as('page');

/**
 * A list read for an export: its ids once, in its order, then its rows a batch at a time, by the
 * export's statement (`orderExportRows`), read as the driver's arrays (`asArrays`), so that an
 * export's rows are the list's by construction while no statement reads deeper than its batch (an
 * OFFSET of 500,000 read 500,000 index entries).
 */
function exportReader(db: Queryable, filter: OrderListFilter, main: boolean) {
  let all: Promise<Int32Array> | undefined;
  const name = sortedName(main ? 'main orders export' : 'sub-orders export', filter.sort);
  return async (page: number, limit: number): Promise<{ data: OrderExportRow[]; count: number }> => {
    const ids = await (all ??= orderedIds(db, filter, main));
    const batch = Array.from(ids.subarray((page - 1) * limit, page * limit));
    if (batch.length === 0) return { data: [], count: ids.length };
    const values = { batch };
    const statement = reusedStatement(db, name, values, () =>
      asArrays<OrderExportRow>(
        db,
        orderExportRows(db, batchIds(db) as unknown as IdsSource, main, filter.sort),
      ),
    );
    return { data: await statement.execute(values), count: ids.length };
  };
}

/** A moment as a file prints it, `YYYY-MM-DD HH:MM:SS` in UTC, written by PostgreSQL. */
const printedMoment = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * An order as its list's export prints it (issue 28): the list's columns, each already the text a
 * file holds (the moments printed by PostgreSQL, a main order's sub-orders as their numbers joined
 * by `; `), so that a row costs the server no dates, no JSON and no arrays to read; the rows are the
 * list's by its ids and order. Read as the driver's array (`asArrays`): each column at its place in
 * `orderExportColumn`.
 */
export type OrderExportRow = [
  id: number,
  orderNumber: string,
  referenceNumber: string | null,
  status: OrderStatus,
  requestedDate: string | null,
  createdAt: string,
  updatedAt: string,
  dealer: string | null,
  salesman: string | null,
  /** A main order's: the number of its items, and its sub-orders' numbers in their order, `; ` between. */
  itemsCount: number | null,
  subOrders: string | null,
  /**
   * A sub-order's: what its line's dealer net is made of (issue 43; the domain's `lineNet`): its item's
   * price, line discount and stored net, and the record's discount on totals; null for a main order.
   */
  itemPrice: number | null,
  itemDiscountPercent: number | null,
  itemNetPrice: number | null,
  recordDiscountPercent: number | null,
];

/** A sub-order's main order, whose discount on totals its line's net takes. */
const mainOrder = alias(orders, 'main_order');

/** Where each column of an `OrderExportRow` is: the export's statement selects them in this order. */
export const orderExportColumn = {
  id: 0,
  orderNumber: 1,
  referenceNumber: 2,
  status: 3,
  requestedDate: 4,
  createdAt: 5,
  updatedAt: 6,
  dealer: 7,
  salesman: 8,
  itemsCount: 9,
  subOrders: 10,
  itemPrice: 11,
  itemDiscountPercent: 12,
  itemNetPrice: 13,
  recordDiscountPercent: 14,
} as const;

/** The export's statement of a batch of ids, in the list's order (`exportReader`). */
function orderExportRows(db: Queryable, ids: IdsSource, main: boolean, sort: OrderListFilter['sort']) {
  const columns: Record<keyof typeof orderExportColumn, PgColumn | SQL> = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    referenceNumber: orders.referenceNumber,
    status: orders.status,
    requestedDate: orders.requestedDate,
    createdAt: printedMoment(orders.createdAt),
    updatedAt: printedMoment(orders.updatedAt),
    dealer: dealers.name,
    salesman: salesman.name,
    itemsCount: main
      ? sql`(select count(*)::int from ${items} where ${items.orderId} = ${orders.id})`
      : sql`null::int`,
    subOrders: main
      ? sql`(select string_agg(s.order_number, '; ' order by s.position) from ${orders} s where s.main_order_id = ${orders.id})`
      : sql`null::text`,
    // Read as the driver's arrays, numerics would be text: double precision holds two decimals' cents.
    itemPrice: main ? sql`null::float8` : sql`${items.price}::float8`,
    itemDiscountPercent: main ? sql`null::float8` : sql`${items.discountPercent}::float8`,
    itemNetPrice: main ? sql`null::float8` : sql`${items.netPrice}::float8`,
    recordDiscountPercent: main
      ? sql`null::float8`
      : sql`coalesce(${mainOrder.discountPercent}, ${dealers.discount}, 0)::float8`,
  };
  // The columns in the places `orderExportColumn` gives (Drizzle selects a record's fields in order).
  const selected = Object.fromEntries(
    Object.entries(orderExportColumn)
      .sort(([, a], [, b]) => a - b)
      .map(([field]) => [field, columns[field as keyof typeof orderExportColumn]]),
  );
  return (
    db
      .select(selected)
      .from(ids)
      .innerJoin(orders, eq(orders.id, ids.id))
      .leftJoin(dealers, eq(dealers.id, orders.dealerId))
      .leftJoin(salesman, eq(salesman.id, orders.userId))
      // A sub-order's item and main order, for its line's net (a main order has neither: no row joins).
      .leftJoin(items, eq(items.id, orders.itemId))
      .leftJoin(mainOrder, eq(mainOrder.id, orders.mainOrderId))
      .orderBy(...orderingOf(sort, orders))
  );
}

/** The main orders of a list for its export, a batch at a time (`exportReader`). */
export const exportMainOrders = (db: Queryable, filter: OrderListFilter) => exportReader(db, filter, true);

/** The sub-orders of a list for its export, a batch at a time (`exportReader`). */
export const exportSubOrders = (db: Queryable, filter: OrderListFilter) => exportReader(db, filter, false);
