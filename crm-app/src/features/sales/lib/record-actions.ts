import type { CurrentUser, OrderStatus } from '@doorline/api-client';
import { accountTypeOf, can } from '@/lib/permissions';

/** The actions of the order-level status view (spec §4; sales-flow.md "Main order"). */
export const recordActions = ['submit', 'approve', 'reject', 'confirm', 'cancel'] as const;
export type RecordAction = (typeof recordActions)[number];

const actionsByStatus: Partial<Record<OrderStatus, readonly RecordAction[]>> = {
  draft: ['submit'],
  submitted: ['approve', 'reject'],
  rejected: ['submit'],
  approved: ['confirm', 'cancel'],
};

/** Whether the user's permissions allow an action (permissions.md); the server decides anyway. */
function mayAct(user: CurrentUser | undefined, action: RecordAction): boolean {
  switch (action) {
    case 'submit':
      return can(user, 'orders.write');
    case 'approve':
    case 'reject':
      return can(user, 'orders.approve');
    case 'confirm':
    case 'cancel':
      return can(user, 'orders.approve') || can(user, 'orders.confirm');
  }
}

/** The buttons a main order in `status` shows to `user`: later stages offer nothing. */
export function actionsFor(status: OrderStatus, user: CurrentUser | undefined): RecordAction[] {
  return (actionsByStatus[status] ?? []).filter((action) => mayAct(user, action));
}

/** Reject and cancel undo work, so their confirmation is styled as destructive. */
export const isDestructive = (action: RecordAction) => action === 'reject' || action === 'cancel';

/** Quote information, items and the dealer change only while draft or rejected (sales-flow.md). */
export const isEditableStatus = (status: OrderStatus) => status === 'draft' || status === 'rejected';

/** The Change button of Quote information and Add item. */
export const canEditRecord = (status: OrderStatus, user: CurrentUser | undefined) =>
  isEditableStatus(status) && can(user, 'orders.write');

/** Set or Change dealer: organization users with orders.write, while the quote is editable. */
export const canAssignDealer = (status: OrderStatus, user: CurrentUser | undefined) =>
  canEditRecord(status, user) && accountTypeOf(user) === 'organization';
