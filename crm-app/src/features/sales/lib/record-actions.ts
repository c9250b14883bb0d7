import {
  allowedActions,
  isEditableStatus,
  isSendableStatus,
  recordAccess,
  type CurrentUser,
  type OrderAction,
  type OrderStatus,
} from '@doorline/api-client';
import { canAccess } from '@/lib/permissions';
import { mayAct } from './may-act';

/** The actions of the order-level status view (spec §4; docs/sales-flow.md "Main order"). */
export type RecordAction = Exclude<OrderAction, 'unhold'>;

/**
 * The buttons a main order in `status` shows to `user`, in the contract's order: what the flow
 * allows from that status and the user's permissions allow; later stages offer nothing.
 */
export function actionsFor(status: OrderStatus, user: CurrentUser | undefined): RecordAction[] {
  // The flow's main-order rules only name record actions (never unhold or the sub-order ones).
  return (allowedActions('main', { status, heldFromStatus: null }) as RecordAction[]).filter((action) =>
    mayAct(user, action),
  );
}

/** Reject and cancel undo work, so their confirmation is styled as destructive. */
export const isDestructive = (action: RecordAction) => action === 'reject' || action === 'cancel';

/** Set or Change dealer: whom the contract's `recordAccess.assignDealer` lets, while the quote is editable. */
export const canAssignDealer = (status: OrderStatus, user: CurrentUser | undefined) =>
  isEditableStatus(status) && canAccess(user, recordAccess.assignDealer);

/** Send to customer (issue 28): a quote (the contract's `sendableStatuses`) and `recordAccess.write`. */
export const canSendToCustomer = (status: OrderStatus, user: CurrentUser | undefined) =>
  isSendableStatus(status) && canAccess(user, recordAccess.write);

/**
 * Copy quote (issue 43, part 5): any quote, pre-order or order into a new quote, for whom may create
 * quotes (the contract's `recordAccess.write`, Create Quote's rule).
 */
export const canCopyQuote = (user: CurrentUser | undefined) => canAccess(user, recordAccess.write);
