// The demo's lines that become configured doors (issue 43; domain/prices/demo-doors.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { items, orders } from '../schema.js';

/** The first item of each draft main order, by order number, with its order and dealer. */
export function firstItemsOfDrafts(db: Queryable) {
  return db
    .select({ itemId: items.id, orderId: orders.id, dealerId: orders.dealerId })
    .from(orders)
    .innerJoin(items, and(eq(items.orderId, orders.id), eq(items.position, 1)))
    .where(and(isNull(orders.mainOrderId), eq(orders.status, 'draft')))
    .orderBy(asc(orders.orderNumber));
}
