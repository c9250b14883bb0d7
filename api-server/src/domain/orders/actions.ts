// The order actions (docs/sales-flow.md): where each leads is the contract's (sales-flow.ts); the
// rules around it are here: who sees the record, "add at least one item first", the sub-orders an
// approval creates and their numbers, the cascades of confirm and cancel, and a held sub-order
// re-joining its confirmed order. Each action is one transaction; db/queries/order-actions.ts
// locks the rows and moves them only from the status read, so two people acting at once get one 409.
// Each action notifies in its transaction (docs/notifications.md): the record it moved, each moved
// sub-order once, never the sub-orders a cascade moved.
import {
  actionEvents,
  cascades,
  cascadeState,
  initialStatus,
  nextState,
  type OrderAction,
  type RecordKind,
  rejoinStatus,
  rulesOf,
  type SalesAction,
  serverMessage,
  stageOf,
  type SubOrderAction,
} from '@doorline/api-client';
import type { Db, Tx } from '../../db/index.js';
import {
  findMainRecord,
  findStatus,
  freezeDiscount,
  insertSubOrders,
  listItemRefs,
  lockRecord,
  lockRecords,
  lockSubOrders,
  moveRecords,
  type LockedRow,
  type Move,
} from '../../db/queries/order-actions.js';
import { inScopeId } from '../../db/queries/scope.js';
import { conflict, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { notify, type ChangeContext } from '../notifications/notify.js';
import { checkLineDiscountApproval } from '../prices/line-discount.js';
import { type DealerScope } from '../scope.js';

/** Who acts: the events name them; their scope (the handler's) decides which records exist for them. */
export type Actor = Pick<AuthUser, 'id' | 'type' | 'dealerId'> & { scope: DealerScope };

export const actorOf = (user: AuthUser, scope: DealerScope): Actor => ({
  id: user.id,
  dealerId: user.dealerId,
  type: user.type,
  scope,
});

const refused = (action: SalesAction, row: LockedRow, kind: RecordKind) =>
  conflict(
    serverMessage(kind === 'main' ? 'orderActionStatus' : 'subOrderActionStatus', {
      action,
      number: row.orderNumber,
      status: row.status,
    }),
  );

/**
 * `PATCH /orders/:id/<action>`: on a main order, or on a sub-order when `isSubOrder` is set or the
 * action exists only for sub-orders (unhold). Answers the ids it acted on.
 */
export function takeOrderAction(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  action: OrderAction,
  id: number,
  isSubOrder: boolean,
  change: ChangeContext,
): Promise<number[]> {
  const kind: RecordKind = isSubOrder || !rulesOf.main[action] ? 'sub' : 'main';
  return db.transaction((tx) => actOnOrder(tx, actorOf(user, scope), action, id, kind, change));
}

/** `PATCH /orders/:mainId/<action>` over sub-orders of one main order: all or nothing. */
export function takeSubOrderAction(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  action: SubOrderAction,
  mainId: number,
  ids: number[],
  change: ChangeContext,
): Promise<number[]> {
  return db.transaction((tx) => actOnSubOrders(tx, actorOf(user, scope), action, mainId, ids, change));
}

/**
 * submit, approve, cancel, confirm, reject (main order or sub-order) and unhold (sub-order), in the
 * caller's transaction. 404 when the record is not of that kind or not visible; 409 when its
 * status does not allow the action.
 */
export async function actOnOrder(
  tx: Tx,
  actor: Actor,
  action: OrderAction,
  id: number,
  kind: RecordKind,
  change: ChangeContext,
): Promise<number[]> {
  const locked = await lockRecord(tx, actor.scope, id);
  const row = locked && (locked.mainOrderId !== null) === (kind === 'sub') ? locked : null;
  if (!row) throw notFound(serverMessage(kind === 'sub' ? 'subOrderNotFound' : 'orderNotFound'));

  let next = nextState(kind, action, row);
  if (!next) throw refused(action, row, kind);
  if (kind === 'sub' && next.status === 'approved' && row.mainOrderId !== null) {
    // A sub-order held while its pre-order was approved comes back after the order was confirmed:
    // it joins its siblings (not_started) instead of staying approved, which nothing moves on from.
    // (docs/sales-flow.md: the spec leaves this case open; confirming moves approved sub-orders the same way.)
    if ((await findStatus(tx, row.mainOrderId)) === 'order')
      next = { status: rejoinStatus, stage: stageOf[rejoinStatus]!, heldFromStatus: null };
  }

  let itemRefs: Array<{ id: number; position: number }> = [];
  if (kind === 'main' && (action === 'submit' || action === 'approve')) {
    itemRefs = await listItemRefs(tx, row.id);
    if (itemRefs.length === 0)
      throw conflict(serverMessage('orderActionNoItems', { action, number: row.orderNumber }));
  }
  // A line discount above its giver's maximum needs an approver whose role allows it (issue 43, part 4).
  if (kind === 'main' && action === 'approve')
    await checkLineDiscountApproval(tx, inScopeId(row).id, actor.id);

  // The statement that checks the status it changes: two people acting at once give one 409.
  if ((await moveRecords(tx, [{ row, next }], action, actor.id)) !== 1) throw refused(action, row, kind);

  if (kind === 'main' && action === 'approve') {
    await freezeDiscount(tx, row.id);
    await createSubOrders(tx, actor, row, itemRefs);
  }
  if (kind === 'main' && cascades[action]) {
    const subs = await lockSubOrders(tx, row.id);
    const moving = subs.flatMap((sub): Move[] => {
      const subNext = cascadeState(action, sub);
      return subNext ? [{ row: sub, next: subNext }] : [];
    });
    if ((await moveRecords(tx, moving, action, actor.id)) !== moving.length) throw refused(action, row, kind);
  }
  const event = actionEvents[kind][action];
  if (event)
    await notify(tx, event, {
      actor,
      about: { kind, id: row.id, number: row.orderNumber },
      params: {},
      change,
    });
  return [row.id];
}

/** Approve: one sub-order per item, in item order, numbered `<main>-<n>`, born approved. */
async function createSubOrders(
  tx: Tx,
  actor: Actor,
  main: LockedRow,
  itemRefs: Array<{ id: number; position: number }>,
): Promise<void> {
  const born = { status: initialStatus.sub, stage: stageOf[initialStatus.sub]!, heldFromStatus: null };
  await insertSubOrders(
    tx,
    main,
    itemRefs.map((item, index) => ({
      orderNumber: `${main.orderNumber}-${index + 1}`,
      position: index + 1,
      itemId: item.id,
      state: born,
    })),
    'approve',
    actor.id,
  );
}

/**
 * start-production, warehouse, hold, deliver, complete over sub-orders of main order `mainId`, in
 * the caller's transaction: all or nothing; 409 naming every id that cannot move (not a sub-order
 * of it, or in a status the action does not accept).
 */
export async function actOnSubOrders(
  tx: Tx,
  actor: Actor,
  action: SubOrderAction,
  mainId: number,
  requested: number[],
  change: ChangeContext,
): Promise<number[]> {
  const ids = [...new Set(requested)];
  const main = await findMainRecord(tx, actor.scope, mainId);
  if (!main) throw notFound(serverMessage('orderNotFound'));

  const { rows, outside } = await lockRecords(tx, actor.scope, ids);
  // A dealer user learns nothing about another dealer's records, not even through a 409.
  if (outside) throw notFound(serverMessage('subOrderNotFound'));

  const byId = new Map(rows.map((r) => [r.id, r]));
  const bad: number[] = [];
  const moving: Move[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const next = row && row.mainOrderId === mainId ? nextState('sub', action, row) : null;
    if (row && next) moving.push({ row, next });
    else bad.push(id);
  }
  const cannot = (list: number[]) =>
    conflict(
      serverMessage('subOrdersActionRefused', { action, ids: list.join(', '), number: main.orderNumber }),
    );
  if (bad.length > 0) throw cannot(bad);
  if ((await moveRecords(tx, moving, action, actor.id)) !== moving.length) throw cannot(ids);
  const event = actionEvents.sub[action];
  if (event)
    for (const row of ids.map((id) => byId.get(id)!))
      await notify(tx, event, {
        actor,
        about: { kind: 'sub', id: row.id, number: row.orderNumber },
        params: {},
        change,
      });
  return ids;
}
