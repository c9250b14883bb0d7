// The writes of the order actions: each runs in the caller's transaction, locks the records it
// reads, and changes a status only with an UPDATE that checks the status it expects, counting the
// rows it changed. Every changed record gets an order_events row. Which move is allowed is the
// domain's (domain/orders/actions.ts); this module only reads rows and reports what it changed.
import { type DealerScope, inScope, scopeWhere } from './scope.js';
import type { NextState, OrderStatus, RecordState } from '@doorline/api-client';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../index.js';
import { dealers, items, orderEvents, orders } from '../schema.js';

/** A record as the actions read it, locked for the rest of the transaction. */
export interface LockedRow {
  id: number;
  orderNumber: string;
  mainOrderId: number | null;
  dealerId: number | null;
  status: OrderStatus;
  heldFromStatus: OrderStatus | null;
}

const lockedColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  mainOrderId: orders.mainOrderId,
  dealerId: orders.dealerId,
  status: orders.status,
  heldFromStatus: orders.heldFromStatus,
};

/** One record, locked; null when the id is unknown or the record outside the scope. */
export async function lockRecord(tx: Tx, scope: DealerScope, id: number): Promise<LockedRow | null> {
  const [row] = (await tx
    .select(lockedColumns)
    .from(orders)
    .where(and(eq(orders.id, id), scopeWhere(orders.dealerId, scope)))
    .for('update')) as LockedRow[];
  return row ?? null;
}

/** A main order (not locked); null for a sub-order, an unknown id or one outside the scope. */
export async function findMainRecord(tx: Tx, scope: DealerScope, id: number): Promise<LockedRow | null> {
  const [row] = (await tx
    .select(lockedColumns)
    .from(orders)
    .where(
      and(eq(orders.id, id), isNull(orders.mainOrderId), scopeWhere(orders.dealerId, scope)),
    )) as LockedRow[];
  return row ?? null;
}

/** The status of a record; null when the id is unknown. */
export async function findStatus(tx: Tx, id: number): Promise<OrderStatus | null> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status ?? null;
}

/** The orders `where` picks, locked, in id order. */
async function lockWhere(tx: Tx, where: SQL): Promise<LockedRow[]> {
  return (await tx
    .select(lockedColumns)
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id))
    .for('update')) as LockedRow[];
}

/**
 * The records of these ids inside the scope, locked, in id order (unknown ids are simply missing),
 * and whether any id was a record outside it (which the caller answers as 404, learning nothing).
 */
export async function lockRecords(
  tx: Tx,
  scope: DealerScope,
  ids: number[],
): Promise<{ rows: LockedRow[]; outside: boolean }> {
  const rows = await lockWhere(tx, inArray(orders.id, ids));
  const inside = rows.filter((row) => inScope(scope, row.dealerId));
  return { rows: inside, outside: inside.length < rows.length };
}

/** The sub-orders of a main order, locked, in id order. */
export async function lockSubOrders(tx: Tx, mainId: number): Promise<LockedRow[]> {
  return lockWhere(tx, eq(orders.mainOrderId, mainId));
}

/** The items of a main order, in their order. */
export async function listItemRefs(
  tx: Tx,
  orderId: number,
): Promise<Array<{ id: number; position: number }>> {
  return tx
    .select({ id: items.id, position: items.position })
    .from(items)
    .where(eq(items.orderId, orderId))
    .orderBy(asc(items.position), asc(items.id));
}

/** One requested move: the record as read (its expected state) and where it goes. */
export interface Move {
  row: RecordState & { id: number };
  next: NextState;
}

/**
 * Moves the rows to their `next` with one UPDATE per (from, to) pair that checks each row's current
 * status (and held-from status); answers how many rows moved. Writes an event per moved row.
 */
export async function moveRecords(tx: Tx, moves: Move[], action: string, userId: number): Promise<number> {
  let moved = 0;
  // One statement per (from, to) pair; the ids of a pair move together or not at all.
  const groups = new Map<string, Move[]>();
  for (const entry of moves) {
    const key = JSON.stringify([entry.row.status, entry.row.heldFromStatus, entry.next]);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const { row: first, next } = group[0]!;
    const changed = await tx
      .update(orders)
      .set({
        status: next.status,
        stage: next.stage,
        heldFromStatus: next.heldFromStatus,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          inArray(
            orders.id,
            group.map((g) => g.row.id),
          ),
          eq(orders.status, first.status),
          first.heldFromStatus === null
            ? isNull(orders.heldFromStatus)
            : eq(orders.heldFromStatus, first.heldFromStatus),
        ),
      )
      .returning({ id: orders.id });
    moved += changed.length;
    if (changed.length > 0)
      await tx.insert(orderEvents).values(
        changed.map((c) => ({
          orderId: c.id,
          action,
          fromStatus: first.status,
          toStatus: next.status,
          userId,
        })),
      );
  }
  return moved;
}

/** A sub-order to create: its number, position and item, and the state it is born in. */
export interface NewSubOrder {
  orderNumber: string;
  position: number;
  itemId: number;
  state: NextState;
}

/**
 * Inserts sub-orders of a main order, with its dealer, requested date and salesman, and an event
 * `action` (from no status) for each.
 */
export async function insertSubOrders(
  tx: Tx,
  main: { id: number; dealerId: number | null },
  subs: NewSubOrder[],
  action: string,
  userId: number,
): Promise<void> {
  const [source] = await tx
    .select({ requestedDate: orders.requestedDate, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, main.id));
  const created = await tx
    .insert(orders)
    .values(
      subs.map((sub) => ({
        orderNumber: sub.orderNumber,
        mainOrderId: main.id,
        position: sub.position,
        itemId: sub.itemId,
        requestedDate: source?.requestedDate ?? null,
        stage: sub.state.stage,
        status: sub.state.status,
        dealerId: main.dealerId,
        userId: source?.userId ?? null,
        createdById: userId,
      })),
    )
    .returning({ id: orders.id, status: orders.status });
  await tx
    .insert(orderEvents)
    .values(created.map((c) => ({ orderId: c.id, action, fromStatus: null, toStatus: c.status, userId })));
}

/**
 * Approval freezes the dealer's discount into the main order (docs/sales-flow.md "Discount"): from
 * then on its totals use the stored percent, whatever the dealer's discount becomes.
 */
export async function freezeDiscount(db: Queryable, orderId: number) {
  await db
    .update(orders)
    .set({
      discountPercent: sql`coalesce((select ${dealers.discount} from ${dealers} where ${dealers.id} = ${orders.dealerId}), 0)`,
    })
    .where(eq(orders.id, orderId));
}
