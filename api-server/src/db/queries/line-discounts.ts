// A line's discount by hand and a role's maximum (issue 43, part 4; docs/decisions.md "Issue 43, part
// 4: a line discount by hand and its approval").
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { items, orders, roles, users } from '../schema.js';
import { itemColumns } from './order-columns.js';
import { iso } from './rows.js';
import { type DealerScope, scopeWhere } from './scope.js';

/** An item of a main order in the scope, with its line number; null otherwise (a missing id too). */
export async function findScopedItem(db: Queryable, scope: DealerScope, itemId: number) {
  const [row] = await db
    .select({ id: items.id, orderId: items.orderId, position: items.position })
    .from(items)
    .innerJoin(orders, eq(orders.id, items.orderId))
    .where(and(eq(items.id, itemId), isNull(orders.mainOrderId), scopeWhere(orders.dealerId, scope)))
    .limit(1);
  return row ?? null;
}

/** Sets a line's discount and who gave it; answers the item as the API answers it. */
export async function updateItemDiscount(
  db: Queryable,
  itemId: number,
  discountPercent: number,
  byId: number,
  at: Date,
) {
  const [row] = await db
    .update(items)
    .set({ discountPercent, discountById: byId, updatedAt: at })
    .where(eq(items.id, itemId))
    .returning(itemColumns);
  return iso(row!);
}

/** The line number (1 on) of each item of a record, in item order. */
export async function lineNumbers(db: Queryable, orderId: number) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.orderId, orderId))
    .orderBy(asc(items.position), asc(items.id));
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}

/** The maximum line discount of a user's role now: 0 without a role or with an inactive one. */
export async function maxLineDiscountOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ max: roles.maxLineDiscount })
    .from(users)
    .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.isActive, true)))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.max ?? 0;
}

/** Sets a role's maximum line discount; false when there is no such role. */
export async function updateRoleMaxLineDiscount(db: Queryable, roleId: number, max: number, at: Date) {
  const rows = await db
    .update(roles)
    .set({ maxLineDiscount: max, updatedAt: at })
    .where(eq(roles.id, roleId))
    .returning({ id: roles.id });
  return rows.length > 0;
}
