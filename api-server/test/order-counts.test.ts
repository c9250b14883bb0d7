// The trigger-kept `order_counts` (migration 0003): after the sales flow's writes it equals a count
// of the orders for every key, and the lists' `pagination.count` equals the real count.
import { daysAfter, type OrderStage, type OrderStatus } from '@doorline/api-client';
import { readFileSync } from 'node:fs';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCounts, orders, users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { signedIn, type ApiClient } from './identity-helpers.js';

let server: TestServer;
let sales: ApiClient;
let production: ApiClient;
let dealerAdmin: ApiClient;
let dealerId: number;
let otherDealerId: number;

async function client(options: Parameters<typeof createUser>[1], dealer?: number) {
  const user = await createUser(server.db, options);
  if (dealer !== undefined)
    await server.db.update(users).set({ dealerId: dealer }).where(eq(users.id, user.id));
  const signed = await signedIn(server, user.email, user.password);
  return { user, api: signed.api };
}

beforeAll(async () => {
  server = await startTestServer();
  sales = (await client({ roleKey: 'sales_manager' })).api;
  production = (await client({ roleKey: 'production_manager' })).api;
  const d = await client({ dealer: true, roleKey: 'dealer_admin' });
  dealerAdmin = d.api;
  dealerId = d.user.dealerId!;
  otherDealerId = (await createUser(server.db, { dealer: true })).dealerId!;
});
afterAll(async () => {
  await server?.close();
});

/** The kept counts (zero rows left out) and the real ones, keyed alike. */
async function both() {
  const kept = await server.db
    .select({
      main: orderCounts.main,
      stage: orderCounts.stage,
      status: orderCounts.status,
      dealerId: orderCounts.dealerId,
      n: orderCounts.n,
    })
    .from(orderCounts);
  const real = await server.db
    .select({
      main: sql<boolean>`${orders.mainOrderId} is null`,
      stage: orders.stage,
      status: orders.status,
      dealerId: sql<number>`coalesce(${orders.dealerId}, 0)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(orders)
    .groupBy(sql`1, 2, 3, 4`);
  const key = (r: { main: boolean; stage: string; status: string; dealerId: number; n: number }) =>
    `${r.main}|${r.stage}|${r.status}|${r.dealerId}=${Number(r.n)}`;
  return {
    kept: kept
      .filter((r) => Number(r.n) !== 0)
      .map(key)
      .sort(),
    real: real.map(key).sort(),
  };
}

async function expectExact() {
  const { kept, real } = await both();
  expect(real.length).toBeGreaterThan(0);
  expect(kept).toEqual(real);
}

async function realCount(main: boolean, f: { stage?: OrderStage; status?: OrderStatus; dealerId?: number }) {
  const conditions: SQL[] = [main ? isNull(orders.mainOrderId) : isNotNull(orders.mainOrderId)];
  if (f.stage) conditions.push(eq(orders.stage, f.stage));
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.dealerId !== undefined) conditions.push(eq(orders.dealerId, f.dealerId));
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...conditions));
  return row!.n;
}

/** A quote with `itemCount` items, created and filled through the API. */
async function quote(itemCount: number, dealer: number | null = dealerId) {
  const created = await sales.createOrder({
    body: {
      requestedDate: daysAfter(new Date(), 30),
      ...(dealer === null ? {} : { dealerId: dealer }),
    },
  });
  const id = created.data.id;
  for (let i = 0; i < itemCount; i++)
    await sales.createItem({ body: { orderId: id, description: `Door ${i + 1}`, price: 100 + i } });
  return id;
}

async function subIds(mainId: number) {
  const rows = await server.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.mainOrderId, mainId))
    .orderBy(orders.position);
  return rows.map((r) => r.id);
}

describe('order_counts', () => {
  it('equals count(*) per key through create, approve, confirm, hold, cancel and delete', async () => {
    const drafts = [await quote(1), await quote(2, otherDealerId), await quote(0, null)];
    await expectExact();

    // Approve creates the sub-orders; confirm turns the pre-order into an order.
    const a = await quote(3);
    await sales.submitOrder({ params: { id: a } });
    await sales.approveOrder({ params: { id: a } });
    await expectExact();
    const [s1, s2, s3] = await subIds(a);
    expect(s3).toBeDefined();
    await sales.cancelOrder({ params: { id: s2! }, query: { isSubOrder: true } });
    await expectExact();
    await sales.confirmOrder({ params: { id: a } });
    await production.startProduction({ params: { id: a }, body: { ids: [s1!] } });
    await production.hold({ params: { id: a }, body: { ids: [s1!, s3!] } });
    await expectExact();
    await production.unholdOrder({ params: { id: s1! } });
    await expectExact();

    // A second order cancelled as a whole (its sub-orders with it).
    const b = await quote(2, otherDealerId);
    await sales.submitOrder({ params: { id: b } });
    await sales.approveOrder({ params: { id: b } });
    await sales.cancelOrder({ params: { id: b } });
    await expectExact();

    // Another dealer assigned (an update of the dealer key), then deletes: the main order's
    // sub-orders go by cascade, a bulk delete takes several keys at once.
    await sales.assignDealer({ params: { id: drafts[2]! }, body: { dealerId: otherDealerId } });
    await expectExact();
    await server.db.delete(orders).where(eq(orders.id, a));
    expect(await subIds(a)).toEqual([]);
    await expectExact();
    await server.db.delete(orders).where(eq(orders.id, drafts[0]!));
    await server.db.update(orders).set({ status: 'submitted' }).where(isNull(orders.mainOrderId));
    await expectExact();
    await server.db.delete(orders);
    const { kept } = await both();
    expect(kept).toEqual([]);
  });

  it("gives the lists' pagination.count, with and without filters, for staff and dealer users", async () => {
    for (let i = 0; i < 4; i++) await quote(1, i % 2 ? otherDealerId : dealerId);
    await quote(0, null);
    for (let i = 0; i < 3; i++) {
      const id = await quote(2, i === 1 ? otherDealerId : dealerId);
      await sales.submitOrder({ params: { id } });
      await sales.approveOrder({ params: { id } });
      if (i > 0) await sales.confirmOrder({ params: { id } });
      if (i === 2) await production.hold({ params: { id }, body: { ids: (await subIds(id)).slice(0, 1) } });
    }
    const filters: Array<{ stage?: OrderStage; status?: OrderStatus; dealerId?: number }> = [
      {},
      { stage: 'quote' },
      { stage: 'quote', status: 'draft' },
      { stage: 'preorder' },
      { stage: 'order', status: 'order' },
      { dealerId },
      { dealerId: otherDealerId, stage: 'quote' },
      { stage: 'order' },
      { stage: 'hold', status: 'hold' },
      { status: 'not_started' },
    ];
    for (const f of filters) {
      // limit 1: a full page, so the count is asked of the database, not read off the page.
      const main = await sales.mainOrders({ query: { ...f, limit: 1 } });
      expect(main.pagination.count, JSON.stringify(f)).toBe(await realCount(true, f));
      const sub = await sales.subOrders({ query: { ...f, limit: 1 } });
      expect(sub.pagination.count, JSON.stringify(f)).toBe(await realCount(false, f));
      // A dealer user sees only their dealer's; another dealer's id matches nothing.
      const own = await dealerAdmin.mainOrders({ query: { ...f, limit: 1 } });
      const expected =
        f.dealerId === undefined || f.dealerId === dealerId ? await realCount(true, { ...f, dealerId }) : 0;
      expect(own.pagination.count, JSON.stringify(f)).toBe(expected);
      const ownSubs = await dealerAdmin.subOrders({ query: { ...f, limit: 1 } });
      const expectedSubs =
        f.dealerId === undefined || f.dealerId === dealerId ? await realCount(false, { ...f, dealerId }) : 0;
      expect(ownSubs.pagination.count, JSON.stringify(f)).toBe(expectedSubs);
    }
    expect((await sales.mainOrders({ query: { limit: 1 } })).pagination.count).toBeGreaterThan(1);
    // A search still counts the matching orders.
    const searched = await sales.mainOrders({ query: { search: 'Q', limit: 1 } });
    const [row] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(isNull(orders.mainOrderId), sql`${orders.orderNumber} ilike '%Q%'`));
    expect(searched.pagination.count).toBe(row!.n);
    await expectExact();
  });

  it("migration 0003's backfill counts the orders of an existing database", async () => {
    const statements = readFileSync(new URL('../drizzle/0003_order_counts.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim());
    const backfill = statements.slice(statements.findIndex((s) => s.includes('LOCK TABLE orders')));
    expect(backfill).toHaveLength(2);
    await server.db.transaction(async (tx) => {
      await tx.delete(orderCounts);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect((await both()).real.length).toBeGreaterThan(3);
    await expectExact();
  });
});
