// One record as the details page and the access checks read it: the order, its items, sub-orders and history.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { dealers, items, orderEvents, orders, recordFollowers, users } from '../schema.js';
import {
  dealerAndSalesmanColumns,
  itemColumns,
  mainOrderColumns,
  salesman,
  subOrderRefColumns,
} from './order-columns.js';
import { iso, type Page } from './rows.js';
import { type DealerScope, inScopeId, type ScopedId, scopeWhere } from './scope.js';

/** A record (main order or sub-order) as far as access checks need it; null outside the scope. */
export async function findOrderAccess(db: Queryable, scope: DealerScope, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      mainOrderId: orders.mainOrderId,
      dealerId: orders.dealerId,
      status: orders.status,
    })
    .from(orders)
    .where(and(eq(orders.id, id), scopeWhere(orders.dealerId, scope)))
    .limit(1);
  return row ? inScopeId(row) : null;
}

/**
 * A main order with its dealer (and discount) and salesman, and whether `readerId` follows it (issue
 * 40); null for a sub-order, a missing id or a record outside the scope.
 */
export async function findMainOrder(db: Queryable, scope: DealerScope, id: number, readerId: number) {
  const [row] = await db
    .select({
      ...mainOrderColumns,
      customerContact: orders.customerContact,
      customerId: orders.customerId,
      ...dealerAndSalesmanColumns,
      dealerDiscount: dealers.discount,
      discountPercent: orders.discountPercent,
      following: sql<boolean>`exists (select 1 from ${recordFollowers} f
        where f.order_id = ${orders.id} and f.user_id = ${readerId})`,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .where(and(eq(orders.id, id), isNull(orders.mainOrderId), scopeWhere(orders.dealerId, scope)))
    .limit(1);
  return row ? inScopeId(row) : null;
}

/** The items of an order, in their order. */
function itemsOf(db: Queryable, orderId: number) {
  return db
    .select(itemColumns)
    .from(items)
    .where(eq(items.orderId, orderId))
    .orderBy(asc(items.position), asc(items.id));
}

export async function listAllItems(db: Queryable, orderId: ScopedId) {
  return (await itemsOf(db, orderId)).map(iso);
}

export async function listItemsPage(db: Queryable, orderId: ScopedId, { page, limit }: Page) {
  const [rows, [total]] = await Promise.all([
    itemsOf(db, orderId)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(eq(items.orderId, orderId)),
  ]);
  return { data: rows.map(iso), count: total?.n ?? 0 };
}

/** A main order's sub-orders, each with the item it makes (null when the item is gone). */
export async function listSubOrderRefs(db: Queryable, mainId: ScopedId) {
  const rows = await db
    .select({ ...subOrderRefColumns, itemId: orders.itemId })
    .from(orders)
    .where(eq(orders.mainOrderId, mainId))
    .orderBy(asc(orders.position));
  return rows.map(iso);
}

/** The history of a main order and its sub-orders, newest first. */
export async function listEvents(db: Queryable, mainId: ScopedId) {
  const rows = await db
    .select({
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      orderNumber: orders.orderNumber,
      action: orderEvents.action,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      detail: orderEvents.detail,
      userId: users.id,
      userName: users.name,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(or(eq(orders.id, mainId), eq(orders.mainOrderId, mainId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return rows.map(({ userId, userName, ...e }) =>
    iso({ ...e, user: userId === null ? null : { id: userId, name: userName! } }),
  );
}

/** One event of a record's history that changes no status (`send`, issue 28): from and to its status. */
export async function insertRecordEvent(db: Queryable, event: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(event);
}

/**
 * The configured items of a record the caller has read (its details, under its scope): each one's
 * configuration snapshot and stored breakdown, for the PDF's door breakdown (issue 43).
 */
export async function listItemDoors(db: Queryable, orderId: number) {
  const rows = await db
    .select({ itemId: items.id, configuration: items.configuration, breakdown: items.breakdown })
    .from(items)
    .where(and(eq(items.orderId, orderId), eq(items.kind, 'configured')));
  return rows.flatMap(({ itemId, configuration, breakdown }) =>
    configuration && breakdown ? [{ itemId, configuration, breakdown }] : [],
  );
}

/**
 * A configured item's door (issue 43, part 3): its configuration, price version and breakdown; null
 * for a free item, a missing id or an item of a record outside the scope.
 */
export async function findItemDoor(db: Queryable, scope: DealerScope, itemId: number) {
  const [row] = await db
    .select({
      itemId: items.id,
      configuration: items.configuration,
      versionId: items.priceVersionId,
      breakdown: items.breakdown,
    })
    .from(items)
    .innerJoin(orders, eq(orders.id, items.orderId))
    .where(and(eq(items.id, itemId), eq(items.kind, 'configured'), scopeWhere(orders.dealerId, scope)))
    .limit(1);
  if (!row?.configuration || !row.breakdown || row.versionId === null) return null;
  return {
    itemId: row.itemId,
    configuration: row.configuration,
    versionId: row.versionId,
    breakdown: row.breakdown,
  };
}
