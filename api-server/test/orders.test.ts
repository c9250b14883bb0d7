// The sales flow's records (issue 5) through the real API client: lists, details, quote create and
// edit, dealer assignment, items, comments and dealer lookups, with dealer isolation on each (the
// record's files: record-files.test.ts, on each file store).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { daysAfter, type ApiClient } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import {
  dealers,
  items,
  orderEvents,
  orders,
  roles,
  users,
  type OrderStage,
  type OrderStatus,
} from '../src/db/schema.js';
import { insertOrder } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInPeople, type Person } from './identity-helpers.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'doorline-orders-'));

let server: TestServer;
let db: Db;
const ids = { dealerA: 0, dealerB: 0, dealerOff: 0 };
let people: Record<string, Person>;

const api = (name: string) => people[name]!.api;

/** Inserts a main order (and its items and sub-orders) as of `minutesAgo`. */
async function seedOrder(o: {
  number: string;
  dealerId: number | null;
  userId?: number | null;
  stage?: OrderStage;
  status?: OrderStatus;
  minutesAgo: number;
  prices?: number[];
  subStatuses?: OrderStatus[];
}) {
  const at = new Date(Date.now() - o.minutesAgo * 60_000);
  const main = await insertOrder(
    db,
    {
      orderNumber: o.number,
      dealerId: o.dealerId,
      userId: o.userId ?? null,
      stage: o.stage ?? 'quote',
      status: o.status ?? 'draft',
      createdAt: at,
      updatedAt: at,
    },
    o.prices,
  );
  const subIds: number[] = [];
  for (const [i, status] of (o.subStatuses ?? []).entries()) {
    const [sub] = await db
      .insert(orders)
      .values({
        orderNumber: `${o.number}-${i + 1}`,
        mainOrderId: main.id,
        position: i + 1,
        itemId: main.itemIds[i] ?? null,
        dealerId: o.dealerId,
        userId: o.userId ?? null,
        stage: status === 'approved' || status === 'canceled' ? 'preorder' : 'production',
        status,
        createdAt: new Date(at.getTime() + (i + 1) * 1000),
        updatedAt: at,
      })
      .returning({ id: orders.id });
    subIds.push(sub!.id);
  }
  return { id: main.id, subIds };
}

const day = (offset: number) => daysAfter(new Date(), offset);

/** Runs `check` while `person` has a new organization role without permissions, then gives `ownRole` back. */
async function withEmptyRole(
  person: string,
  role: { key: string; name: string },
  ownRole: string,
  check: () => Promise<void>,
) {
  const userId = people[person]!.id;
  const [empty] = await db
    .insert(roles)
    .values({ ...role, type: 'organization' })
    .returning();
  await db.update(users).set({ roleId: empty!.id }).where(eq(users.id, userId));
  try {
    await check();
  } finally {
    const [own] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, ownRole));
    await db.update(users).set({ roleId: own!.id }).where(eq(users.id, userId));
  }
}

let orderA1: { id: number; subIds: number[] };

beforeAll(async () => {
  server = await startTestServer({ config: { dataDir } });
  db = server.db;
  const [a, b, off] = await db
    .insert(dealers)
    .values([
      { name: 'Alpha Doors', discount: 12.5 },
      { name: 'Beta Doors', discount: 0 },
      { name: 'Alpine Closed', status: 'inactive' },
    ])
    .returning({ id: dealers.id });
  ids.dealerA = a!.id;
  ids.dealerB = b!.id;
  ids.dealerOff = off!.id;
  people = await signedInPeople(server, {
    admin: ['administrator', null],
    sales: ['sales_manager', null],
    production: ['production_manager', null],
    aAdmin: ['dealer_admin', ids.dealerA],
    aSales: ['dealer_salesman', ids.dealerA],
    bAdmin: ['dealer_admin', ids.dealerB],
  });
  // Dealer A: 7 main orders, dealer B: 5; numbers 900001.. (older first).
  orderA1 = await seedOrder({
    number: '900001',
    dealerId: ids.dealerA,
    userId: people.aSales!.id,
    stage: 'preorder',
    status: 'approved',
    minutesAgo: 100,
    prices: [100.1, 19.95],
    subStatuses: ['approved', 'canceled'],
  });
  await seedOrder({
    number: '900002',
    dealerId: ids.dealerB,
    userId: people.bAdmin!.id,
    stage: 'order',
    status: 'order',
    minutesAgo: 99,
    prices: [50],
    subStatuses: ['production'],
  });
  for (let i = 3; i <= 12; i++) {
    const dealerA = i <= 7;
    await seedOrder({
      number: `9000${String(i).padStart(2, '0')}`,
      dealerId: dealerA ? ids.dealerA : ids.dealerB,
      stage: 'quote',
      status: i % 2 === 0 ? 'submitted' : 'draft',
      minutesAgo: 100 - i,
      prices: i === 12 ? [1, 2, 3] : [],
    });
  }
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /orders/main-orders', () => {
  it('lists main orders newest first, 5 per page by default, with the total count', async () => {
    const page1 = await api('admin').mainOrders({ query: {} });
    expect(page1.pagination).toEqual({ page: 1, limit: 5, count: 12 });
    expect(page1.data.map((r) => r.orderNumber)).toEqual(['900012', '900011', '900010', '900009', '900008']);
    const page3 = await api('admin').mainOrders({ query: { page: 3 } });
    expect(page3.data.map((r) => r.orderNumber)).toEqual(['900002', '900001']);
    const past = await api('admin').mainOrders({ query: { page: 9, limit: 10 } });
    expect(past.data).toEqual([]);
    expect(past.pagination.count).toBe(12);
  });

  it('carries items count, dealer, salesman and the sub-orders of each row', async () => {
    const list = await api('admin').mainOrders({ query: { search: '900001' } });
    expect(list.data).toHaveLength(1);
    const row = list.data[0]!;
    expect(row).toMatchObject({
      id: orderA1.id,
      stage: 'preorder',
      status: 'approved',
      itemsCount: 2,
      dealer: { id: ids.dealerA, name: 'Alpha Doors' },
      user: { id: people.aSales!.id, name: 'Person aSales', type: 'dealer' },
    });
    expect(row.subOrders.map((s) => [s.id, s.orderNumber, s.status])).toEqual([
      [orderA1.subIds[0], '900001-1', 'approved'],
      [orderA1.subIds[1], '900001-2', 'canceled'],
    ]);
    const twelve = await api('admin').mainOrders({ query: { search: '900012' } });
    expect(twelve.data[0]).toMatchObject({ itemsCount: 3, subOrders: [], user: null });
  });

  it('filters by stage, status, dealer and number search (any part, % taken literally)', async () => {
    const quotes = await api('admin').mainOrders({ query: { stage: 'quote', limit: 100 } });
    expect(quotes.pagination.count).toBe(10);
    expect(quotes.data.every((r) => r.stage === 'quote')).toBe(true);
    const submitted = await api('admin').mainOrders({
      query: {
        stage: 'quote',
        status: 'submitted',
        limit: 100,
      },
    });
    expect(submitted.data.map((r) => r.orderNumber).sort()).toEqual([
      '900004',
      '900006',
      '900008',
      '900010',
      '900012',
    ]);
    const ofB = await api('admin').mainOrders({ query: { dealerId: ids.dealerB, limit: 100 } });
    expect(ofB.pagination.count).toBe(6);
    expect(ofB.data.every((r) => r.dealer?.id === ids.dealerB)).toBe(true);
    const search = await api('admin').mainOrders({ query: { search: '0001', limit: 100 } });
    expect(search.data.map((r) => r.orderNumber).sort()).toEqual(['900001', '900010', '900011', '900012']);
    expect((await api('admin').mainOrders({ query: { search: '%' } })).pagination.count).toBe(0);
    expect((await api('admin').mainOrders({ query: { search: '9000_1' } })).pagination.count).toBe(0);
  });

  it('searches inside the stage, status, dealer and scope, whether the term can use the trigram index or not', async () => {
    const all = (await api('admin').mainOrders({ query: { limit: 100 } })).data;
    const numbers = (rows: { orderNumber: string }[]) => rows.map((r) => r.orderNumber);
    // '9000' and '0001' start from the trigram index's candidates; '00' and '1' are too short for it.
    for (const term of ['9000', '0001', '00', '1']) {
      const matching = all.filter((r) => r.orderNumber.includes(term));
      const submitted = matching.filter((r) => r.stage === 'quote' && r.status === 'submitted');
      const ofB = matching.filter((r) => r.dealer?.id === ids.dealerB);
      const quotesOfA = matching.filter((r) => r.stage === 'quote' && r.dealer?.id === ids.dealerA);
      expect(matching.length).toBeGreaterThan(0);
      const query = { search: term, limit: 100 };
      const bySearch = await api('admin').mainOrders({
        query: { ...query, stage: 'quote', status: 'submitted' },
      });
      expect(numbers(bySearch.data)).toEqual(numbers(submitted));
      const full = await api('admin').mainOrders({ query: { ...query, dealerId: ids.dealerB, limit: 1 } });
      expect(full.pagination.count).toBe(ofB.length);
      expect(ofB.length).toBeGreaterThan(1);
      expect(numbers(full.data)).toEqual(numbers(ofB).slice(0, 1));
      const own = await api('aAdmin').mainOrders({ query: { ...query, stage: 'quote' } });
      expect(numbers(own.data)).toEqual(numbers(quotesOfA));
      const past = await api('aAdmin').mainOrders({ query: { ...query, stage: 'quote', page: 9, limit: 1 } });
      expect(past).toEqual({ data: [], pagination: { page: 9, limit: 1, count: quotesOfA.length } });
    }
  });

  it('answers 400 naming the field for a bad limit, page or stage', async () => {
    for (const query of [{ limit: 0 }, { limit: 101 }, { page: 0 }]) {
      const error = await failure(api('admin').mainOrders({ query }));
      expect(error.status).toBe(400);
      expect(error.error[0]!.path).toBe(Object.keys(query)[0]);
    }
  });

  it('shows a dealer user only their dealer’s orders; another dealerId gives an empty list', async () => {
    const own = await api('aAdmin').mainOrders({ query: { limit: 100 } });
    expect(own.pagination.count).toBe(6);
    expect(own.data.every((r) => r.dealer?.id === ids.dealerA)).toBe(true);
    const other = await api('aAdmin').mainOrders({ query: { dealerId: ids.dealerB } });
    expect(other).toEqual({ data: [], pagination: { page: 1, limit: 5, count: 0 } });
    const search = await api('bAdmin').mainOrders({ query: { search: '900001' } });
    expect(search.pagination.count).toBe(0);
  });

  it('answers each request with its own values from the statement its list shape reuses', async () => {
    // One shape (a dealer user's plain list), two dealers one after the other: each sees its own.
    const ofA = await api('aAdmin').mainOrders({ query: { limit: 100 } });
    const ofB = await api('bAdmin').mainOrders({ query: { limit: 100 } });
    expect(ofA.data.every((r) => r.dealer?.id === ids.dealerA)).toBe(true);
    expect(ofB.data.every((r) => r.dealer?.id === ids.dealerB)).toBe(true);
    expect([ofA.pagination.count, ofB.pagination.count]).toEqual([6, 6]);
    expect(ofA.data.map((r) => r.id)).not.toEqual(ofB.data.map((r) => r.id));
    // One shape (a search), two terms; and a page past the end, counted on its own, per dealer.
    for (const term of ['900002', '900003'])
      expect(
        (await api('admin').mainOrders({ query: { search: term } })).data.map((r) => r.orderNumber),
      ).toEqual([term]);
    expect((await api('aAdmin').mainOrders({ query: { page: 9, limit: 2 } })).pagination.count).toBe(6);
    expect(
      (await api('aAdmin').mainOrders({ query: { page: 9, limit: 2, search: '90000' } })).pagination.count,
    ).toBe(6);
    const past = await api('bAdmin').mainOrders({ query: { page: 9, limit: 2, search: '90000' } });
    expect(past).toEqual({ data: [], pagination: { page: 9, limit: 2, count: 3 } });
  });

  it('needs orders.read', async () => {
    await withEmptyRole('admin', { key: 'no_orders', name: 'Nothing' }, 'administrator', async () => {
      expect((await failure(api('admin').mainOrders({ query: {} }))).status).toBe(403);
      expect((await failure(api('admin').subOrders({ query: {} }))).status).toBe(403);
      expect((await failure(api('admin').orderDetails({ params: { id: orderA1.id } }))).status).toBe(403);
    });
  });
});

describe('GET /orders/sub-orders', () => {
  it('lists sub-orders with their main order, item, dealer and salesman, filtered and counted', async () => {
    const all = await api('production').subOrders({ query: { limit: 100 } });
    expect(all.pagination.count).toBe(3);
    expect(all.data.map((r) => r.orderNumber)).toEqual(['900002-1', '900001-2', '900001-1']);
    expect(all.data[2]).toMatchObject({
      id: orderA1.subIds[0],
      stage: 'preorder',
      status: 'approved',
      mainOrder: { id: orderA1.id, orderNumber: '900001', status: 'approved' },
      item: { description: 'Door 1', price: 100.1 },
      dealer: { id: ids.dealerA, name: 'Alpha Doors' },
      user: { id: people.aSales!.id, type: 'dealer' },
    });
    const production = await api('production').subOrders({ query: { stage: 'production' } });
    expect(production.data.map((r) => r.orderNumber)).toEqual(['900002-1']);
    const canceled = await api('production').subOrders({ query: { status: 'canceled', search: '-2' } });
    expect(canceled.data.map((r) => r.orderNumber)).toEqual(['900001-2']);
    const page2 = await api('production').subOrders({ query: { page: 2, limit: 2 } });
    expect(page2.data.map((r) => r.orderNumber)).toEqual(['900001-1']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, count: 3 });
  });

  it('shows a dealer user only their dealer’s sub-orders', async () => {
    const own = await api('bAdmin').subOrders({ query: {} });
    expect(own.data.map((r) => r.orderNumber)).toEqual(['900002-1']);
    expect((await api('bAdmin').subOrders({ query: { dealerId: ids.dealerA } })).pagination.count).toBe(0);
  });
});

describe('GET /orders/main/:id', () => {
  it('answers the record with items, sub-orders, totals after the dealer discount and the history', async () => {
    await db.insert(orderEvents).values([
      {
        orderId: orderA1.id,
        action: 'create',
        fromStatus: null,
        toStatus: 'draft',
        userId: people.aSales!.id,
        createdAt: new Date(Date.now() - 90 * 60_000),
      },
      {
        orderId: orderA1.subIds[1]!,
        action: 'cancel',
        fromStatus: 'approved',
        toStatus: 'canceled',
        userId: people.aAdmin!.id,
        createdAt: new Date(Date.now() - 10 * 60_000),
      },
    ]);
    const { data } = await api('sales').orderDetails({ params: { id: orderA1.id } });
    expect(data).toMatchObject({
      id: orderA1.id,
      orderNumber: '900001',
      dealer: { id: ids.dealerA, name: 'Alpha Doors', discount: 12.5 },
      user: { id: people.aSales!.id, type: 'dealer' },
      customer: { contact: null },
      itemsCount: 2,
    });
    expect(data.items.map((i) => [i.description, i.price])).toEqual([
      ['Door 1', 100.1],
      ['Door 2', 19.95],
    ]);
    expect(data.subOrders.map((s) => s.orderNumber)).toEqual(['900001-1', '900001-2']);
    // 120.05 × 12.5 % = 15.00625, rounded to 15.01.
    expect(data.totals).toEqual({
      subtotal: 120.05,
      discountPercent: 12.5,
      discount: 15.01,
      total: 105.04,
      // The dealer's net (issue 43): each free line less 12.5 % to the cent, 87.59 + 17.46.
      net: 105.05,
      // The fixture's order stores no percent (an order approved before issue 11): the dealer's own.
      discountFixed: false,
    });
    expect(data.events.map((e) => [e.action, e.orderNumber, e.user?.name])).toEqual([
      ['cancel', '900001-2', 'Person aAdmin'],
      ['create', '900001', 'Person aSales'],
    ]);
  });

  it('answers 404 for a sub-order, a missing id and another dealer’s record', async () => {
    expect((await failure(api('admin').orderDetails({ params: { id: orderA1.subIds[0]! } }))).status).toBe(
      404,
    );
    expect((await failure(api('admin').orderDetails({ params: { id: 2_000_000_000 } }))).status).toBe(404);
    const hidden = await failure(api('bAdmin').orderDetails({ params: { id: orderA1.id } }));
    expect(hidden.status).toBe(404);
    expect(hidden.message).toBe('Order not found');
    expect((await api('aSales').orderDetails({ params: { id: orderA1.id } })).data.id).toBe(orderA1.id);
  });
});

describe('POST /orders (create quote)', () => {
  it('creates a draft quote for a dealer and its salesman, numbered from the sequence, with a create event', async () => {
    const answer = await api('sales').createOrder({
      body: {
        requestedDate: day(3),
        dealerId: ids.dealerA,
        userId: people.aSales!.id,
      },
    });
    expect(answer.message).toBe('Create qoute successful!');
    expect(answer.data).toMatchObject({
      stage: 'quote',
      status: 'draft',
      requestedDate: day(3),
      dealer: { id: ids.dealerA, discount: 12.5 },
      user: { id: people.aSales!.id },
      itemsCount: 0,
      totals: { subtotal: 0, discount: 0, total: 0 },
    });
    expect(answer.data.orderNumber).toMatch(/^\d{6}$/);
    expect(answer.data.events).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: 'draft', user: { id: people.sales!.id } },
    ]);
    const next = await api('sales').createOrder({ body: { requestedDate: day(0) } });
    expect(Number(next.data.orderNumber)).toBe(Number(answer.data.orderNumber) + 1);
    // No salesman chosen: the caller; no dealer.
    expect(next.data).toMatchObject({ dealer: null, user: { id: people.sales!.id, type: 'organization' } });
  });

  it('refuses a past date, an inactive or missing dealer and a salesman of another dealer with 400', async () => {
    const cases: Array<[Parameters<ApiClient['createOrder']>[0]['body'], string, string]> = [
      [{ requestedDate: day(-1) }, 'requestedDate', 'Requested date cannot be in the past'],
      [{ requestedDate: day(1), dealerId: ids.dealerOff }, 'dealerId', 'Dealer not found'],
      [{ requestedDate: day(1), dealerId: 2_000_000_000 }, 'dealerId', 'Dealer not found'],
      [{ requestedDate: day(1), dealerId: ids.dealerA, userId: people.bAdmin!.id }, 'userId', ''],
      [{ requestedDate: day(1), userId: people.aSales!.id }, 'userId', ''],
      [{ requestedDate: day(1), dealerId: ids.dealerA, userId: people.sales!.id }, 'userId', ''],
      [{ requestedDate: day(1), userId: 2_000_000_000 }, 'userId', ''],
    ];
    for (const [body, field, message] of cases) {
      const error = await failure(api('admin').createOrder({ body }));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.error.map((e) => e.path)).toEqual([field]);
      if (message) expect(error.message).toBe(message);
    }
    const missing = await failure(api('admin').createOrder({ body: {} as never }));
    expect(missing.status).toBe(400);
    expect(missing.error.map((e) => e.path)).toEqual(['requestedDate']);
  });

  it('makes a dealer user’s quote their dealer’s; another dealer or its user is refused', async () => {
    const own = await api('aSales').createOrder({ body: { requestedDate: day(1) } });
    expect(own.data).toMatchObject({ dealer: { id: ids.dealerA }, user: { id: people.aSales!.id } });
    const withColleague = await api('aSales').createOrder({
      body: {
        requestedDate: day(1),
        userId: people.aAdmin!.id,
      },
    });
    expect(withColleague.data.user?.id).toBe(people.aAdmin!.id);
    const otherDealer = await failure(
      api('aSales').createOrder({ body: { requestedDate: day(1), dealerId: ids.dealerB } }),
    );
    expect([400, 404]).toContain(otherDealer.status);
    const otherUser = await failure(
      api('aSales').createOrder({ body: { requestedDate: day(1), userId: people.bAdmin!.id } }),
    );
    expect(otherUser.status).toBe(400);
    const orgUser = await failure(
      api('aSales').createOrder({ body: { requestedDate: day(1), userId: people.sales!.id } }),
    );
    expect(orgUser.status).toBe(400);
  });

  it('takes the customer’s contact as Edit quote does (issue 40), checked by the contact form’s rules', async () => {
    const answer = await api('aSales').createOrder({
      body: {
        requestedDate: day(2),
        customerContact: {
          name: '  Ann Buyer ',
          email: 'ann@example.test',
          phone: '',
          mobile: '+380671234567',
        },
      },
    });
    expect(answer.data.customer.contact).toEqual({
      name: 'Ann Buyer',
      email: 'ann@example.test',
      phone: null,
      mobile: '+380671234567',
      fax: null,
    });
    const without = await api('aSales').createOrder({
      body: { requestedDate: day(2), customerContact: null },
    });
    expect(without.data.customer.contact).toBeNull();
    for (const [customerContact, field, message] of [
      [{ name: '' }, 'customerContact.name', 'REQUIRED'],
      [{ name: 'Ann', email: 'ann@' }, 'customerContact.email', 'EMAIL INVALID'],
    ] as const) {
      const error = await failure(
        api('aSales').createOrder({ body: { requestedDate: day(2), customerContact } }),
      );
      expect(error.status).toBe(400);
      expect(error.error).toMatchObject([{ path: field, message }]);
    }
  });

  it('needs orders.write: production answers 403', async () => {
    const error = await failure(api('production').createOrder({ body: { requestedDate: day(1) } }));
    expect(error.status).toBe(403);
    expect(error.message).toContain('orders.write');
  });
});

describe('editing a quote: PATCH /orders/:id, PATCH /orders/:id/dealer, POST /items', () => {
  async function draftOfA() {
    return (await api('aSales').createOrder({ body: { requestedDate: day(5) } })).data;
  }

  it('updates the quote information and the customer contact while draft', async () => {
    const quote = await draftOfA();
    const answer = await api('aSales').updateOrder({
      params: { id: quote.id },
      body: {
        referenceNumber: 'REF-7',
        note: 'Two doors, oak',
        requestedDate: day(9),
        customerContact: { name: 'Ann Buyer', email: 'ann@example.test', phone: '+380501234567' },
      },
    });
    expect(answer.message).toBe('Quote updated');
    expect(answer.data).toMatchObject({
      referenceNumber: 'REF-7',
      note: 'Two doors, oak',
      requestedDate: day(9),
      customer: {
        contact: { name: 'Ann Buyer', email: 'ann@example.test', phone: '+380501234567', mobile: null },
      },
    });
    const cleared = await api('aSales').updateOrder({
      params: { id: quote.id },
      body: { referenceNumber: null },
    });
    expect(cleared.data).toMatchObject({ referenceNumber: null, note: 'Two doors, oak' });
    const past = await failure(
      api('aSales').updateOrder({ params: { id: quote.id }, body: { requestedDate: day(-2) } }),
    );
    expect(past.status).toBe(400);
    expect(past.error[0]!.path).toBe('requestedDate');
  });

  it('adds items at the end, lists them page by page, and counts them in the totals', async () => {
    const quote = await draftOfA();
    for (const [description, price] of [
      ['Front door', 1200],
      ['Back door', 800.5],
      ['Frame', 99.99],
    ] as const) {
      const answer = await api('aSales').createItem({ body: { orderId: quote.id, description, price } });
      expect(answer.message).toBe('Create item successful!');
      expect(answer.data).toMatchObject({ orderId: quote.id, description, price });
    }
    const page = await api('aSales').orderItems({
      params: { orderId: quote.id },
      query: { page: 2, limit: 2 },
    });
    expect(page.data.map((i) => i.description)).toEqual(['Frame']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, count: 3 });
    const details = (await api('aSales').orderDetails({ params: { id: quote.id } })).data;
    expect(details.totals).toEqual({
      subtotal: 2100.49,
      discountPercent: 12.5,
      discount: 262.56,
      total: 1837.93,
      net: 1837.93, // 1050 + 700.44 + 87.49: each free line less 12.5 %
      discountFixed: false,
    });
    const bad = await failure(
      api('aSales').createItem({ body: { orderId: quote.id, description: ' ', price: -1 } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.error.map((e) => e.path).sort()).toEqual(['description', 'price']);
  });

  it('adds concurrent items with distinct positions', async () => {
    const quote = await draftOfA();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api('aSales').createItem({ body: { orderId: quote.id, description: `Door ${i}`, price: i } }),
      ),
    );
    const rows = await db.select({ position: items.position }).from(items).where(eq(items.orderId, quote.id));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('assigns an active dealer, dropping a salesman of another dealer', async () => {
    const quote = await draftOfA();
    const answer = await api('sales').assignDealer({
      params: { id: quote.id },
      body: { dealerId: ids.dealerB },
    });
    expect(answer.message).toBe('Dealer assigned to quote');
    expect(answer.data).toMatchObject({ dealer: { id: ids.dealerB, discount: 0 }, user: null });
    const own = (await api('sales').createOrder({ body: { requestedDate: day(1), dealerId: ids.dealerA } }))
      .data;
    const kept = await api('sales').assignDealer({ params: { id: own.id }, body: { dealerId: ids.dealerB } });
    expect(kept.data.user?.id).toBe(people.sales!.id);
    const inactive = await failure(
      api('sales').assignDealer({ params: { id: quote.id }, body: { dealerId: ids.dealerOff } }),
    );
    expect(inactive.status).toBe(400);
    expect(inactive.error[0]!.path).toBe('dealerId');
    // The quote is now dealer B's: dealer A's users no longer see it.
    expect((await failure(api('aSales').orderDetails({ params: { id: quote.id } }))).status).toBe(404);
    const byDealer = await failure(
      api('aAdmin').assignDealer({ params: { id: own.id }, body: { dealerId: ids.dealerA } }),
    );
    expect([403, 404]).toContain(byDealer.status);
  });

  it('answers 409 once the quote is no longer draft or rejected, and allows a rejected one again', async () => {
    const quote = await draftOfA();
    await db.update(orders).set({ status: 'submitted' }).where(eq(orders.id, quote.id));
    const update = await failure(
      api('aSales').updateOrder({ params: { id: quote.id }, body: { note: 'late' } }),
    );
    expect(update.status).toBe(409);
    expect(update.message).toMatch(/can no longer be changed/);
    expect(
      (await failure(api('aSales').createItem({ body: { orderId: quote.id, description: 'x', price: 1 } })))
        .status,
    ).toBe(409);
    expect(
      (
        await failure(
          api('sales').assignDealer({ params: { id: quote.id }, body: { dealerId: ids.dealerA } }),
        )
      ).status,
    ).toBe(409);
    const [row] = await db.select().from(orders).where(eq(orders.id, quote.id));
    expect(row!.note).toBeNull();
    await db.update(orders).set({ status: 'rejected' }).where(eq(orders.id, quote.id));
    expect(
      (await api('aSales').updateOrder({ params: { id: quote.id }, body: { note: 'fixed' } })).data.note,
    ).toBe('fixed');
  });

  it('answers 404 for another dealer’s quote, a sub-order or a missing one', async () => {
    const quote = await draftOfA();
    expect(
      (await failure(api('bAdmin').updateOrder({ params: { id: quote.id }, body: { note: 'x' } }))).status,
    ).toBe(404);
    expect(
      (await failure(api('bAdmin').createItem({ body: { orderId: quote.id, description: 'x', price: 1 } })))
        .status,
    ).toBe(404);
    expect((await failure(api('bAdmin').orderItems({ params: { orderId: quote.id } }))).status).toBe(404);
    expect(
      (await failure(api('admin').updateOrder({ params: { id: orderA1.subIds[0]! }, body: { note: 'x' } })))
        .status,
    ).toBe(404);
    expect(
      (await failure(api('admin').updateOrder({ params: { id: 2_000_000_000 }, body: { note: 'x' } })))
        .status,
    ).toBe(404);
    expect((await failure(api('admin').orderItems({ params: { orderId: orderA1.subIds[0]! } }))).status).toBe(
      404,
    );
    expect(
      (
        await failure(
          api('admin').assignDealer({ params: { id: 2_000_000_000 }, body: { dealerId: ids.dealerA } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await failure(api('production').updateOrder({ params: { id: quote.id }, body: { note: 'x' } })))
        .status,
    ).toBe(403);
  });
});

describe('comments', () => {
  it('lists and adds comments; anyone who reads the record may comment; others get 404', async () => {
    const added = await api('production').addComment({
      params: { id: orderA1.id },
      body: { body: '  Frames arrive Monday ' },
    });
    expect(added.data).toMatchObject({ body: 'Frames arrive Monday', author: { id: people.production!.id } });
    await api('aSales').addComment({
      params: { id: orderA1.subIds[0]! },
      body: { body: 'On the sub-order' },
    });
    const list = await api('aAdmin').orderComments({ params: { id: orderA1.id } });
    expect(list.data.map((c) => c.body)).toEqual(['Frames arrive Monday']);
    expect((await api('admin').orderComments({ params: { id: orderA1.subIds[0]! } })).data).toHaveLength(1);
    expect((await failure(api('bAdmin').orderComments({ params: { id: orderA1.id } }))).status).toBe(404);
    expect(
      (await failure(api('bAdmin').addComment({ params: { id: orderA1.id }, body: { body: 'sneaky' } })))
        .status,
    ).toBe(404);
    expect((await failure(api('admin').orderComments({ params: { id: 2_000_000_000 } }))).status).toBe(404);
    const empty = await failure(
      api('aAdmin').addComment({ params: { id: orderA1.id }, body: { body: '   ' } }),
    );
    expect(empty.status).toBe(400);
    expect(empty.error[0]!.path).toBe('body');
  });
});

describe('dealer lookups', () => {
  it('lists active dealers newest first with search, pages and hasMore', async () => {
    const all = await api('sales').dealers({ query: { status: 'active' } });
    // Inserted together: the same creation time, so the newer id comes first.
    expect(all.data.map((d) => d.name)).toEqual(['Beta Doors', 'Alpha Doors']);
    expect(all).toMatchObject({ hasMore: false, pagination: { page: 1, limit: 5, count: 2 } });
    const first = await api('sales').dealers({ query: { status: 'active', limit: 1 } });
    expect(first).toMatchObject({ data: [{ name: 'Beta Doors' }], hasMore: true });
    const second = await api('sales').dealers({ query: { status: 'active', limit: 1, page: 2 } });
    expect(second).toMatchObject({ data: [{ name: 'Alpha Doors', discount: 12.5 }], hasMore: false });
    const search = await api('production').dealers({ query: { status: 'active', search: 'bet' } });
    expect(search.data.map((d) => d.name)).toEqual(['Beta Doors']);
  });

  it('shows a dealer user only their own dealer', async () => {
    const own = await api('bAdmin').dealers({ query: {} });
    expect(own.data.map((d) => d.id)).toEqual([ids.dealerB]);
    expect((await api('bAdmin').dealers({ query: { search: 'Alpha' } })).data).toEqual([]);
  });

  it('needs dealers.read or orders access: a role without them answers 403', async () => {
    const role = { key: 'lookup_none', name: 'Nothing either' };
    await withEmptyRole('production', role, 'production_manager', async () => {
      expect((await failure(api('production').dealers({ query: {} }))).status).toBe(403);
      expect((await failure(api('production').dealerUsers({ params: { id: ids.dealerA } }))).status).toBe(
        403,
      );
    });
  });

  it('lists the active users of a dealer; 404 for another dealer or a missing one', async () => {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'dealer_salesman'));
    await db.insert(users).values({
      name: 'Person gone',
      email: `gone.${process.pid}@orders.test`,
      type: 'dealer',
      status: 'suspended',
      roleId: role!.id,
      dealerId: ids.dealerA,
    });
    const list = await api('sales').dealerUsers({ params: { id: ids.dealerA } });
    expect(list.data.map((u) => u.name)).toEqual(['Person aAdmin', 'Person aSales']);
    expect((await api('aSales').dealerUsers({ params: { id: ids.dealerA } })).data).toHaveLength(2);
    expect((await failure(api('bAdmin').dealerUsers({ params: { id: ids.dealerA } }))).status).toBe(404);
    expect((await failure(api('sales').dealerUsers({ params: { id: 2_000_000_000 } }))).status).toBe(404);
  });
});
