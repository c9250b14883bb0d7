import { endpoints, type OrderStatus, type PermissionKey } from '@doorline/api-client';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/users';
import {
  actionsFor,
  commonActions,
  groupByMainOrder,
  planCalls,
  runCalls,
  type OrderActionsApi,
} from './sub-order-actions';

const userWith = (...keys: PermissionKey[]) => makeUser({}, keys);

const everything = userWith('production.manage', 'warehouse.manage', 'orders.approve', 'orders.confirm');
const production = userWith('orders.read', 'production.manage', 'warehouse.manage');
const sales = userWith('orders.read', 'orders.write', 'orders.approve');
// orders.confirm lets a dealer (never an organization user) cancel its own approved sub-orders.
const dealerAdmin = makeUser({ type: 'dealer', dealerId: 1 }, [
  'orders.read',
  'orders.write',
  'orders.confirm',
]);
const salesman = userWith('orders.read', 'orders.write');

const row = (status: OrderStatus, heldFromStatus: OrderStatus | null = null) => ({ status, heldFromStatus });

describe('actionsFor (spec §4 as docs/sales-flow.md reads it)', () => {
  it('offers each status its actions to a user who may do everything', () => {
    expect(actionsFor(row('approved'), everything)).toEqual(['hold', 'cancel']);
    expect(actionsFor(row('not_started'), everything)).toEqual(['start-production', 'hold']);
    expect(actionsFor(row('production'), everything)).toEqual(['complete', 'hold']);
    expect(actionsFor(row('completed'), everything)).toEqual(['warehouse', 'hold']);
    expect(actionsFor(row('in_stock'), everything)).toEqual(['deliver']);
    for (const status of ['delayed', 'delivered', 'paid', 'invoiced', 'canceled', 'draft'] as const)
      expect(actionsFor(row(status), everything)).toEqual([]);
  });

  it('offers approve on hold only when the sub-order was held from approved', () => {
    expect(actionsFor(row('hold', 'approved'), everything)).toEqual(['unhold', 'approve']);
    expect(actionsFor(row('hold', 'production'), everything)).toEqual(['unhold']);
    // A hold that remembers no status has nowhere to return to: the contract (and so the server)
    // refuses unhold, so the list no longer offers it.
    expect(actionsFor(row('hold', null), everything)).toEqual([]);
  });

  it('offers only what the permissions allow', () => {
    expect(actionsFor(row('not_started'), production)).toEqual(['start-production', 'hold']);
    expect(actionsFor(row('completed'), production)).toEqual(['warehouse', 'hold']);
    expect(actionsFor(row('approved'), production)).toEqual(['hold']);
    expect(actionsFor(row('hold', 'approved'), production)).toEqual(['unhold']);
    expect(actionsFor(row('not_started'), sales)).toEqual([]);
    expect(actionsFor(row('approved'), sales)).toEqual(['cancel']);
    expect(actionsFor(row('hold', 'approved'), sales)).toEqual(['approve']);
    expect(actionsFor(row('approved'), dealerAdmin)).toEqual(['cancel']);
    expect(actionsFor(row('hold', 'approved'), dealerAdmin)).toEqual([]);
    expect(actionsFor(row('in_stock'), salesman)).toEqual([]);
    expect(actionsFor(row('in_stock'), undefined)).toEqual([]);
    // An organization user needs orders.approve to cancel; orders.confirm is the dealer's key.
    expect(actionsFor(row('approved'), userWith('orders.confirm'))).toEqual([]);
    expect(actionsFor(row('in_stock'), userWith('warehouse.manage'))).toEqual(['deliver']);
  });
});

describe('commonActions', () => {
  it('keeps the actions valid for every selected row', () => {
    expect(commonActions([row('not_started'), row('production')], everything)).toEqual(['hold']);
    expect(commonActions([row('not_started'), row('not_started')], everything)).toEqual([
      'start-production',
      'hold',
    ]);
    expect(commonActions([row('hold', 'approved'), row('hold', 'completed')], everything)).toEqual([
      'unhold',
    ]);
    expect(commonActions([row('in_stock'), row('production')], everything)).toEqual([]);
  });

  it('offers nothing for no rows and respects permissions', () => {
    expect(commonActions([], everything)).toEqual([]);
    expect(commonActions([row('not_started'), row('production')], sales)).toEqual([]);
  });
});

const sub = (id: number, mainId: number) => ({
  id,
  mainOrder: { id: mainId, orderNumber: 'x', status: 'order' as const },
});

describe('groupByMainOrder and planCalls', () => {
  it('groups the selected ids by main order, in the order each is first met', () => {
    expect(groupByMainOrder([sub(11, 1), sub(21, 2), sub(12, 1), sub(31, 3)])).toEqual([
      { mainId: 1, ids: [11, 12] },
      { mainId: 2, ids: [21] },
      { mainId: 3, ids: [31] },
    ]);
    expect(groupByMainOrder([])).toEqual([]);
  });

  it('makes one ids call per main order, and one call per sub-order for unhold, approve and cancel', () => {
    const rows = [sub(11, 1), sub(21, 2), sub(12, 1)];
    expect(planCalls('hold', rows)).toEqual([
      { kind: 'ids', action: 'hold', mainId: 1, ids: [11, 12] },
      { kind: 'ids', action: 'hold', mainId: 2, ids: [21] },
    ]);
    expect(planCalls('unhold', rows)).toEqual([
      { kind: 'one', action: 'unhold', id: 11 },
      { kind: 'one', action: 'unhold', id: 21 },
      { kind: 'one', action: 'unhold', id: 12 },
    ]);
  });
});

describe('runCalls', () => {
  /** The client's `call`, recording each endpoint and its arguments; fails for one main order. */
  const fakeApi = (failOn?: number) => {
    const call = vi.fn(async (_endpoint: unknown, args?: { params?: { id?: number } }) => {
      if (args?.params?.id === failOn) throw new Error('409');
    });
    return { call, client: { call } as unknown as OrderActionsApi };
  };

  it('sends each call with the right endpoint and options', async () => {
    const { call, client } = fakeApi();
    await runCalls(client, [
      ...planCalls('complete', [sub(11, 1), sub(21, 2)]),
      ...planCalls('unhold', [sub(5, 1)]),
      ...planCalls('approve', [sub(6, 1)]),
      ...planCalls('cancel', [sub(7, 1)]),
    ]);
    expect(call.mock.calls).toEqual([
      [endpoints.complete, { params: { id: 1 }, body: { ids: [11] } }],
      [endpoints.complete, { params: { id: 2 }, body: { ids: [21] } }],
      [endpoints.unholdOrder, { params: { id: 5 } }],
      [endpoints.approveOrder, { params: { id: 6 }, query: { isSubOrder: true } }],
      [endpoints.cancelOrder, { params: { id: 7 }, query: { isSubOrder: true } }],
    ]);
  });

  it('stops at the first failure and reports what went through', async () => {
    const { call, client } = fakeApi(2);
    const outcome = await runCalls(client, planCalls('deliver', [sub(11, 1), sub(21, 2), sub(31, 3)]));
    expect(outcome.done).toEqual([{ kind: 'ids', action: 'deliver', mainId: 1, ids: [11] }]);
    expect(outcome.failed?.call).toEqual({ kind: 'ids', action: 'deliver', mainId: 2, ids: [21] });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
