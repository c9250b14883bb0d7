// Where every order action leads (shared/domain/sales-flow.md), as data and pure functions, so
// that the SQL layer and the tests read the same table.
import type { OrderStage, OrderStatus } from '@doorline/api-client';

/** Actions on one record: PATCH /orders/:id/<action> (isSubOrder for a sub-order). */
export const singleActions = ['submit', 'approve', 'cancel', 'confirm', 'reject', 'unhold'] as const;
/** Actions over sub-orders of one main order: PATCH /orders/:mainId/<action>, body { ids }. */
export const idsActions = ['start-production', 'warehouse', 'hold', 'deliver', 'complete'] as const;
export const orderActions = [...singleActions, ...idsActions] as const;
export type SingleAction = (typeof singleActions)[number];
export type IdsAction = (typeof idsActions)[number];
export type OrderAction = (typeof orderActions)[number];
export type RecordKind = 'main' | 'sub';

/** The stage a record is in at each status the flow produces; the server writes both together. */
export const stageOf: Partial<Record<OrderStatus, OrderStage>> = {
  draft: 'quote',
  rejected: 'quote',
  submitted: 'quote',
  approved: 'preorder',
  canceled: 'preorder',
  order: 'order',
  not_started: 'order',
  production: 'production',
  completed: 'production',
  hold: 'hold',
  in_stock: 'warehouse',
  delivered: 'warehouse',
};

/**
 * One row of the tables: a record in one of `from` (and, when `heldFrom` is given, held from that
 * status) moves to `to`. `to: 'hold'` remembers the status it leaves; `to: 'held-from'` returns to
 * the remembered status.
 */
export interface Rule {
  from: readonly OrderStatus[];
  heldFrom?: OrderStatus;
  to: OrderStatus | 'held-from';
}

export const mainRules: Partial<Record<OrderAction, Rule>> = {
  submit: { from: ['draft', 'rejected'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  confirm: { from: ['approved'], to: 'order' },
  cancel: { from: ['approved'], to: 'canceled' },
};

/** The statuses a sub-order may be held from, and so the only ones unhold returns to. */
export const holdableStatuses: readonly OrderStatus[] = [
  'approved',
  'not_started',
  'production',
  'completed',
];

export const subRules: Partial<Record<OrderAction, Rule>> = {
  cancel: { from: ['approved'], to: 'canceled' },
  hold: { from: holdableStatuses, to: 'hold' },
  'start-production': { from: ['not_started'], to: 'production' },
  complete: { from: ['production'], to: 'completed' },
  warehouse: { from: ['completed'], to: 'in_stock' },
  deliver: { from: ['in_stock'], to: 'delivered' },
  unhold: { from: ['hold'], to: 'held-from' },
  approve: { from: ['hold'], heldFrom: 'approved', to: 'approved' },
};

/** What a main-order action does to the main order's sub-orders, in the same transaction. */
export const cascades: Partial<Record<OrderAction, Rule>> = {
  // Held sub-orders stay on hold; canceled ones stay canceled.
  confirm: { from: ['approved'], to: 'not_started' },
  // Every sub-order that is not yet canceled (approved or held, while the main order is approved).
  cancel: { from: ['approved', 'hold'], to: 'canceled' },
};

export interface RecordState {
  status: OrderStatus;
  heldFromStatus: OrderStatus | null;
}
export interface NextState extends RecordState {
  stage: OrderStage;
}

/** Applies a rule to a record; null when the rule does not accept the record's status. */
export function applyRule(rule: Rule | undefined, current: RecordState): NextState | null {
  if (!rule || !rule.from.includes(current.status)) return null;
  if (rule.heldFrom !== undefined && current.heldFromStatus !== rule.heldFrom) return null;
  if (rule.to === 'held-from') {
    const back = current.heldFromStatus;
    const stage = back && holdableStatuses.includes(back) ? stageOf[back] : undefined;
    if (!back || !stage) return null;
    return { status: back, stage, heldFromStatus: null };
  }
  const stage = stageOf[rule.to]!;
  if (rule.to === 'hold') return { status: 'hold', stage, heldFromStatus: current.status };
  return { status: rule.to, stage, heldFromStatus: null };
}

/** Where `action` takes a main order or a sub-order in `current`; null when it is refused. */
export function nextState(kind: RecordKind, action: OrderAction, current: RecordState): NextState | null {
  return applyRule((kind === 'main' ? mainRules : subRules)[action], current);
}
