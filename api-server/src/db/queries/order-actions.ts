// The order actions (sales-flow.md): each runs in the caller's transaction, locks the records it
// reads, and changes a status only with an UPDATE that checks the status it expects, counting
// the rows it changed. Every changed record gets an order_events row.
import {
  cascades,
  cascadeState,
  nextState,
  rejoinStatus,
  stageOf,
  type NextState,
  type OrderAction,
  type OrderStatus,
  type RecordKind,
  type SalesAction,
  type SubOrderAction,
} from '@doorline/api-client';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../domain/errors.js';
import type { Tx } from '../index.js';
import { items, orderEvents, orders } from '../schema.js';

export interface Actor {
  id: number;
  /** Set for a dealer user: only this dealer's records exist for them. */
  dealerId: number | null;
  type: 'organization' | 'dealer';
}

interface LockedRow {
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

/** Dealer users see only their dealer's records; anything else is as if it did not exist. */
function visible(actor: Actor, row: { dealerId: number | null }): boolean {
  return actor.type !== 'dealer' || (actor.dealerId !== null && row.dealerId === actor.dealerId);
}

/**
 * Moves the rows to `next` with one UPDATE that checks each row's current status (and held-from
 * status); answers how many rows moved. Writes an event per moved row.
 */
async function move(
  tx: Tx,
  rows: Array<{ row: LockedRow; next: NextState }>,
  action: SalesAction,
  actor: Actor,
): Promise<number> {
  let moved = 0;
  // One statement per (from, to) pair; the ids of a pair move together or not at all.
  const groups = new Map<string, Array<{ row: LockedRow; next: NextState }>>();
  for (const entry of rows) {
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
          userId: actor.id,
        })),
      );
  }
  return moved;
}

const refused = (action: SalesAction, row: LockedRow, kind: RecordKind) =>
  conflict(
    `Cannot ${action} ${kind === 'main' ? 'order' : 'sub-order'} ${row.orderNumber}: its status is ${row.status}`,
  );

/**
 * submit, approve, cancel, confirm, reject (main order or, with isSubOrder, sub-order) and unhold
 * (always a sub-order). 404 when the record is not of that kind or not visible; 409 when its
 * status does not allow the action.
 */
export async function actOnOrder(
  tx: Tx,
  actor: Actor,
  action: OrderAction,
  id: number,
  kind: RecordKind,
): Promise<number[]> {
  const [row] = (await tx
    .select(lockedColumns)
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')) as LockedRow[];
  const isSub = row ? row.mainOrderId !== null : false;
  if (!row || isSub !== (kind === 'sub') || !visible(actor, row))
    throw notFound(kind === 'sub' ? 'Sub-order not found' : 'Order not found');

  let next = nextState(kind, action, row);
  if (!next) throw refused(action, row, kind);
  if (kind === 'sub' && next.status === 'approved' && row.mainOrderId !== null) {
    // A sub-order held while its pre-order was approved comes back after the order was confirmed:
    // it joins its siblings (not_started) instead of staying approved, which nothing moves on from.
    // (sales-flow.md leaves this case open; confirming moves approved sub-orders the same way.)
    const [main] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, row.mainOrderId));
    if (main?.status === 'order')
      next = { status: rejoinStatus, stage: stageOf[rejoinStatus]!, heldFromStatus: null };
  }

  let itemRows: Array<{ id: number; position: number }> = [];
  if (kind === 'main' && (action === 'submit' || action === 'approve')) {
    itemRows = await tx
      .select({ id: items.id, position: items.position })
      .from(items)
      .where(eq(items.orderId, row.id))
      .orderBy(asc(items.position), asc(items.id));
    if (itemRows.length === 0)
      throw conflict(`Cannot ${action} order ${row.orderNumber}: add at least one item first`);
  }

  // The statement that checks the status it changes: two people acting at once give one 409.
  if ((await move(tx, [{ row, next }], action, actor)) !== 1) throw refused(action, row, kind);

  if (kind === 'main' && action === 'approve') await createSubOrders(tx, actor, row, itemRows);
  if (kind === 'main' && cascades[action]) {
    const subs = (await tx
      .select(lockedColumns)
      .from(orders)
      .where(eq(orders.mainOrderId, row.id))
      .orderBy(asc(orders.id))
      .for('update')) as LockedRow[];
    const moving = subs.flatMap((sub) => {
      const subNext = cascadeState(action, sub);
      return subNext ? [{ row: sub, next: subNext }] : [];
    });
    if ((await move(tx, moving, action, actor)) !== moving.length) throw refused(action, row, kind);
  }
  return [row.id];
}

/** Approve: one sub-order per item, in item order, numbered `<main>-<position>`. */
async function createSubOrders(
  tx: Tx,
  actor: Actor,
  main: LockedRow,
  itemRows: Array<{ id: number; position: number }>,
): Promise<void> {
  const [source] = await tx
    .select({ requestedDate: orders.requestedDate, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, main.id));
  const created = await tx
    .insert(orders)
    .values(
      itemRows.map((item, index) => ({
        orderNumber: `${main.orderNumber}-${index + 1}`,
        mainOrderId: main.id,
        position: index + 1,
        itemId: item.id,
        requestedDate: source?.requestedDate ?? null,
        stage: 'preorder' as const,
        status: 'approved' as const,
        dealerId: main.dealerId,
        userId: source?.userId ?? null,
        createdById: actor.id,
      })),
    )
    .returning({ id: orders.id });
  await tx.insert(orderEvents).values(
    created.map((c) => ({
      orderId: c.id,
      action: 'approve',
      fromStatus: null,
      toStatus: 'approved' as const,
      userId: actor.id,
    })),
  );
}

/**
 * start-production, warehouse, hold, deliver, complete over sub-orders of main order `mainId`:
 * all or nothing; 409 naming every id that cannot move (not a sub-order of it, or in a status the
 * action does not accept).
 */
export async function actOnSubOrders(
  tx: Tx,
  actor: Actor,
  action: SubOrderAction,
  mainId: number,
  requested: number[],
): Promise<number[]> {
  const ids = [...new Set(requested)];
  const [main] = (await tx
    .select(lockedColumns)
    .from(orders)
    .where(and(eq(orders.id, mainId), isNull(orders.mainOrderId)))) as LockedRow[];
  if (!main || !visible(actor, main)) throw notFound('Order not found');

  const rows = (await tx
    .select(lockedColumns)
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
    .for('update')) as LockedRow[];
  // A dealer user learns nothing about another dealer's records, not even through a 409.
  if (rows.some((r) => !visible(actor, r))) throw notFound('Sub-order not found');

  const byId = new Map(rows.map((r) => [r.id, r]));
  const bad: number[] = [];
  const moving: Array<{ row: LockedRow; next: NextState }> = [];
  for (const id of ids) {
    const row = byId.get(id);
    const next = row && row.mainOrderId === mainId ? nextState('sub', action, row) : null;
    if (row && next) moving.push({ row, next });
    else bad.push(id);
  }
  const cannot = (list: number[]) =>
    conflict(
      `Cannot ${action} sub-orders ${list.join(', ')}: each must be a sub-order of order ${main.orderNumber} in a status that allows ${action}`,
    );
  if (bad.length > 0) throw cannot(bad);
  if ((await move(tx, moving, action, actor)) !== moving.length) throw cannot(ids);
  return ids;
}
