import type { CurrentUser, OrderStatus, PermissionKey, SubOrderRow } from '@doorline/api-client';
import { can } from '@/lib/permissions';

/**
 * Shared by the sales screens (lists and the quote/order pages): which action each sub-order
 * status offers (spec §4 "Order statuses" as sales-flow.md reads it), who may press it, and how a
 * selection of sub-orders becomes API calls.
 */

/** Actions on a sub-order, named as their endpoint. */
export const subOrderActions = [
  'start-production',
  'complete',
  'hold',
  'warehouse',
  'deliver',
  'unhold',
  'approve',
  'cancel',
] as const;
export type SubOrderActionId = (typeof subOrderActions)[number];

/** The actions that take `ids` of sub-orders of one main order (PATCH /orders/{mainId}/...). */
export const idsActions = ['start-production', 'complete', 'hold', 'warehouse', 'deliver'] as const;
export type IdsActionId = (typeof idsActions)[number];
export const isIdsAction = (action: SubOrderActionId): action is IdsActionId =>
  (idsActions as readonly string[]).includes(action);

/**
 * What each sub-order status offers. The spec's "approved: unhold, cancel" reads as hold and cancel
 * (sales-flow.md "Differences from the spec"); approve on hold only when it was held from approved.
 */
export const actionsByStatus: Partial<Record<OrderStatus, readonly SubOrderActionId[]>> = {
  approved: ['hold', 'cancel'],
  not_started: ['start-production', 'hold'],
  production: ['complete', 'hold'],
  completed: ['warehouse', 'hold'],
  in_stock: ['deliver'],
  hold: ['unhold', 'approve'],
};

/** The permissions that allow an action (any one of them), per permissions.md. */
export const actionPermissions: Record<SubOrderActionId, readonly PermissionKey[]> = {
  'start-production': ['production.manage'],
  complete: ['production.manage'],
  hold: ['production.manage'],
  unhold: ['production.manage'],
  warehouse: ['warehouse.manage'],
  deliver: ['warehouse.manage'],
  approve: ['orders.approve'],
  // A dealer with orders.confirm may cancel its own approved pre-orders.
  cancel: ['orders.approve', 'orders.confirm'],
};

type ActionRow = Pick<SubOrderRow, 'status' | 'heldFromStatus'>;

/** The actions a sub-order row offers to this user, in the table's order. */
export function actionsFor(row: ActionRow, user: CurrentUser | undefined): SubOrderActionId[] {
  return (actionsByStatus[row.status] ?? []).filter((action) => {
    if (action === 'approve' && row.heldFromStatus !== 'approved') return false;
    return actionPermissions[action].some((key) => can(user, key));
  });
}

/** The actions valid for every one of the rows (none for no rows), in the table's order. */
export function commonActions(rows: readonly ActionRow[], user: CurrentUser | undefined): SubOrderActionId[] {
  if (rows.length === 0) return [];
  const [first, ...rest] = rows;
  return actionsFor(first!, user).filter((action) =>
    rest.every((row) => actionsFor(row, user).includes(action)),
  );
}

/** The selected sub-orders grouped by main order, in the order each main order is first met. */
export function groupByMainOrder<R extends Pick<SubOrderRow, 'id' | 'mainOrder'>>(
  rows: readonly R[],
): { mainId: number; ids: number[] }[] {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const ids = groups.get(row.mainOrder.id) ?? [];
    ids.push(row.id);
    groups.set(row.mainOrder.id, ids);
  }
  return [...groups].map(([mainId, ids]) => ({ mainId, ids }));
}

/** One API call of a (bulk) action. */
export type ActionCall =
  | { kind: 'ids'; action: IdsActionId; mainId: number; ids: number[] }
  | { kind: 'one'; action: 'unhold' | 'approve' | 'cancel'; id: number };

/**
 * The calls an action on these rows makes. The ids actions take sub-orders of ONE main order, so a
 * selection spanning several main orders becomes one call per main order; each call is all or
 * nothing on the server (409 and no change if any of its ids cannot move), but the calls are
 * separate, so a later call may fail after an earlier one succeeded. unhold, approve and cancel
 * act on one sub-order each.
 */
export function planCalls(
  action: SubOrderActionId,
  rows: readonly Pick<SubOrderRow, 'id' | 'mainOrder'>[],
): ActionCall[] {
  if (isIdsAction(action)) {
    return groupByMainOrder(rows).map(({ mainId, ids }) => ({ kind: 'ids', action, mainId, ids }));
  }
  return rows.map((row) => ({ kind: 'one', action, id: row.id }));
}

/** The part of the API client the calls need (the app's `api.orders`; a fake in tests). */
export interface OrderActionsApi {
  act: (
    action: 'unhold' | 'approve' | 'cancel',
    id: number,
    options?: { isSubOrder?: boolean },
  ) => Promise<unknown>;
  actOnSubOrders: (action: IdsActionId, mainId: number, ids: number[]) => Promise<unknown>;
}

/** The outcome of running a plan: the calls that went through and the first error, if any. */
export interface ActionOutcome {
  done: ActionCall[];
  failed: { call: ActionCall; error: unknown } | null;
}

/** Makes the calls one after another and stops at the first error (the rest are not sent). */
export async function runCalls(
  ordersApi: OrderActionsApi,
  calls: readonly ActionCall[],
): Promise<ActionOutcome> {
  const done: ActionCall[] = [];
  for (const call of calls) {
    try {
      if (call.kind === 'ids') await ordersApi.actOnSubOrders(call.action, call.mainId, call.ids);
      else if (call.action === 'unhold') await ordersApi.act('unhold', call.id);
      else await ordersApi.act(call.action, call.id, { isSubOrder: true });
      done.push(call);
    } catch (error) {
      return { done, failed: { call, error } };
    }
  }
  return { done, failed: null };
}
