import {
  actionOrder,
  allowedActions,
  isSubOrderAction,
  orderActionEndpoints,
  subOrderActionEndpoints,
  type ApiClient,
  type CurrentUser,
  type OrderAction,
  type SubOrderAction,
  type SubOrderRow,
} from '@doorline/api-client';
import { mayAct } from './may-act';

/**
 * The sales lists' sub-order actions: which ones a row offers (the contract's sales-flow module:
 * docs/sales-flow.md), who may press them, and how a selection of sub-orders becomes API calls.
 */

/** The one-record actions a sub-order takes (`PATCH /orders/{id}/{action}?isSubOrder=true`). */
export type OneSubOrderAction = Extract<OrderAction, 'unhold' | 'approve' | 'cancel'>;

/**
 * An action a sub-order row can offer: the ids actions over sub-orders of one main order
 * (`PATCH /orders/{mainId}/{action}`) and the one-record actions.
 */
export type SubOrderActionId = SubOrderAction | OneSubOrderAction;

type ActionRow = Pick<SubOrderRow, 'status' | 'heldFromStatus'>;

/** The actions a sub-order row offers to this user, in the contract's order. */
export function actionsFor(row: ActionRow, user: CurrentUser | undefined): SubOrderActionId[] {
  // The flow's sub-order rules name exactly the actions of SubOrderActionId.
  return (allowedActions('sub', row) as SubOrderActionId[]).filter((action) => mayAct(user, action));
}

/** Whether the user may press any sub-order action at all (else no selection, no actions column). */
export const mayActOnSubOrders = (user: CurrentUser | undefined) =>
  actionOrder.sub.some((action) => mayAct(user, action));

/** The actions valid for every one of the rows (none for no rows), in the contract's order. */
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
  | { kind: 'ids'; action: SubOrderAction; mainId: number; ids: number[] }
  | { kind: 'one'; action: OneSubOrderAction; id: number };

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
  if (isSubOrderAction(action)) {
    return groupByMainOrder(rows).map(({ mainId, ids }) => ({ kind: 'ids', action, mainId, ids }));
  }
  return rows.map((row) => ({ kind: 'one', action, id: row.id }));
}

/** The part of the API client the calls need (the app's `api`; a fake in tests). */
export type OrderActionsApi = Pick<ApiClient, 'call'>;

/** The outcome of running a plan: the calls that went through and the first error, if any. */
export interface ActionOutcome {
  done: ActionCall[];
  failed: { call: ActionCall; error: unknown } | null;
}

/** Makes the calls one after another and stops at the first error (the rest are not sent). */
export async function runCalls(
  client: OrderActionsApi,
  calls: readonly ActionCall[],
): Promise<ActionOutcome> {
  const done: ActionCall[] = [];
  for (const call of calls) {
    try {
      if (call.kind === 'ids')
        await client.call(subOrderActionEndpoints[call.action], {
          params: { id: call.mainId },
          body: { ids: call.ids },
        });
      else if (call.action === 'unhold')
        await client.call(orderActionEndpoints.unhold, { params: { id: call.id } });
      else
        await client.call(orderActionEndpoints[call.action], {
          params: { id: call.id },
          query: { isSubOrder: true },
        });
      done.push(call);
    } catch (error) {
      return { done, failed: { call, error } };
    }
  }
  return { done, failed: null };
}
