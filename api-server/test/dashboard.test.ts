// Home (issue 27; docs/dashboard.md): `GET /dashboard`'s numbers are the lists' counts (the same
// filters, `pagination.count`), each part only for whom its rule lets in, in the caller's scope; the
// weekly counter stays exact through every write; overdue is counted against the server's day.
import {
  calendarDay,
  daysAfter,
  NEW_CUSTOMER_DAYS,
  type Dashboard,
  type OrderStage,
  type OrderStatus,
} from '@doorline/api-client';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/demo-data.js';
import { customers, dealers, orders, orderWeekCounts, roles, users } from '../src/db/schema.js';
import { chartWeeks, weekOf } from '../src/domain/dashboard.js';
import { createUser } from './fixtures.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { signedIn, type ApiClient } from './identity-helpers.js';

let server: TestServer;
const clients: Record<string, ApiClient> = {};

const DAY = 24 * 3600 * 1000;
// Noon of today (UTC): the server's day, held still so that a run across midnight counts alike.
const clock = testClock(Math.floor(Date.now() / DAY) * DAY + DAY / 2);
const today = () => calendarDay(clock.now());
const dayFrom = (days: number) => daysAfter(clock.now(), days);

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  for (const [who, email] of [
    ['admin', 'admin@doorline.test'],
    ['sales', 'sales@doorline.test'],
    ['production', 'production@doorline.test'],
    ['dealerAdmin', 'dealer1.admin@doorline.test'],
    ['dealerSales', 'dealer1.sales@doorline.test'],
    ['otherDealer', 'dealer2.admin@doorline.test'],
  ] as const)
    clients[who] = (await signedIn(server, email, DEMO_PASSWORD)).api;
});
afterAll(async () => {
  await server?.close();
});

const home = async (who: string): Promise<Dashboard> => (await clients[who]!.dashboard()).data;

/** The list that counts a kind's records: main orders or sub-orders, with the same filters. */
async function listCount(
  who: string,
  kind: 'main' | 'sub',
  query: { stage?: OrderStage; status?: OrderStatus; overdue?: boolean; dealerId?: number },
) {
  const api = clients[who]!;
  // limit 1: a full page, so the count is asked of the database, not read off the page.
  const answer =
    kind === 'main'
      ? await api.mainOrders({ query: { ...query, limit: 1 } })
      : await api.subOrders({ query: { ...query, limit: 1 } });
  return answer.pagination.count;
}

/** Every number of a Home against the lists that count it: per status, per stage and overdue. */
async function expectTheListsCounts(who: string) {
  const answer = await home(who);
  const counts = answer.counts!;
  expect(counts.length).toBeGreaterThan(0);
  for (const row of counts) {
    const label = `${who}: ${row.kind} ${row.stage} ${row.status}`;
    expect(await listCount(who, row.kind, { stage: row.stage, status: row.status }), label).toBe(row.count);
    expect(
      await listCount(who, row.kind, { stage: row.stage, status: row.status, overdue: true }),
      `${label} overdue`,
    ).toBe(row.overdue);
  }
  const stages = new Set(counts.map((row) => `${row.kind}/${row.stage}`));
  for (const key of stages) {
    const [kind, stage] = key.split('/') as ['main' | 'sub', OrderStage];
    const rows = counts.filter((row) => row.kind === kind && row.stage === stage);
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((n, row) => n + pick(row), 0);
    expect(await listCount(who, kind, { stage }), key).toBe(sum((row) => row.count));
    expect(await listCount(who, kind, { stage, overdue: true }), `${key} overdue`).toBe(
      sum((row) => row.overdue),
    );
  }
  for (const work of answer.waiting) {
    const label = `${who}: waiting for ${work.action}`;
    expect(await listCount(who, work.kind, { stage: work.stage, status: work.status }), label).toBe(
      work.count,
    );
    expect(
      await listCount(who, work.kind, { stage: work.stage, status: work.status, overdue: true }),
      label,
    ).toBe(work.overdue);
  }
  return answer;
}

describe('GET /dashboard', () => {
  it("gives an administrator every part, each number the lists' count with the same filters", async () => {
    const answer = await expectTheListsCounts('admin');
    expect(answer.today).toBe(today());
    expect(answer.waiting.map((w) => w.action)).toEqual([
      'approve',
      'confirm',
      'start-production',
      'complete',
      'warehouse',
      'deliver',
    ]);
    expect(answer.waiting.map((w) => w.status)).toEqual([
      'submitted',
      'approved',
      'not_started',
      'production',
      'completed',
      'in_stock',
    ]);
    // The demo's orders count their requested date from their creation: some are overdue.
    expect(answer.counts!.some((row) => row.overdue > 0)).toBe(true);
    expect(answer.weeks).toHaveLength(12);
    expect(answer.weeks!.at(-1)!.week).toBe(chartWeeks(clock.now()).at(-1));
    expect(answer.due!.length).toBeGreaterThan(0);
    expect(answer.activity!.length).toBeGreaterThan(0);
    expect(new Set(answer.activity!.map((a) => a.kind))).toContain('order');
    expect(answer.notifications).toBeNull();
    expect(answer.dealer).toBeNull();
  });

  it('gives a dealer user their dealer only: counts, due, notifications and the discount', async () => {
    const answer = await expectTheListsCounts('dealerAdmin');
    const [dealer1] = await server.db
      .select({ id: dealers.id, name: dealers.name, discount: dealers.discount })
      .from(dealers)
      .innerJoin(users, eq(users.dealerId, dealers.id))
      .where(eq(users.email, 'dealer1.admin@doorline.test'));
    expect(answer.dealer).toEqual({ id: dealer1!.id, name: dealer1!.name, discount: dealer1!.discount });
    expect(answer.due!.every((row) => row.dealer?.id === dealer1!.id)).toBe(true);
    expect(answer.activity).toBeNull();
    expect(Array.isArray(answer.notifications)).toBe(true);
    // The counts are the dealer's, not everyone's.
    const admin = await home('admin');
    const total = (d: Dashboard) => d.counts!.reduce((n, row) => n + row.count, 0);
    expect(total(answer)).toBeLessThan(total(admin));
    const own = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.dealerId, dealer1!.id));
    expect(total(answer)).toBe(own[0]!.n);
    // Another dealer's Home holds none of this dealer's rows.
    const other = await home('otherDealer');
    expect(other.dealer!.id).not.toBe(dealer1!.id);
    expect(other.due!.some((row) => row.dealer?.id === dealer1!.id)).toBe(false);
  });

  it('waits for each user with what their permissions let them do', async () => {
    // A sales manager approves quotes and confirms pre-orders; reads users and dealers, not roles.
    const sales = await home('sales');
    expect(sales.waiting.map((w) => w.action)).toEqual(['approve', 'confirm']);
    // A production manager works the production and warehouse queues.
    const production = await expectTheListsCounts('production');
    expect(production.waiting.map((w) => w.action)).toEqual([
      'start-production',
      'complete',
      'warehouse',
      'deliver',
    ]);
    expect(production.activity!.every((a) => a.kind === 'order')).toBe(true);
    // A dealer admin confirms the own dealer's pre-orders; a dealer salesman has nothing waiting.
    expect((await home('dealerAdmin')).waiting.map((w) => w.action)).toEqual(['confirm']);
    const salesman = await expectTheListsCounts('dealerSales');
    expect(salesman.waiting).toEqual([]);
    expect(salesman.dealer).not.toBeNull();
  });

  it("shows the administration changes a user may read, and no part without the part's permission", async () => {
    // The sales manager may read users and dealers (their audit rows), never roles.
    const invite = await clients.admin!.inviteUser({
      body: {
        type: 'organization',
        name: 'Home Invitee',
        email: `home-invitee-${process.pid}@example.test`,
        phone: '+380501234599',
        roleId: (
          await server.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'sales_manager'))
        )[0]!.id,
      },
    });
    expect(invite.data.id).toBeGreaterThan(0);
    const admin = await home('admin');
    expect(admin.activity![0]).toMatchObject({
      kind: 'user',
      action: 'user.invited',
      subject: { id: invite.data.id, name: 'Home Invitee' },
    });
    const sales = await home('sales');
    expect(sales.activity!.some((a) => a.kind === 'user')).toBe(true);
    expect(sales.activity!.some((a) => a.kind === 'role')).toBe(false);
    const production = await home('production');
    expect(production.activity!.some((a) => a.kind === 'user')).toBe(false);

    // A role without permissions: a Home with no part at all, for both account types.
    for (const type of ['organization', 'dealer'] as const) {
      const [role] = await server.db
        .insert(roles)
        .values({ key: `custom_${type}_home_none`, name: `Home none ${type}`, type })
        .returning({ key: roles.key });
      const user = await createUser(server.db, { roleKey: role!.key, dealer: type === 'dealer' });
      const { api } = await signedIn(server, user.email, user.password);
      const empty = (await api.dashboard()).data;
      expect(empty).toMatchObject({
        counts: null,
        waiting: [],
        weeks: null,
        due: null,
        activity: null,
        customers: null,
        dealer: null,
      });
      // Every user's own notifications are theirs; a dealer user's Home lists them.
      expect(empty.notifications).toEqual(type === 'dealer' ? [] : null);
    }
  });
});

describe('the customers (issue 42)', () => {
  /** The dealer of a demo user. */
  const dealerOf = async (email: string) =>
    (await server.db.select({ id: users.dealerId }).from(users).where(eq(users.email, email)))[0]!.id!;
  /** The customers of a scope in the database: every one, and those created in the last 30 days. */
  async function stored(dealerId: number | null) {
    const since = new Date(clock.now().getTime() - NEW_CUSTOMER_DAYS * DAY);
    const scope = dealerId === null ? undefined : eq(customers.dealerId, dealerId);
    const count = async (where: ReturnType<typeof and>) =>
      (
        await server.db
          .select({ n: sql<number>`count(*)::int` })
          .from(customers)
          .where(where)
      )[0]!.n;
    return { total: await count(scope), recent: await count(and(scope, gte(customers.createdAt, since))) };
  }
  const directoryCount = async (who: string) =>
    (await clients[who]!.customers({ query: { limit: 1 } })).pagination.count;

  it("counts the customers in the caller's scope, the directory's count, and the new ones of the last 30 days", async () => {
    const dealer1 = await dealerOf('dealer1.admin@doorline.test');
    const admin = await home('admin');
    expect(admin.customers).toEqual(await stored(null));
    expect(admin.customers!.total).toBe(await directoryCount('admin'));
    expect(admin.customers!.total).toBeGreaterThan(0);
    for (const who of ['dealerAdmin', 'dealerSales'] as const) {
      const answer = await home(who);
      expect(answer.customers, who).toEqual(await stored(dealer1));
      expect(answer.customers!.total, who).toBe(await directoryCount(who));
      expect(answer.customers!.total, who).toBeLessThan(admin.customers!.total);
    }
    expect((await home('sales')).customers).toEqual(admin.customers);
  });

  it("never counts another dealer's customers for a dealer user; a new one counts as new for 30 days", async () => {
    const [dealer1, dealer2] = [
      await dealerOf('dealer1.admin@doorline.test'),
      await dealerOf('dealer2.admin@doorline.test'),
    ];
    const before = {
      admin: (await home('admin')).customers!,
      dealer1: (await home('dealerAdmin')).customers!,
      dealer2: (await home('otherDealer')).customers!,
    };
    // Dealer 2 gets a customer today and one created 31 days ago; the organization one of its own.
    const created = await clients.otherDealer!.createCustomer({
      body: { name: `Home customer ${process.pid}` },
    });
    expect(created.data.dealer?.id).toBe(dealer2);
    const old = new Date(clock.now().getTime() - (NEW_CUSTOMER_DAYS + 1) * DAY);
    await server.db.insert(customers).values([
      { name: `Home old customer ${process.pid}`, dealerId: dealer2, createdAt: old },
      { name: `Home own customer ${process.pid}`, dealerId: null },
    ]);
    expect((await home('otherDealer')).customers).toEqual({
      total: before.dealer2.total + 2,
      recent: before.dealer2.recent + 1,
    });
    expect((await home('dealerAdmin')).customers).toEqual(before.dealer1);
    expect((await home('dealerSales')).customers).toEqual(before.dealer1);
    expect((await home('admin')).customers).toEqual({
      total: before.admin.total + 3,
      recent: before.admin.recent + 2,
    });
    // New: created within the last 30 days of the server's clock, to the minute.
    const edge = clock.now().getTime() - NEW_CUSTOMER_DAYS * DAY;
    await server.db.insert(customers).values([
      { name: `Home edge new ${process.pid}`, dealerId: dealer2, createdAt: new Date(edge + 60_000) },
      { name: `Home edge old ${process.pid}`, dealerId: dealer2, createdAt: new Date(edge - 60_000) },
    ]);
    expect((await home('otherDealer')).customers).toEqual({
      total: before.dealer2.total + 4,
      recent: before.dealer2.recent + 2,
    });
    expect((await home('otherDealer')).customers).toEqual(await stored(dealer2));
    expect(dealer1).not.toBe(dealer2);
  });

  it('has no customers part for a user without customers.read', async () => {
    expect((await home('production')).customers).toBeNull();
  });
});

describe('the weekly chart and overdue', () => {
  it('counts main orders per week of creation and stage now, exactly through every write', async () => {
    const { dealerId, email, password } = await createUser(server.db, {
      dealer: true,
      roleKey: 'dealer_admin',
    });
    const { api } = await signedIn(server, email, password);
    const weeks = chartWeeks(clock.now());
    const monday = weekOf(clock.now()).getTime();
    const insert = (
      createdAt: number,
      stage: OrderStage,
      status: OrderStatus,
      requestedDate: string | null,
    ) =>
      server.db
        .insert(orders)
        .values({
          orderNumber: `W${process.pid}-${createdAt}-${stage}`,
          stage,
          status,
          dealerId,
          requestedDate,
          createdAt: new Date(createdAt),
        })
        .returning({ id: orders.id })
        .then((rows) => rows[0]!.id);
    // This week's first second, last week's last, the chart's first week, the week before it.
    const a = await insert(monday, 'quote', 'draft', dayFrom(30));
    await insert(monday - 1000, 'quote', 'submitted', dayFrom(30));
    await insert(monday - 1000, 'preorder', 'approved', dayFrom(-1));
    await insert(monday - 11 * 7 * DAY, 'order', 'order', null);
    await insert(monday - 11 * 7 * DAY - 1000, 'quote', 'draft', dayFrom(-3));
    let chart = (await api.dashboard()).data.weeks!;
    expect(chart.map((w) => w.week)).toEqual(weeks);
    expect(chart.at(-1)).toEqual({ week: weeks.at(-1), quote: 1, preorder: 0, order: 0 });
    expect(chart.at(-2)).toEqual({ week: weeks.at(-2), quote: 1, preorder: 1, order: 0 });
    expect(chart[0]).toEqual({ week: weeks[0], quote: 0, preorder: 0, order: 1 });
    expect(chart.slice(1, -2).every((w) => w.quote + w.preorder + w.order === 0)).toBe(true);

    // A stage change moves the record within its week of creation; a delete takes it away.
    await server.db.update(orders).set({ stage: 'preorder', status: 'approved' }).where(eq(orders.id, a));
    chart = (await api.dashboard()).data.weeks!;
    expect(chart.at(-1)).toEqual({ week: weeks.at(-1), quote: 0, preorder: 1, order: 0 });
    await server.db.delete(orders).where(eq(orders.id, a));
    expect((await api.dashboard()).data.weeks!.at(-1)).toEqual({
      week: weeks.at(-1),
      quote: 0,
      preorder: 0,
      order: 0,
    });

    // The counter equals a count of the main orders per week, stage and dealer, for every key.
    const kept = await server.db
      .select({
        week: orderWeekCounts.week,
        stage: orderWeekCounts.stage,
        dealerId: orderWeekCounts.dealerId,
        n: orderWeekCounts.n,
      })
      .from(orderWeekCounts);
    const real = await server.db
      .select({
        week: sql<string>`(date_trunc('week', ${orders.createdAt} at time zone 'UTC'))::date::text`,
        stage: orders.stage,
        dealerId: sql<number>`coalesce(${orders.dealerId}, 0)::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(isNull(orders.mainOrderId))
      .groupBy(sql`1, 2, 3`);
    const key = (r: { week: string; stage: string; dealerId: number; n: number }) =>
      `${String(r.week).slice(0, 10)}|${r.stage}|${r.dealerId}=${Number(r.n)}`;
    expect(
      kept
        .filter((r) => Number(r.n) !== 0)
        .map(key)
        .sort(),
    ).toEqual(real.map(key).sort());
  });

  it("counts as overdue the undelivered records whose requested date is before the server's day", async () => {
    const { dealerId, email, password } = await createUser(server.db, {
      dealer: true,
      roleKey: 'dealer_admin',
    });
    const { api } = await signedIn(server, email, password);
    let n = 0;
    const insert = async (
      stage: OrderStage,
      status: OrderStatus,
      requestedDate: string | null,
      mainOrderId: number | null = null,
    ) =>
      (
        await server.db
          .insert(orders)
          .values({
            orderNumber: `D${process.pid}-${++n}`,
            stage,
            status,
            dealerId,
            requestedDate,
            mainOrderId,
            position: mainOrderId === null ? null : n,
            heldFromStatus: status === 'hold' ? 'production' : null,
          })
          .returning({ id: orders.id })
      )[0]!.id;
    // Quotes: yesterday (overdue), today and tomorrow (not yet), none (never).
    await insert('quote', 'draft', dayFrom(-1));
    await insert('quote', 'submitted', today());
    await insert('quote', 'rejected', dayFrom(1));
    await insert('quote', 'draft', null);
    // An order: the main order is not counted past its confirmation, its sub-orders are until delivered.
    const order = await insert('order', 'order', dayFrom(-10));
    for (const [stage, status] of [
      ['order', 'not_started'],
      ['production', 'production'],
      ['production', 'delayed'],
      ['warehouse', 'in_stock'],
      ['warehouse', 'delivered'],
      ['warehouse', 'paid'],
      ['hold', 'hold'],
      ['preorder', 'canceled'],
    ] as const)
      await insert(stage, status, dayFrom(-10), order);

    const answer = (await api.dashboard()).data;
    const overdue = (kind: 'main' | 'sub', status: OrderStatus) =>
      answer.counts!.find((row) => row.kind === kind && row.status === status)?.overdue;
    expect(overdue('main', 'draft')).toBe(1);
    expect(overdue('main', 'submitted')).toBe(0);
    expect(overdue('main', 'rejected')).toBe(0);
    expect(overdue('main', 'order')).toBe(0);
    for (const status of ['not_started', 'production', 'delayed', 'in_stock', 'hold'] as const)
      expect(overdue('sub', status), status).toBe(1);
    for (const status of ['delivered', 'paid', 'canceled'] as const)
      expect(overdue('sub', status), status).toBe(0);
    // The lists agree, with and without a page's worth of rows.
    expect((await api.mainOrders({ query: { overdue: true } })).pagination.count).toBe(1);
    expect((await api.subOrders({ query: { overdue: true, limit: 1 } })).pagination.count).toBe(5);
    expect(
      (await api.subOrders({ query: { overdue: true, limit: 100 } })).data.map((r) => r.status).sort(),
    ).toEqual(['delayed', 'hold', 'in_stock', 'not_started', 'production']);
    expect(
      (await api.subOrders({ query: { overdue: true, stage: 'production', limit: 1 } })).pagination.count,
    ).toBe(2);
    // A search narrows the overdue as it narrows any list.
    expect(
      (await api.mainOrders({ query: { overdue: true, search: `D${process.pid}-1` } })).pagination.count,
    ).toBe(1);
    // Due soonest: the undelivered sub-orders on their way, earliest first.
    expect(answer.due!.map((row) => row.status)).toEqual([
      'not_started',
      'production',
      'delayed',
      'in_stock',
    ]);
    expect(answer.due!.every((row) => row.mainOrderId === order && row.requestedDate === dayFrom(-10))).toBe(
      true,
    );
    // `overdue=false` is no filter.
    expect((await api.mainOrders({ query: { overdue: false, limit: 1 } })).pagination.count).toBe(5);
    await server.db.delete(orders).where(and(eq(orders.dealerId, dealerId!)));
  });
});
