import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN } from './common.js';
import { orderStatuses, type OrderStatus } from './orders.js';
import { dealerPermissionKeys, organizationPermissionKeys, type PermissionKey } from './permissions.js';
import {
  actionOrder,
  actionPermissions,
  allowedActions,
  applyRule,
  cascades,
  cascadeState,
  editableStatuses,
  initialStatus,
  isEditableStatus,
  isSubOrderAction,
  kindStatuses,
  listDefaults,
  listStatuses,
  mainRules,
  mayTakeAction,
  nextState,
  orderActions,
  pathTo,
  permissionFor,
  recordKinds,
  salesActions,
  salesLists,
  stageOf,
  subOrderActions,
  subRules,
  type RecordKind,
  type RecordState,
  type SalesAction,
} from './sales-flow.js';

// The tables of docs/sales-flow.md, written out again by hand: [kind, action, from, heldFrom, to, stage].
type Row = [
  RecordKind,
  SalesAction,
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
    expect(salesActions).toHaveLength(11);
    expect(orderActions).toHaveLength(6);
    expect(subOrderActions).toHaveLength(5);
    expect(salesActions.filter(isSubOrderAction)).toEqual([...subOrderActions]);
  });

  for (const kind of ['main', 'sub'] as const)
    for (const action of salesActions)
      it(`${kind} ${action}: leads where docs/sales-flow.md says, and is refused in every other status`, () => {
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

describe('the actions each state offers', () => {
  // The menus written out by hand: the record page's buttons and the lists' sub-order actions.
  const mainMenus: Partial<Record<OrderStatus, SalesAction[]>> = {
    draft: ['submit'],
    rejected: ['submit'],
    submitted: ['approve', 'reject'],
    approved: ['confirm', 'cancel'],
  };
  const subMenus: Partial<Record<OrderStatus, SalesAction[]>> = {
    approved: ['hold', 'cancel'],
    not_started: ['start-production', 'hold'],
    production: ['complete', 'hold'],
    completed: ['warehouse', 'hold'],
    in_stock: ['deliver'],
  };

  it('main orders: the buttons of each status, in order, and none in later stages', () => {
    for (const state of states.filter((s) => s.heldFromStatus === null))
      expect(allowedActions('main', state), state.status).toEqual(mainMenus[state.status] ?? []);
  });

  it('sub-orders: the actions of each status; approve on hold only when held from approved', () => {
    for (const state of states) {
      // A held sub-order offers unhold when it remembers a holdable status, approve only when held from approved.
      const heldActions = state.heldFromStatus === 'approved' ? ['unhold', 'approve'] : ['unhold'];
      const held = ['approved', 'not_started', 'production', 'completed'].includes(
        state.heldFromStatus ?? '',
      );
      const expected = state.status === 'hold' ? (held ? heldActions : []) : (subMenus[state.status] ?? []);
      expect(allowedActions('sub', state), `${state.status}/${state.heldFromStatus}`).toEqual(expected);
    }
  });

  it('every action with a rule is in the menu order of its kind, and only those', () => {
    for (const kind of recordKinds) {
      const rules = kind === 'main' ? mainRules : subRules;
      expect([...actionOrder[kind]].sort()).toEqual(Object.keys(rules).sort());
    }
  });

  it('unhold returns to the held-from status, with its stage', () => {
    for (const from of ['approved', 'not_started', 'production', 'completed'] as const)
      expect(nextState('sub', 'unhold', { status: 'hold', heldFromStatus: from })).toEqual({
        status: from,
        stage: stageOf[from],
        heldFromStatus: null,
      });
  });

  it('cascadeState applies the main action to a sub-order', () => {
    expect(cascadeState('confirm', { status: 'approved', heldFromStatus: null })?.status).toBe('not_started');
    expect(cascadeState('cancel', { status: 'hold', heldFromStatus: 'approved' })?.status).toBe('canceled');
    expect(cascadeState('submit', { status: 'approved', heldFromStatus: null })).toBeNull();
  });

  it('pathTo finds the production path of a sub-order and the quote path of a main order', () => {
    const born: RecordState = { status: initialStatus.sub, heldFromStatus: null };
    const notStarted: RecordState = { status: 'not_started', heldFromStatus: null };
    expect(pathTo('sub', notStarted, 'not_started')).toEqual([]);
    expect(pathTo('sub', notStarted, 'delivered')).toEqual([
      'start-production',
      'complete',
      'warehouse',
      'deliver',
    ]);
    expect(pathTo('sub', notStarted, 'completed')).toEqual(['start-production', 'complete']);
    expect(pathTo('sub', born, 'hold')).toEqual(['hold']);
    // Sub-orders reach not_started only by their main order's confirm.
    expect(pathTo('sub', born, 'not_started')).toBeNull();
    expect(pathTo('main', { status: initialStatus.main, heldFromStatus: null }, 'order')).toEqual([
      'submit',
      'approve',
      'confirm',
    ]);
  });
});

describe('who may act', () => {
  const keys = (list: readonly PermissionKey[]) => new Set<PermissionKey>(list);
  const organization = {
    type: 'organization' as const,
    has: (k: PermissionKey) => keys(organizationPermissionKeys).has(k),
  };
  const dealer = { type: 'dealer' as const, has: (k: PermissionKey) => keys(dealerPermissionKeys).has(k) };

  it('names the permission of every action, by account type', () => {
    const table = Object.fromEntries(
      salesActions.map((a) => [a, [permissionFor(a, 'organization'), permissionFor(a, 'dealer')]]),
    );
    expect(table).toEqual({
      submit: ['orders.write', 'orders.write'],
      approve: ['orders.approve', 'orders.approve'],
      reject: ['orders.approve', 'orders.approve'],
      confirm: ['orders.approve', 'orders.confirm'],
      cancel: ['orders.approve', 'orders.confirm'],
      unhold: ['production.manage', 'production.manage'],
      'start-production': ['production.manage', 'production.manage'],
      complete: ['production.manage', 'production.manage'],
      hold: ['production.manage', 'production.manage'],
      warehouse: ['warehouse.manage', 'warehouse.manage'],
      deliver: ['warehouse.manage', 'warehouse.manage'],
    });
    expect(Object.keys(actionPermissions).sort()).toEqual([...salesActions].sort());
  });

  it('a dealer with every dealer key may submit, confirm and cancel, nothing else', () => {
    expect(salesActions.filter((a) => mayTakeAction(a, dealer))).toEqual(['submit', 'cancel', 'confirm']);
    expect(salesActions.filter((a) => mayTakeAction(a, organization))).toEqual([...salesActions]);
    expect(mayTakeAction('cancel', { type: 'dealer', has: (k) => k === 'orders.approve' })).toBe(false);
  });
});

describe('editing and the lists', () => {
  it('a record is edited only while draft or rejected', () => {
    expect(editableStatuses).toEqual(['draft', 'rejected']);
    expect(orderStatuses.filter(isEditableStatus)).toEqual(['draft', 'rejected']);
  });

  /** Every state the flow reaches from a new record of the kind (sub-orders also by the cascades). */
  function reachable(kind: RecordKind): Set<OrderStatus> {
    const seen = new Set<string>();
    const statuses = new Set<OrderStatus>();
    const queue: RecordState[] = [{ status: initialStatus[kind], heldFromStatus: null }];
    while (queue.length) {
      const state = queue.shift()!;
      const key = `${state.status}/${state.heldFromStatus}`;
      if (seen.has(key)) continue;
      seen.add(key);
      statuses.add(state.status);
      for (const action of salesActions) {
        const next = [nextState(kind, action, state), kind === 'sub' ? cascadeState(action, state) : null];
        for (const n of next) if (n) queue.push({ status: n.status, heldFromStatus: n.heldFromStatus });
      }
    }
    return statuses;
  }

  it('each kind lists exactly the statuses the flow can put its records in', () => {
    for (const kind of recordKinds) expect(new Set(kindStatuses[kind])).toEqual(reachable(kind));
  });

  it("each list's statuses are those of its kind in its stage", () => {
    for (const list of Object.values(salesLists)) {
      const stage = 'stage' in list ? list.stage : undefined;
      expect(listStatuses(list.kind, stage)).toEqual(list.statuses);
      for (const status of list.statuses) if (stage) expect(stageOf[status]).toBe(stage);
    }
    expect(listStatuses('main', 'quote')).toEqual(['draft', 'submitted', 'rejected']);
    expect(listStatuses('sub', 'hold')).toEqual(['hold']);
    expect(listStatuses('sub', 'order')).toEqual(['not_started']);
    expect(listDefaults).toEqual({ page: 1, limit: 5 });
  });
});

describe('e-mail and phone patterns', () => {
  it('accept and refuse as the forms do', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a b@c.d')).toBe(false);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
    expect(PHONE_PATTERN.test('+380501234567')).toBe(true);
    expect(PHONE_PATTERN.test('380501234567')).toBe(false);
    expect(PHONE_PATTERN.test('+123456789')).toBe(false);
  });
});
