// The order actions of docs/sales-flow.md through the real API client: the whole flow, hold/unhold,
// reject and submit again, cancel cascading, all-or-nothing ids, concurrency, 403 and 404.
import { daysAfter, subOrderActionEndpoints, type OrderStatus } from '@doorline/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnSubOrders } from '../src/domain/orders/actions.js';
import { items, orderEvents, orders, users } from '../src/db/schema.js';
import { createUser, insertOrder } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

let server: TestServer;
let admin: ApiClient;
let sales: ApiClient;
let sales2: ApiClient;
let production: ApiClient;
let productionToken: () => string;
let dealerAdmin: ApiClient;
let dealerSalesman: ApiClient;
let otherDealerAdmin: ApiClient;
let dealerId: number;
let otherDealerId: number;
let adminId: number;
let sequence = 0;

async function client(options: Parameters<typeof createUser>[1], dealer?: number) {
  const user = await createUser(server.db, options);
  if (dealer !== undefined)
    await server.db.update(users).set({ dealerId: dealer }).where(eq(users.id, user.id));
  const signed = await signedIn(server, user.email, user.password);
  return { user, api: signed.api, token: () => signed.tokens.getAccessToken()! };
}

beforeAll(async () => {
  server = await startTestServer();
  const a = await client({});
  admin = a.api;
  adminId = a.user.id;
  sales = (await client({ roleKey: 'sales_manager' })).api;
  sales2 = (await client({ roleKey: 'sales_manager' })).api;
  const p = await client({ roleKey: 'production_manager' });
  production = p.api;
  productionToken = p.token;
  const d = await client({ dealer: true, roleKey: 'dealer_admin' });
  dealerAdmin = d.api;
  dealerId = d.user.dealerId!;
  dealerSalesman = (await client({ dealer: true, roleKey: 'dealer_salesman' }, dealerId)).api;
  const o = await client({ dealer: true, roleKey: 'dealer_admin' });
  otherDealerAdmin = o.api;
  otherDealerId = o.user.dealerId!;
});
afterAll(async () => {
  await server?.close();
});

/** The requested date of every order the tests insert: a month ahead of the clock. */
const REQUESTED = daysAfter(new Date(), 30);

/** A main order in `status` with `itemCount` items, inserted directly. */
async function quote(options: { status?: OrderStatus; itemCount?: number; dealer?: number | null } = {}) {
  const status = options.status ?? 'draft';
  const stage = status === 'approved' ? 'preorder' : status === 'order' ? 'order' : 'quote';
  const orderNumber = `T${process.pid}-${++sequence}`;
  const { id } = await insertOrder(
    server.db,
    {
      orderNumber,
      status,
      stage,
      requestedDate: REQUESTED,
      dealerId: options.dealer === undefined ? dealerId : options.dealer,
      userId: adminId,
    },
    Array.from({ length: options.itemCount ?? 2 }, (_, i) => 100 + i),
  );
  return { id, orderNumber };
}

async function state(id: number) {
  const [row] = await server.db
    .select({ status: orders.status, stage: orders.stage, heldFromStatus: orders.heldFromStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

async function subOrders(mainId: number) {
  return server.db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      position: orders.position,
      itemId: orders.itemId,
      status: orders.status,
      stage: orders.stage,
      dealerId: orders.dealerId,
      userId: orders.userId,
      requestedDate: orders.requestedDate,
    })
    .from(orders)
    .where(eq(orders.mainOrderId, mainId))
    .orderBy(asc(orders.position));
}

async function events(orderId: number, action?: string) {
  return server.db
    .select()
    .from(orderEvents)
    .where(
      action
        ? and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, action))
        : eq(orderEvents.orderId, orderId),
    )
    .orderBy(asc(orderEvents.id));
}

/** A quote taken through submit and approve: its sub-orders exist, approved. */
async function approved(itemCount = 2) {
  const q = await quote({ itemCount });
  await sales.submitOrder({ params: { id: q.id } });
  await sales.approveOrder({ params: { id: q.id } });
  const subs = await subOrders(q.id);
  return { ...q, subs, ids: subs.map((s) => s.id) };
}

/** An approved quote confirmed into an order: its sub-orders not_started. */
async function confirmed(itemCount = 2) {
  const a = await approved(itemCount);
  await sales.confirmOrder({ params: { id: a.id } });
  return a;
}

describe('the whole flow', () => {
  it('draft → submitted → approved (one sub-order per item) → order → production → completed → in stock → delivered', async () => {
    const q = await quote({ itemCount: 3 });
    const [item1, item2, item3] = await server.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.orderId, q.id))
      .orderBy(asc(items.position));

    expect(await dealerSalesman.submitOrder({ params: { id: q.id } })).toEqual({
      message: 'Transaction submit successful!',
      data: { ids: [q.id] },
    });
    expect(await state(q.id)).toEqual({ status: 'submitted', stage: 'quote', heldFromStatus: null });

    expect((await sales.approveOrder({ params: { id: q.id } })).message).toBe(
      'Transaction approve successful!',
    );
    expect(await state(q.id)).toEqual({ status: 'approved', stage: 'preorder', heldFromStatus: null });
    const subs = await subOrders(q.id);
    expect(subs.map((s) => [s.orderNumber, s.position, s.itemId, s.status, s.stage])).toEqual([
      [`${q.orderNumber}-1`, 1, item1!.id, 'approved', 'preorder'],
      [`${q.orderNumber}-2`, 2, item2!.id, 'approved', 'preorder'],
      [`${q.orderNumber}-3`, 3, item3!.id, 'approved', 'preorder'],
    ]);
    for (const s of subs)
      expect([s.dealerId, s.userId, s.requestedDate]).toEqual([dealerId, adminId, REQUESTED]);
    const ids = subs.map((s) => s.id);

    expect((await dealerAdmin.confirmOrder({ params: { id: q.id } })).message).toBe(
      'Transaction confirm successful!',
    );
    expect(await state(q.id)).toEqual({ status: 'order', stage: 'order', heldFromStatus: null });
    for (const id of ids) expect(await state(id)).toMatchObject({ status: 'not_started', stage: 'order' });

    const steps = [
      ['start-production', 'production', 'production'],
      ['complete', 'completed', 'production'],
      ['warehouse', 'in_stock', 'warehouse'],
      ['deliver', 'delivered', 'warehouse'],
    ] as const;
    for (const [action, status, stage] of steps) {
      expect(
        await production.call(subOrderActionEndpoints[action], { params: { id: q.id }, body: { ids } }),
      ).toEqual({
        message: `Transaction ${action} successful!`,
        data: { ids },
      });
      for (const id of ids) expect(await state(id)).toEqual({ status, stage, heldFromStatus: null });
    }

    // One event per change: the main order's four, each sub-order's six.
    expect((await events(q.id)).map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['submit', 'draft', 'submitted'],
      ['approve', 'submitted', 'approved'],
      ['confirm', 'approved', 'order'],
    ]);
    expect((await events(ids[0]!)).map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['approve', null, 'approved'],
      ['confirm', 'approved', 'not_started'],
      ['start-production', 'not_started', 'production'],
      ['complete', 'production', 'completed'],
      ['warehouse', 'completed', 'in_stock'],
      ['deliver', 'in_stock', 'delivered'],
    ]);
    for (const e of await events(q.id)) expect(e.userId).not.toBeNull();
  });

  it('refuses an action in a status that does not allow it, with 409 naming the order and its status', async () => {
    const q = await quote({ itemCount: 1 });
    const error = await failure(sales.approveOrder({ params: { id: q.id } }), 409);
    expect(error.message).toBe(`Cannot approve order ${q.orderNumber}: its status is draft`);
    await failure(sales.confirmOrder({ params: { id: q.id } }), 409);
    await failure(sales.cancelOrder({ params: { id: q.id } }), 409);
    await failure(sales.rejectOrder({ params: { id: q.id } }), 409);
    expect(await state(q.id)).toMatchObject({ status: 'draft' });
    expect(await events(q.id)).toEqual([]);
  });

  it('submit needs at least one item: 409, nothing changes', async () => {
    const q = await quote({ itemCount: 0 });
    const error = await failure(sales.submitOrder({ params: { id: q.id } }), 409);
    expect(error.message).toBe(`Cannot submit order ${q.orderNumber}: add at least one item first`);
    expect(await state(q.id)).toMatchObject({ status: 'draft' });
  });

  it('reject, then submit again and approve', async () => {
    const q = await quote();
    await sales.submitOrder({ params: { id: q.id } });
    expect((await sales.rejectOrder({ params: { id: q.id } })).message).toBe(
      'Transaction reject successful!',
    );
    expect(await state(q.id)).toEqual({ status: 'rejected', stage: 'quote', heldFromStatus: null });
    await dealerSalesman.submitOrder({ params: { id: q.id } });
    expect(await state(q.id)).toMatchObject({ status: 'submitted', stage: 'quote' });
    await sales.approveOrder({ params: { id: q.id } });
    expect(await subOrders(q.id)).toHaveLength(2);
  });
});

describe('hold and unhold', () => {
  it('restore the exact status (and stage) a sub-order was held from', async () => {
    const o = await confirmed(3);
    const [a, b, c] = o.ids as [number, number, number];
    await production.startProduction({ params: { id: o.id }, body: { ids: [b, c] } });
    await production.complete({ params: { id: o.id }, body: { ids: [c] } });

    expect((await production.hold({ params: { id: o.id }, body: { ids: [a, b, c] } })).message).toBe(
      'Transaction hold successful!',
    );
    expect(await state(a)).toEqual({ status: 'hold', stage: 'hold', heldFromStatus: 'not_started' });
    expect(await state(b)).toEqual({ status: 'hold', stage: 'hold', heldFromStatus: 'production' });
    expect(await state(c)).toEqual({ status: 'hold', stage: 'hold', heldFromStatus: 'completed' });

    for (const id of [a, b, c]) {
      const answer = await production.unholdOrder({ params: { id } });
      expect(answer).toEqual({ message: 'Transaction unhold successful!', data: { ids: [id] } });
    }
    expect(await state(a)).toEqual({ status: 'not_started', stage: 'order', heldFromStatus: null });
    expect(await state(b)).toEqual({ status: 'production', stage: 'production', heldFromStatus: null });
    expect(await state(c)).toEqual({ status: 'completed', stage: 'production', heldFromStatus: null });
    expect((await events(b)).map((e) => [e.action, e.fromStatus, e.toStatus]).slice(-2)).toEqual([
      ['hold', 'production', 'hold'],
      ['unhold', 'hold', 'production'],
    ]);

    // A sub-order that is not held cannot be unheld.
    await failure(production.unholdOrder({ params: { id: a } }), 409);
  });

  it('confirm leaves a held sub-order on hold; coming back it joins the order (not_started)', async () => {
    const o = await approved(3);
    const [a, b, c] = o.ids as [number, number, number];
    // While the pre-order is still approved, approve (isSubOrder) returns a held one to approved.
    await production.hold({ params: { id: o.id }, body: { ids: [c] } });
    await failure(sales.approveOrder({ params: { id: c } }), 404); // without isSubOrder: not a main order
    await sales.approveOrder({ params: { id: c }, query: { isSubOrder: true } });
    expect(await state(c)).toEqual({ status: 'approved', stage: 'preorder', heldFromStatus: null });

    await production.hold({ params: { id: o.id }, body: { ids: [a, c] } });
    expect(await state(a)).toEqual({ status: 'hold', stage: 'hold', heldFromStatus: 'approved' });
    await sales.confirmOrder({ params: { id: o.id } });
    expect(await state(a)).toMatchObject({ status: 'hold', heldFromStatus: 'approved' });
    expect(await state(b)).toMatchObject({ status: 'not_started', stage: 'order' });

    // After the confirmation, approved would be a dead end: both ways back join the order.
    expect((await sales.approveOrder({ params: { id: a }, query: { isSubOrder: true } })).message).toBe(
      'Transaction approve successful!',
    );
    expect(await state(a)).toEqual({ status: 'not_started', stage: 'order', heldFromStatus: null });
    await production.unholdOrder({ params: { id: c } });
    expect(await state(c)).toEqual({ status: 'not_started', stage: 'order', heldFromStatus: null });
    // Approve again is refused: it is no longer held.
    await failure(sales.approveOrder({ params: { id: a }, query: { isSubOrder: true } }), 409);
  });

  it('isSubOrder approve refuses a sub-order held from a later status', async () => {
    const o = await confirmed(1);
    await production.hold({ params: { id: o.id }, body: { ids: o.ids } });
    const error = await failure(
      sales.approveOrder({ params: { id: o.ids[0]! }, query: { isSubOrder: true } }),
      409,
    );
    expect(error.message).toBe(`Cannot approve sub-order ${o.orderNumber}-1: its status is hold`);
    expect(await state(o.ids[0]!)).toMatchObject({ status: 'hold', heldFromStatus: 'not_started' });
  });
});

describe('cancel', () => {
  it('of the main order cancels its sub-orders that are not yet canceled, held ones too, with an event each', async () => {
    const o = await approved(3);
    const [a, b, c] = o.ids as [number, number, number];
    await sales.cancelOrder({ params: { id: a }, query: { isSubOrder: true } });
    await production.hold({ params: { id: o.id }, body: { ids: [b] } });
    expect((await dealerAdmin.cancelOrder({ params: { id: o.id } })).message).toBe(
      'Transaction cancel successful!',
    );
    expect(await state(o.id)).toEqual({ status: 'canceled', stage: 'preorder', heldFromStatus: null });
    for (const id of [a, b, c])
      expect(await state(id)).toEqual({ status: 'canceled', stage: 'preorder', heldFromStatus: null });
    expect(await events(a, 'cancel')).toHaveLength(1);
    expect((await events(b, 'cancel')).map((e) => e.fromStatus)).toEqual(['hold']);
    expect((await events(c, 'cancel')).map((e) => e.fromStatus)).toEqual(['approved']);
  });

  it('isSubOrder cancels one approved sub-order; refused once it is confirmed', async () => {
    const o = await approved(2);
    const [a, b] = o.ids as [number, number];
    expect(await sales.cancelOrder({ params: { id: a }, query: { isSubOrder: true } })).toEqual({
      message: 'Transaction cancel successful!',
      data: { ids: [a] },
    });
    expect(await state(a)).toEqual({ status: 'canceled', stage: 'preorder', heldFromStatus: null });
    expect(await state(b)).toMatchObject({ status: 'approved' });
    expect(await state(o.id)).toMatchObject({ status: 'approved' });
    await sales.confirmOrder({ params: { id: o.id } });
    expect(await state(a)).toMatchObject({ status: 'canceled' });
    await failure(sales.cancelOrder({ params: { id: b }, query: { isSubOrder: true } }), 409);
    await failure(sales.cancelOrder({ params: { id: o.id } }), 409);
  });
});

describe('ids actions are all or nothing', () => {
  it('409 naming the ids that cannot move; nothing changes', async () => {
    const o = await confirmed(3);
    const [a, b, c] = o.ids as [number, number, number];
    const other = await confirmed(1);
    await production.startProduction({ params: { id: o.id }, body: { ids: [a] } });

    const before = await Promise.all([a, b, c, other.ids[0]!].map(state));
    const error = await failure(
      production.startProduction({ params: { id: o.id }, body: { ids: [a, b, c, other.ids[0]!, 999_999] } }),
      409,
    );
    expect(error.message).toBe(
      `Cannot start-production sub-orders ${a}, ${other.ids[0]}, 999999: each must be a sub-order of order ${o.orderNumber} in a status that allows start-production`,
    );
    expect(await Promise.all([a, b, c, other.ids[0]!].map(state))).toEqual(before);
    expect(await events(b, 'start-production')).toEqual([]);

    // The main order itself is not one of its sub-orders.
    await failure(production.hold({ params: { id: o.id }, body: { ids: [o.id] } }), 409);
    // Then the good ones alone move.
    await production.startProduction({ params: { id: o.id }, body: { ids: [b, c] } });
    expect(await state(c)).toMatchObject({ status: 'production' });
  });

  it('a main order that does not exist answers 404, a sub-order id as main order 404', async () => {
    const o = await confirmed(1);
    await failure(production.hold({ params: { id: 999_999 }, body: { ids: o.ids } }), 404);
    await failure(production.hold({ params: { id: o.ids[0]! }, body: { ids: o.ids } }), 404);
  });
});

describe('two people at once', () => {
  it('approving the same quote twice: one 200, one 409, one approve event, one set of sub-orders', async () => {
    const q = await quote({ itemCount: 4 });
    await sales.submitOrder({ params: { id: q.id } });
    const answers = await Promise.allSettled([
      sales.approveOrder({ params: { id: q.id } }),
      sales2.approveOrder({ params: { id: q.id } }),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rejected = answers.filter((a) => a.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason.status).toBe(409);
    expect(await events(q.id, 'approve')).toHaveLength(1);
    expect(await subOrders(q.id)).toHaveLength(4);
  });

  it('starting production of the same sub-orders twice: one 200, one 409 naming them', async () => {
    const o = await confirmed(3);
    const answers = await Promise.allSettled([
      production.startProduction({ params: { id: o.id }, body: { ids: o.ids } }),
      admin.startProduction({ params: { id: o.id }, body: { ids: o.ids } }),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rejected = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.status).toBe(409);
    for (const id of o.ids) expect(await events(id, 'start-production')).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('a dealer salesman cannot approve, confirm or cancel (403 naming the permission)', async () => {
    const q = await quote();
    await dealerSalesman.submitOrder({ params: { id: q.id } });
    const error = await failure(dealerSalesman.approveOrder({ params: { id: q.id } }), 403);
    expect(error.message).toBe('You do not have the "orders.approve" permission');
    await sales.approveOrder({ params: { id: q.id } });
    expect((await failure(dealerSalesman.confirmOrder({ params: { id: q.id } }), 403)).message).toBe(
      'You do not have the "orders.confirm" permission',
    );
    await failure(dealerSalesman.cancelOrder({ params: { id: q.id } }), 403);
    expect(await state(q.id)).toMatchObject({ status: 'approved' });
  });

  it('a sales manager cannot start production or deliver; a production manager cannot approve', async () => {
    const o = await confirmed(1);
    expect(
      (await failure(sales.startProduction({ params: { id: o.id }, body: { ids: o.ids } }), 403)).message,
    ).toBe('You do not have the "production.manage" permission');
    expect((await failure(sales.deliver({ params: { id: o.id }, body: { ids: o.ids } }), 403)).message).toBe(
      'You do not have the "warehouse.manage" permission',
    );
    await failure(sales.unholdOrder({ params: { id: o.ids[0]! } }), 403);
    const q = await quote();
    await sales.submitOrder({ params: { id: q.id } });
    await failure(production.approveOrder({ params: { id: q.id } }), 403);
    await failure(production.submitOrder({ params: { id: q.id } }), 403);
    expect(await state(o.ids[0]!)).toMatchObject({ status: 'not_started' });
  });
});

describe('dealer isolation', () => {
  it("a dealer's user gets 404 on another dealer's order and sub-order, before any status check", async () => {
    const mine = await quote();
    const theirs = await quote({ dealer: otherDealerId });
    const noDealer = await quote({ dealer: null });
    await otherDealerAdmin.submitOrder({ params: { id: theirs.id } });
    expect((await failure(dealerAdmin.submitOrder({ params: { id: theirs.id } }), 404)).message).toBe(
      'Order not found',
    );
    await failure(dealerAdmin.submitOrder({ params: { id: noDealer.id } }), 404);
    // A status that does not allow the action still answers 404, not 409.
    await failure(dealerAdmin.confirmOrder({ params: { id: theirs.id } }), 404);
    await dealerAdmin.submitOrder({ params: { id: mine.id } });

    await sales.approveOrder({ params: { id: theirs.id } });
    const [sub] = await subOrders(theirs.id);
    expect(
      (await failure(dealerAdmin.cancelOrder({ params: { id: sub!.id }, query: { isSubOrder: true } }), 404))
        .message,
    ).toBe('Sub-order not found');
    await failure(dealerAdmin.cancelOrder({ params: { id: theirs.id } }), 404);
    expect(await state(theirs.id)).toMatchObject({ status: 'approved' });
    expect(await state(sub!.id)).toMatchObject({ status: 'approved' });
    // Their own dealer admin may.
    await otherDealerAdmin.cancelOrder({ params: { id: sub!.id }, query: { isSubOrder: true } });
    expect(await state(sub!.id)).toMatchObject({ status: 'canceled' });
  });
});

describe('input and kinds', () => {
  it('bad input answers 400 naming the field', async () => {
    const o = await confirmed(1);
    const patch = (path: string, body?: unknown) =>
      fetch(`${server.baseUrl}/orders/${path}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${productionToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}, { ids: [0] }]) {
      const response = await patch(`${o.id}/hold`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.map((e: { path: string }) => e.path.split('.')[0])).toContain(
        'ids',
      );
    }
    const response = await patch(`${o.ids[0]}/unhold?isSubOrder=maybe`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('isSubOrder');
    expect(await state(o.ids[0]!)).toMatchObject({ status: 'not_started' });
  });

  it('unhold of a main order, and submit or confirm of a sub-order, answer 404 or 409 and change nothing', async () => {
    const o = await approved(1);
    await failure(production.unholdOrder({ params: { id: o.id } }), 404);
    await failure(sales.confirmOrder({ params: { id: o.ids[0]! }, query: { isSubOrder: true } }), 409);
    await failure(sales.submitOrder({ params: { id: o.ids[0]! }, query: { isSubOrder: true } }), 409);
    expect(await state(o.ids[0]!)).toMatchObject({ status: 'approved' });
  });
});

describe('the ids actions for a dealer user (the query layer: no dealer role may hold these permissions)', () => {
  it("404 when an id inside ids is another dealer's sub-order, and when the main order is another dealer's", async () => {
    const mine = await confirmed(1);
    const theirs = await quote({ dealer: otherDealerId, itemCount: 1 });
    await sales.submitOrder({ params: { id: theirs.id } });
    await sales.approveOrder({ params: { id: theirs.id } });
    await sales.confirmOrder({ params: { id: theirs.id } });
    const [their] = await subOrders(theirs.id);
    const actor = {
      id: adminId,
      dealerId,
      type: 'dealer' as const,
      scope: { kind: 'dealer' as const, dealerId },
    };
    const run = (mainId: number, ids: number[]) =>
      server.db.transaction((tx) =>
        actOnSubOrders(tx, actor, 'start-production', mainId, ids, { at: new Date(), publicUrl: server.url }),
      );
    await expect(run(mine.id, [...mine.ids, their!.id])).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Sub-order not found',
    });
    await expect(run(theirs.id, [their!.id])).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Order not found',
    });
    expect(await state(mine.ids[0]!)).toMatchObject({ status: 'not_started' });
    expect(await state(their!.id)).toMatchObject({ status: 'not_started' });
    // Its own sub-orders move.
    expect(await run(mine.id, mine.ids)).toEqual(mine.ids);
  });
});

describe('more at once', () => {
  it('three approvals of one quote: one success, two 409', async () => {
    const q = await quote({ itemCount: 2 });
    await sales.submitOrder({ params: { id: q.id } });
    const answers = await Promise.allSettled([
      admin.approveOrder({ params: { id: q.id } }),
      sales.approveOrder({ params: { id: q.id } }),
      sales2.approveOrder({ params: { id: q.id } }),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of answers.filter((x) => x.status === 'rejected'))
      expect((a as PromiseRejectedResult).reason.status).toBe(409);
    expect(await events(q.id, 'approve')).toHaveLength(1);
    expect(await subOrders(q.id)).toHaveLength(2);
  });

  it('confirm and hold at once: both succeed, and the held sub-order remembers where it really was', async () => {
    const o = await approved(2);
    const [a, b] = o.ids as [number, number];
    await Promise.all([
      sales.confirmOrder({ params: { id: o.id } }),
      production.hold({ params: { id: o.id }, body: { ids: [a] } }),
    ]);
    const held = await state(a);
    expect(held.status).toBe('hold');
    expect(['approved', 'not_started']).toContain(held.heldFromStatus);
    const holdEvent = await events(a, 'hold');
    expect(holdEvent.map((e) => e.fromStatus)).toEqual([held.heldFromStatus]);
    expect(await state(b)).toMatchObject({ status: 'not_started' });
  });
});
