// The demo orders' paths through the sales flow: each scenario's main-order actions, and each
// sub-order's steps, walked through the contract's transitions (docs/sales-flow.md) so that the
// demo history is one the server itself could have written.
import {
  cascadeState,
  initialStatus,
  nextState,
  type OrderStatus,
  type RecordKind,
  type RecordState,
  type SalesAction,
} from '@doorline/api-client';

/** How each main order ends up, in the flow of docs/sales-flow.md. */
export type Scenario = 'draft' | 'submitted' | 'resubmitted' | 'rejected' | 'approved' | 'canceled' | 'order';
export const scenarioCounts: Array<[Scenario, number]> = [
  ['draft', 8],
  ['submitted', 5],
  ['resubmitted', 2],
  ['rejected', 5],
  ['approved', 8],
  ['canceled', 4],
  ['order', 28],
];

export interface Step {
  action: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** A sub-order's move by its main order's action (confirm, cancel), which notifies nobody itself. */
  cascade?: true;
}

export interface SubPlan {
  steps: Step[];
  status: OrderStatus;
  heldFrom: OrderStatus | null;
}

/**
 * Moves a record through the flow by the contract's transitions (a main-order action's effect on a
 * sub-order when `cascade`), one step per action; throws if the flow refuses one.
 */
export function walk(kind: RecordKind, start: RecordState, actions: readonly SalesAction[], cascade = false) {
  let state = start;
  const steps: Step[] = [];
  for (const action of actions) {
    const next = cascade ? cascadeState(action, state) : nextState(kind, action, state);
    if (!next) throw new Error(`demo seed: ${kind} ${action} is refused in ${state.status}`);
    steps.push({
      action,
      from: state.status,
      to: next.status,
      ...(cascade ? { cascade: true as const } : {}),
    });
    state = { status: next.status, heldFromStatus: next.heldFromStatus };
  }
  return { steps, state };
}

/** A sub-order's plan: its birth at approval, then the steps of `walk`. */
export function subPlan(...runs: Array<[readonly SalesAction[], boolean?]>): SubPlan {
  let state: RecordState = { status: initialStatus.sub, heldFromStatus: null };
  const steps: Step[] = [{ action: 'approve', from: null, to: state.status }];
  for (const [actions, cascade] of runs) {
    const run = walk('sub', state, actions, cascade);
    steps.push(...run.steps);
    state = run.state;
  }
  return { steps, status: state.status, heldFrom: state.heldFromStatus };
}

/** The main-order actions of each scenario, in order. */
export const scenarioActions: Record<Scenario, readonly SalesAction[]> = {
  draft: [],
  submitted: ['submit'],
  resubmitted: ['submit', 'reject', 'submit'],
  rejected: ['submit', 'reject'],
  approved: ['submit', 'approve'],
  canceled: ['submit', 'approve', 'cancel'],
  order: ['submit', 'approve', 'confirm'],
};
