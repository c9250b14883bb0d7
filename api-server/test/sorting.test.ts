// Sortable lists (issue 27): every list's `sort` and `order` through the real API client, on PGlite and
// PostgreSQL. Each sort is checked against the list's own rows sorted here by the contract's rule: the
// field in its direction, an empty value as the largest, ties by id in the same direction; page by page
// too, so that a sort's pages join up. Plus the validation of both parameters and the default order.
import {
  dealerSortFields,
  orderSortFields,
  roleSortFields,
  subOrderSortFields,
  userSortFields,
  type ApiClient,
  type SortOrder,
} from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import {
  dealers,
  notifications,
  orders,
  roles,
  users,
  type OrderStage,
  type OrderStatus,
} from '../src/db/schema.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInUser } from './identity-helpers.js';

let server: TestServer;
let db: Db;
const ids = { alpha: 0, beta: 0, alphaTwin: 0, gamma: 0 };
/** The salesmen of the orders (issue 40): two of one name, for the ties by the orders' ids. */
const salesmen = { ann: 0, bob: 0, annTwin: 0 };
const clients: Record<'admin' | 'alphaAdmin' | 'production', ApiClient> = {} as never;
const api = (who: keyof typeof clients) => clients[who];

/** The same instant for orders created "at the same minute": ties on the creation. */
const base = Date.now();
const minutesAgo = (minutes: number) => new Date(base - minutes * 60_000);

type Seeded = [
  number: string,
  dealer: keyof typeof ids | null,
  stage: OrderStage,
  status: OrderStatus,
  requestedDate: string | null,
  minutesAgo: number,
  subs?: Array<[OrderStatus, OrderStage]>,
];

/**
 * Issue 40: each order's salesman, reference and last change (minutes ago), by number: ties on the
 * salesman's name (Ann twice), on the reference and on the last change; none for some.
 */
const extras: Record<
  string,
  [salesman: keyof typeof salesmen | null, reference: string | null, updated: number]
> = {
  '700001': ['bob', 'REF-B', 5],
  '700002': ['ann', 'REF-A', 30],
  '700003': [null, null, 5],
  '700004': ['annTwin', 'REF-B', 20],
  '700005': ['ann', null, 1],
  '700006': ['bob', 'ref-c', 40],
  '700007': ['annTwin', 'REF-D', 3],
  '700008': [null, 'REF-A', 3],
  '700009': ['bob', null, 10],
  '700010': ['ann', 'REF-E', 2],
  '700011': ['annTwin', 'REF-A', 10],
  '700012': ['bob', 'REF-A', 20],
};

// Ties on the requested date (700002, 700004, 700012; 700009, 700010), on the creation (700005,
// 700012) and on the dealer's name (Alpha Doors twice); no dealer and no date (700003, 700006).
const seeded: Seeded[] = [
  ['700001', 'alpha', 'quote', 'draft', '2031-03-01', 50],
  ['700002', 'beta', 'quote', 'submitted', '2031-01-01', 49],
  ['700003', null, 'quote', 'draft', null, 48],
  ['700004', 'alphaTwin', 'quote', 'submitted', '2031-01-01', 47],
  ['700005', 'alpha', 'quote', 'rejected', '2031-02-01', 46],
  ['700006', 'beta', 'quote', 'draft', null, 45],
  [
    '700007',
    'alpha',
    'preorder',
    'approved',
    '2031-05-01',
    44,
    [
      ['approved', 'preorder'],
      ['canceled', 'preorder'],
    ],
  ],
  ['700008', 'beta', 'preorder', 'canceled', '2031-04-01', 43],
  [
    '700009',
    'alphaTwin',
    'order',
    'order',
    '2031-06-01',
    42,
    [
      ['production', 'production'],
      ['in_stock', 'warehouse'],
    ],
  ],
  ['700010', 'alpha', 'order', 'order', '2031-06-01', 41, [['delivered', 'warehouse']]],
  [
    '700011',
    'beta',
    'order',
    'order',
    '2030-12-01',
    40,
    [
      ['production', 'production'],
      ['delayed', 'production'],
    ],
  ],
  ['700012', 'alpha', 'quote', 'submitted', '2031-01-01', 46],
];

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  const rows = await db
    .insert(dealers)
    .values([
      { name: 'Alpha Doors', discount: 5 },
      { name: 'Beta Doors', discount: 0 },
      { name: 'Alpha Doors', discount: 10 },
      { name: 'Gamma Doors', status: 'blocked' },
    ])
    .returning({ id: dealers.id });
  [ids.alpha, ids.beta, ids.alphaTwin, ids.gamma] = rows.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
  const admin = await signedInUser(server);
  clients.admin = admin.api;
  // The admin's notifications (issue 40), written out of their time's order: ties on the time too.
  await db.insert(notifications).values(
    [30, 10, 20, 10, 40].map((minutes) => ({
      userId: admin.id,
      message: 'quoteSubmitted',
      createdAt: minutesAgo(minutes),
    })),
  );
  clients.alphaAdmin = (await signedInUser(server, { dealerId: ids.alpha })).api;
  clients.production = (await signedInUser(server, { roleKey: 'production_manager' })).api;
  // More users for the users list: every status, two dealers, a few roles.
  for (const [status, roleKey, dealerId] of [
    ['invited', 'sales_manager', null],
    ['pending_approval', 'dealer_salesman', ids.beta],
    ['inactive', 'dealer_admin', ids.alphaTwin],
    ['active', 'dealer_salesman', ids.alpha],
    ['deleted', 'production_manager', null],
  ] as const)
    await signedInUser(server, { status: 'active', roleKey, ...(dealerId ? { dealerId } : {}) }).then(
      ({ id }) => db.update(users).set({ status }).where(eq(users.id, id)),
    );
  for (const [key, name] of [
    ['ann', 'Ann Salesman'],
    ['bob', 'Bob Salesman'],
    ['annTwin', 'Ann Salesman'],
  ] as const)
    salesmen[key] = (await signedInUser(server, { name, roleKey: 'sales_manager' })).id;
  for (const [number, dealer, stage, status, requestedDate, minutes, subs = []] of seeded) {
    const at = minutesAgo(minutes);
    const dealerId = dealer ? ids[dealer] : null;
    const [salesman, referenceNumber, updated] = extras[number]!;
    const userId = salesman ? salesmen[salesman] : null;
    const [main] = await db
      .insert(orders)
      .values({
        orderNumber: number,
        dealerId,
        userId,
        referenceNumber,
        stage,
        status,
        requestedDate,
        createdAt: at,
        updatedAt: minutesAgo(updated),
      })
      .returning({ id: orders.id });
    for (const [i, [subStatus, subStage]] of subs.entries())
      await db.insert(orders).values({
        orderNumber: `${number}-${i + 1}`,
        mainOrderId: main!.id,
        position: i + 1,
        dealerId,
        userId,
        stage: subStage,
        status: subStatus,
        requestedDate,
        createdAt: new Date(at.getTime() + (i + 1) * 1000),
        updatedAt: minutesAgo(updated + i),
      });
  }
});
afterAll(async () => {
  await server?.close();
});

type Key = string | number | boolean | null;

/** The contract's rule: the key in its direction, an empty value the largest, ties by id alike. */
function sortedHere<R extends { id: number }>(rows: readonly R[], key: (row: R) => Key, order: SortOrder) {
  const compare = (a: Key, b: Key) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (compare(key(a), key(b)) || compare(a.id, b.id)));
}

interface Page<R> {
  data: R[];
  pagination: { count: number };
}

/**
 * A list read whole (limit 100) and in pages of `size`: the pages' rows joined must be the whole list,
 * each page carrying the whole count.
 */
async function wholeAndPaged<R extends { id: number }>(
  read: (page: number, limit: number) => Promise<Page<R>>,
) {
  const whole = await read(1, 100);
  const paged: R[] = [];
  for (let page = 1; paged.length < whole.data.length; page++) {
    const answer = await read(page, 2);
    expect(answer.pagination.count).toBe(whole.pagination.count);
    expect(answer.data.length).toBeGreaterThan(0);
    paged.push(...answer.data);
  }
  expect(paged.map((row) => row.id)).toEqual(whole.data.map((row) => row.id));
  return whole;
}

const orderKey = {
  id: (row) => row.id,
  orderNumber: (row) => row.orderNumber,
  // By stage, then status: within a stage's list, the status alone.
  status: (row) => `${row.stage}/${row.status}`,
  dealer: (row) => row.dealer?.name ?? null,
  requestedDate: (row) => row.requestedDate,
  createdAt: (row) => row.createdAt,
  referenceNumber: (row) => row.referenceNumber ?? null,
  salesman: (row) => row.user?.name ?? null,
  updatedAt: (row) => row.updatedAt,
} satisfies Record<
  (typeof orderSortFields)[number],
  (row: {
    id: number;
    orderNumber: string;
    referenceNumber?: string | null;
    stage: string;
    status: string;
    dealer: { name: string } | null;
    user: { name: string } | null;
    requestedDate: string | null;
    createdAt: string;
    updatedAt: string;
  }) => Key
>;

const numbers = (rows: ReadonlyArray<{ orderNumber: string }>) => rows.map((row) => row.orderNumber);

describe('the order lists', () => {
  // Each list as a person sees it: a stage, a stage and a status, a dealer, a search that uses the
  // trigram index and one too short for it, a dealer user's own list.
  const mainLists = [
    ['admin', { stage: 'quote' }],
    ['admin', {}],
    ['admin', { stage: 'quote', status: 'submitted' }],
    ['admin', { stage: 'quote', dealerId: 0 }],
    ['admin', { search: '7000' }],
    ['admin', { stage: 'quote', search: '1' }],
    ['alphaAdmin', { stage: 'quote' }],
    ['alphaAdmin', { search: '700' }],
  ] as const;

  it.each(mainLists)('as %s, main orders %j: every field both ways, page by page', async (who, filters) => {
    const query = { ...filters, ...('dealerId' in filters ? { dealerId: ids.beta } : {}) };
    const unsorted = (await api(who).mainOrders({ query: { ...query, limit: 100 } })).data;
    expect(unsorted.length).toBeGreaterThan(1);
    for (const sort of orderSortFields)
      for (const order of ['asc', 'desc'] as const) {
        const whole = await wholeAndPaged((page, limit) =>
          api(who).mainOrders({ query: { ...query, sort, order, page, limit } }),
        );
        expect(numbers(whole.data), `${sort} ${order}`).toEqual(
          numbers(sortedHere(unsorted, orderKey[sort], order)),
        );
      }
  });

  const subLists = [
    ['production', {}],
    ['production', { stage: 'production' }],
    ['production', { stage: 'warehouse', search: '700' }],
    ['production', { status: 'production', search: '-1' }],
    ['alphaAdmin', {}],
  ] as const;

  it.each(subLists)('as %s, sub-orders %j: every field both ways, page by page', async (who, query) => {
    const unsorted = (await api(who).subOrders({ query: { ...query, limit: 100 } })).data;
    expect(unsorted.length).toBeGreaterThan(1);
    for (const sort of subOrderSortFields)
      for (const order of ['asc', 'desc'] as const) {
        const whole = await wholeAndPaged((page, limit) =>
          api(who).subOrders({ query: { ...query, sort, order, page, limit } }),
        );
        expect(numbers(whole.data), `${sort} ${order}`).toEqual(
          numbers(sortedHere(unsorted, orderKey[sort], order)),
        );
      }
  });

  it('sorts by requested date with the ties by id and the orders without a date last, or first descending', async () => {
    const asc = await api('admin').mainOrders({ query: { stage: 'quote', sort: 'requestedDate' } });
    expect(numbers(asc.data)).toEqual(['700002', '700004', '700012', '700005', '700001']);
    const desc = await api('admin').mainOrders({
      query: { stage: 'quote', sort: 'requestedDate', order: 'desc' },
    });
    expect(numbers(desc.data)).toEqual(['700006', '700003', '700001', '700005', '700012']);
    expect(desc.pagination.count).toBe(7);
  });

  it('sorts by the dealer’s name, two dealers of one name by the orders’ ids, no dealer last', async () => {
    const byDealer = await api('admin').mainOrders({ query: { stage: 'quote', sort: 'dealer', limit: 100 } });
    expect(byDealer.data.map((row) => row.dealer?.name ?? null)).toEqual([
      ...Array(4).fill('Alpha Doors'),
      'Beta Doors',
      'Beta Doors',
      null,
    ]);
    expect(numbers(byDealer.data).slice(0, 4)).toEqual(['700001', '700004', '700005', '700012']);
  });

  it('sorts by the salesman’s name (issue 40), two salesmen of one name by the orders’ ids, none last', async () => {
    const bySalesman = await api('admin').mainOrders({
      query: { stage: 'quote', sort: 'salesman', limit: 100 },
    });
    expect(bySalesman.data.map((row) => row.user?.name ?? null)).toEqual([
      ...Array(3).fill('Ann Salesman'),
      ...Array(3).fill('Bob Salesman'),
      null,
    ]);
    expect(numbers(bySalesman.data)).toEqual([
      '700002',
      '700004',
      '700005',
      '700001',
      '700006',
      '700012',
      '700003',
    ]);
    const subs = await api('production').subOrders({
      query: { sort: 'salesman', order: 'desc', limit: 100 },
    });
    expect(numbers(subs.data)).toEqual(numbers(sortedHere(subs.data, orderKey.salesman, 'desc')));
  });

  it('sorts by reference number and by the last change (issue 40), an empty reference last', async () => {
    const byReference = await api('admin').mainOrders({
      query: { stage: 'quote', sort: 'referenceNumber', limit: 100 },
    });
    expect(byReference.data.map((row) => row.referenceNumber)).toEqual([
      'REF-A',
      'REF-A',
      'REF-B',
      'REF-B',
      'ref-c',
      null,
      null,
    ]);
    const byChange = await api('admin').mainOrders({
      query: { stage: 'quote', sort: 'updatedAt', order: 'desc', limit: 100 },
    });
    expect(numbers(byChange.data)).toEqual([
      '700005',
      '700003',
      '700001',
      '700012',
      '700004',
      '700002',
      '700006',
    ]);
    const subs = await api('production').subOrders({ query: { sort: 'updatedAt', limit: 100 } });
    expect(numbers(subs.data)).toEqual(numbers(sortedHere(subs.data, orderKey.updatedAt, 'asc')));
  });

  it('keeps the default order, newest first, without a sort; `order` alone changes nothing', async () => {
    const plain = await api('admin').mainOrders({ query: { limit: 100 } });
    expect(numbers(plain.data)).toEqual(numbers(sortedHere(plain.data, (row) => row.createdAt, 'desc')));
    const ordered = await api('admin').mainOrders({ query: { limit: 100, order: 'asc' } });
    expect(numbers(ordered.data)).toEqual(numbers(plain.data));
    expect(numbers(plain.data).slice(0, 3)).toEqual(['700011', '700010', '700009']);
  });

  it('answers 400 naming `sort` for a field the list does not sort by, and `order` for a bad direction', async () => {
    for (const sort of ['items', 'email', 'DEALER'])
      for (const list of ['mainOrders', 'subOrders'] as const) {
        const error = await failure(api('admin')[list]({ query: { sort } as never }));
        expect(error.status).toBe(400);
        expect(error.error.map((e) => e.path)).toEqual(['sort']);
        expect(error.error[0]!.message).toContain(sort);
      }
    // A sub-order has no reference of its own: its lists do not sort by one.
    const noReference = await failure(
      api('admin').subOrders({ query: { sort: 'referenceNumber' } as never }),
    );
    expect(noReference.error.map((e) => e.path)).toEqual(['sort']);
    const error = await failure(api('admin').mainOrders({ query: { sort: 'dealer', order: 'up' } as never }));
    expect(error.status).toBe(400);
    expect(error.error.map((e) => e.path)).toEqual(['order']);
  });
});

describe('the users, dealers and roles lists', () => {
  const userKey = {
    name: (row) => row.name,
    email: (row) => row.email,
    role: (row) => row.role?.name ?? null,
    status: (row) => row.status,
    createdAt: (row) => row.createdAt,
    updatedAt: (row) => row.updatedAt,
  } satisfies Record<
    (typeof userSortFields)[number],
    (row: {
      name: string;
      email: string;
      role: { name: string } | null;
      status: string;
      createdAt: string;
      updatedAt: string;
    }) => Key
  >;

  const userLists = [
    ['admin', {}],
    ['admin', { type: 'dealer' }],
    ['admin', { search: 'user' }],
    ['alphaAdmin', {}],
  ] as const;

  it.each(userLists)('as %s, users %j: every field both ways, page by page', async (who, query) => {
    const unsorted = (await api(who).listUsers({ query: { ...query, limit: 100 } })).data;
    expect(unsorted.length).toBeGreaterThan(1);
    for (const sort of userSortFields)
      for (const order of ['asc', 'desc'] as const) {
        const whole = await wholeAndPaged((page, limit) =>
          api(who).listUsers({ query: { ...query, sort, order, page, limit } }),
        );
        expect(
          whole.data.map((row) => row.id),
          `${sort} ${order}`,
        ).toEqual(sortedHere(unsorted, userKey[sort], order).map((row) => row.id));
      }
  });

  it('sorts the dealers by name, status or creation, both ways, page by page', async () => {
    const dealerKey = {
      name: (row) => row.name,
      status: (row) => row.status,
      createdAt: (row) => row.createdAt,
      updatedAt: (row) => row.updatedAt,
    } satisfies Record<
      (typeof dealerSortFields)[number],
      (row: { name: string; status: string; createdAt: string; updatedAt: string }) => Key
    >;
    for (const query of [{}, { search: 'doors' }, { status: 'active' as const }]) {
      const unsorted = (await api('admin').dealers({ query: { ...query, limit: 100 } })).data;
      expect(unsorted.length).toBeGreaterThan(1);
      for (const sort of dealerSortFields)
        for (const order of ['asc', 'desc'] as const) {
          const whole = await wholeAndPaged((page, limit) =>
            api('admin').dealers({ query: { ...query, sort, order, page, limit } }),
          );
          expect(
            whole.data.map((row) => row.id),
            `${JSON.stringify(query)} ${sort} ${order}`,
          ).toEqual(sortedHere(unsorted, dealerKey[sort], order).map((row) => row.id));
        }
    }
    const own = await api('alphaAdmin').dealers({ query: { sort: 'name', order: 'desc' } });
    expect(own.data.map((row) => row.id)).toEqual([ids.alpha]);
  });

  it('sorts the roles by name, whether active, their users or creation, both ways', async () => {
    const roleKey = {
      name: (row) => row.name,
      isActive: (row) => row.isActive,
      userCount: (row) => row.userCount,
      createdAt: (row) => row.createdAt,
      updatedAt: (row) => row.updatedAt,
    } satisfies Record<
      (typeof roleSortFields)[number],
      (row: {
        name: string;
        isActive: boolean;
        userCount: number;
        createdAt: string;
        updatedAt: string;
      }) => Key
    >;
    await db.update(roles).set({ isActive: false }).where(eq(roles.key, 'sales_manager'));
    const unsorted = (await api('admin').listRoles({ query: { limit: 100 } })).data;
    expect(new Set(unsorted.map((role) => role.userCount)).size).toBeGreaterThan(1);
    for (const sort of roleSortFields)
      for (const order of ['asc', 'desc'] as const) {
        const whole = await wholeAndPaged((page, limit) =>
          api('admin').listRoles({ query: { sort, order, page, limit } }),
        );
        expect(
          whole.data.map((row) => row.id),
          `${sort} ${order}`,
        ).toEqual(sortedHere(unsorted, roleKey[sort], order).map((row) => row.id));
      }
  });

  it('sorts the users, dealers and roles by their last change (issue 40)', async () => {
    await db
      .update(dealers)
      .set({ updatedAt: minutesAgo(90) })
      .where(eq(dealers.id, ids.beta));
    for (const read of [
      (order: SortOrder) => api('admin').listUsers({ query: { sort: 'updatedAt', order, limit: 100 } }),
      (order: SortOrder) => api('admin').dealers({ query: { sort: 'updatedAt', order, limit: 100 } }),
      (order: SortOrder) => api('admin').listRoles({ query: { sort: 'updatedAt', order, limit: 100 } }),
    ])
      for (const order of ['asc', 'desc'] as const) {
        const rows = (await read(order)).data as Array<{ id: number; updatedAt: string }>;
        expect(rows.length).toBeGreaterThan(1);
        expect(rows.map((row) => row.id)).toEqual(
          sortedHere(rows, (row) => row.updatedAt, order).map((row) => row.id),
        );
      }
  });

  it('answers 400 naming `sort` for another list’s field, and `order` for a bad direction', async () => {
    for (const call of [
      () => api('admin').listUsers({ query: { sort: 'dealer' } as never }),
      () => api('admin').dealers({ query: { sort: 'email' } as never }),
      () => api('admin').listRoles({ query: { sort: 'status' } as never }),
    ]) {
      const error = await failure(call());
      expect(error.status).toBe(400);
      expect(error.error.map((e) => e.path)).toEqual(['sort']);
    }
    const error = await failure(api('admin').listUsers({ query: { sort: 'name', order: 'ASC' } as never }));
    expect(error.error.map((e) => e.path)).toEqual(['order']);
  });
});

describe('the notifications', () => {
  it('sort by their time both ways (issue 40), ties by id; newest first without a sort', async () => {
    const plain = (await api('admin').listNotifications({ query: { limit: 100 } })).data;
    expect(plain.length).toBe(5);
    for (const order of ['asc', 'desc'] as const) {
      const whole = await wholeAndPaged((page, limit) =>
        api('admin').listNotifications({ query: { sort: 'createdAt', order, page, limit } }),
      );
      expect(whole.data.map((row) => row.id)).toEqual(
        sortedHere(plain, (row) => row.createdAt, order).map((row) => row.id),
      );
    }
    const error = await failure(api('admin').listNotifications({ query: { sort: 'message' } as never }));
    expect(error.error.map((e) => e.path)).toEqual(['sort']);
  });
});
