import { orderStatuses, type OrderStatus } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import {
  applyRule,
  cascades,
  nextState,
  orderActions,
  type OrderAction,
  type RecordKind,
} from './transitions.js';

// The tables of sales-flow.md, written out again by hand: [kind, action, from, heldFrom, to, stage].
type Row = [
  RecordKind,
  OrderAction,
  OrderStatus,
  OrderStatus | null,
  OrderStatus,
  string,
  OrderStatus | null,
];
const allowed: Row[] = [
  ['main', 'submit', 'draft', null, 'submitted', 'quote', null],
  ['main', 'submit', 'rejected', null, 'submitted', 'quote', null],
  ['main', 'approve', 'submitted', null, 'approved', 'preorder', null],
  ['main', 'reject', 'submitted', null, 'rejected', 'quote', null],
  ['main', 'confirm', 'approved', null, 'order', 'order', null],
  ['main', 'cancel', 'approved', null, 'canceled', 'preorder', null],
  ['sub', 'cancel', 'approved', null, 'canceled', 'preorder', null],
  ['sub', 'hold', 'approved', null, 'hold', 'hold', 'approved'],
  ['sub', 'hold', 'not_started', null, 'hold', 'hold', 'not_started'],
  ['sub', 'hold', 'production', null, 'hold', 'hold', 'production'],
  ['sub', 'hold', 'completed', null, 'hold', 'hold', 'completed'],
  ['sub', 'start-production', 'not_started', null, 'production', 'production', null],
  ['sub', 'complete', 'production', null, 'completed', 'production', null],
  ['sub', 'warehouse', 'completed', null, 'in_stock', 'warehouse', null],
  ['sub', 'deliver', 'in_stock', null, 'delivered', 'warehouse', null],
  ['sub', 'unhold', 'hold', 'approved', 'approved', 'preorder', null],
  ['sub', 'unhold', 'hold', 'not_started', 'not_started', 'order', null],
  ['sub', 'unhold', 'hold', 'production', 'production', 'production', null],
  ['sub', 'unhold', 'hold', 'completed', 'completed', 'production', null],
  ['sub', 'approve', 'hold', 'approved', 'approved', 'preorder', null],
];

/** Every state a record can be asked about: each status with no held-from, and hold held from each status. */
const states = [
  ...orderStatuses.map((status) => ({ status, heldFromStatus: null })),
  ...orderStatuses.map((heldFromStatus) => ({ status: 'hold' as OrderStatus, heldFromStatus })),
];

describe('order transitions', () => {
  it('knows all sixteen statuses and eleven actions', () => {
    expect(orderStatuses).toHaveLength(16);
    expect(orderActions).toHaveLength(11);
  });

  for (const kind of ['main', 'sub'] as const)
    for (const action of orderActions)
      it(`${kind} ${action}: leads where sales-flow.md says, and is refused in every other status`, () => {
        for (const state of states) {
          const row = allowed.find(
            ([k, a, from, held]) =>
              k === kind && a === action && from === state.status && held === state.heldFromStatus,
          );
          const next = nextState(kind, action, state);
          if (row) expect(next).toEqual({ status: row[4], stage: row[5], heldFromStatus: row[6] });
          else expect(next, `${kind} ${action} from ${state.status}/${state.heldFromStatus}`).toBeNull();
        }
      });

  it('every allowed row of the table is reached', () => {
    for (const [kind, action, status, heldFromStatus, to] of allowed)
      expect(nextState(kind, action, { status, heldFromStatus })?.status).toBe(to);
  });

  it('confirm moves approved sub-orders to not_started and leaves held and canceled ones', () => {
    const rule = cascades.confirm;
    expect(applyRule(rule, { status: 'approved', heldFromStatus: null })).toEqual({
      status: 'not_started',
      stage: 'order',
      heldFromStatus: null,
    });
    for (const state of states.filter((s) => s.status !== 'approved'))
      expect(applyRule(rule, state)).toBeNull();
  });

  it('cancel cancels every sub-order that is not yet canceled, held ones too', () => {
    const rule = cascades.cancel;
    for (const status of ['approved', 'hold'] as const)
      expect(applyRule(rule, { status, heldFromStatus: status === 'hold' ? 'approved' : null })).toEqual({
        status: 'canceled',
        stage: 'preorder',
        heldFromStatus: null,
      });
    expect(applyRule(rule, { status: 'canceled', heldFromStatus: null })).toBeNull();
  });
});
