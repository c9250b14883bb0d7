// CSV export of every list (issue 28) on PGlite and PostgreSQL: an export's rows are the list's rows
// (read page by page through the API) for several filters and sorts of every list, inside the caller's
// scope; cells a spreadsheet would run as a formula are neutralised, RFC 4180 quoting, the byte-order
// mark, headings and statuses in the reader's language, the audit trail's record, the download ticket
// (single use, 60 s, its exact path, the route's own guard) and a large export's memory bound.
import {
  documentTexts,
  endpoints,
  HttpError,
  mainOrderList,
  type ApiClient,
  type TokenStore,
} from '@doorline/api-client';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import { dealers, items, orders } from '../src/db/schema.js';
import { openCsv, type ExportOutcome } from '../src/domain/exports/list-export.js';
import { mainOrderCells, mainOrderExport, mainOrdersPage } from '../src/domain/orders/orders.js';
import { listExportOf } from '../src/http/serve-list.js';
import { findAuthUser } from '../src/db/queries/users.js';
import type { AuthUser } from '../src/domain/identity/sessions.js';
import { scopeOf } from '../src/domain/scope.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { signedInUser } from './identity-helpers.js';

let server: TestServer;
let db: Db;
const clock = testClock();
const ids = { alpha: 0, beta: 0, alphaQuote: 0, betaQuote: 0 };
type Who = 'admin' | 'alphaAdmin' | 'betaSalesman' | 'production';
const people = {} as Record<Who, { id: number; api: ApiClient; tokens: TokenStore }>;

/** Values a spreadsheet would run as a formula, each with its lead character (OWASP). */
const formulas = {
  '=': '=HYPERLINK("http://evil.test","x")',
  '+': '+1+2',
  '-': '-2+3',
  '@': '@SUM(A1:A2)',
  tab: '\t=1+1',
  'carriage return': '\r=1+1',
} as const;

beforeAll(async () => {
  server = await startTestServer({ config: { now: clock.now } });
  db = server.db;
  const [alpha, beta] = await db
    .insert(dealers)
    .values([
      { name: 'Alpha, "Doors"\nand Windows', discount: 5 },
      { name: 'Beta Doors', discount: 0 },
    ])
    .returning({ id: dealers.id });
  ids.alpha = alpha!.id;
  ids.beta = beta!.id;
  people.admin = await signedInUser(server);
  people.alphaAdmin = await signedInUser(server, { dealerId: ids.alpha });
  people.betaSalesman = await signedInUser(server, { dealerId: ids.beta, roleKey: 'dealer_salesman' });
  people.production = await signedInUser(server, { roleKey: 'production_manager' });
  // Twelve quotes, pre-orders and orders over two dealers and none, their references the formulas.
  const references = [...Object.values(formulas), 'plain', 'a,b', 'say "hi"', 'two\nlines', null, '42'];
  const stages = [
    ['quote', 'draft'],
    ['quote', 'submitted'],
    ['preorder', 'approved'],
    ['order', 'order'],
  ] as const;
  for (const [i, reference] of references.entries()) {
    const [stage, status] = stages[i % stages.length]!;
    const dealerId = [ids.alpha, ids.beta, null][i % 3]!;
    const at = new Date(Date.UTC(2026, 10, 1 + i, 8, 30, i));
    const [main] = await db
      .insert(orders)
      .values({
        orderNumber: String(810_000 + i),
        referenceNumber: reference,
        dealerId,
        stage,
        status,
        requestedDate: i % 4 === 0 ? null : `2027-0${1 + (i % 5)}-15`,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    if (stage !== 'quote')
      for (const [position, [subStage, subStatus]] of (
        [
          ['production', 'production'],
          ['warehouse', 'in_stock'],
        ] as const
      ).entries())
        await db.insert(orders).values({
          orderNumber: `${810_000 + i}-${position + 1}`,
          mainOrderId: main!.id,
          position: position + 1,
          dealerId,
          stage: subStage,
          status: subStatus,
          createdAt: new Date(at.getTime() + (position + 1) * 1000),
          updatedAt: at,
        });
    if (stage === 'quote' && dealerId === ids.alpha) ids.alphaQuote = main!.id;
    if (stage === 'quote' && dealerId === ids.beta) ids.betaQuote = main!.id;
  }
  await db.insert(items).values(
    [...Object.values(formulas), 'Door, oak', 'Frame "A"'].map((description, i) => ({
      orderId: ids.alphaQuote,
      description,
      price: 100 + i * 10.5,
      position: i + 1,
    })),
  );
});
afterAll(async () => {
  await server?.close();
});

const tokenOf = (who: Who) => people[who].tokens.getAccessToken()!;

/** GETs an export with the bearer token; its status, headers and text. */
async function exported(who: Who, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${tokenOf(who)}` },
  });
  return { status: response.status, headers: response.headers, text: await textOf(response) };
}

/** An answer's text as its bytes say, a byte-order mark kept (`text()` drops it). */
async function textOf(response: Response) {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** An export read as records: the headings and the rows. */
async function exportedRows(who: Who, path: string) {
  const answer = await exported(who, path);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.text.startsWith('\uFEFF')).toBe(true);
  // RFC 4180 read back by a reader of its own (csv-parse): records ended by CRLF, the last one too;
  // quoted cells may hold commas, quotes and line breaks.
  expect(answer.text.endsWith('\r\n')).toBe(true);
  const [headings, ...rows] = parse(answer.text.slice(1), { record_delimiter: '\r\n' });
  return { headings: headings!, rows };
}

/** Every row of a list, read through the API page by page. */
async function allPages<R>(read: (page: number) => Promise<{ data: R[]; pagination: { count: number } }>) {
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.pagination.count) return rows;
  }
}

const query = (values: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A cell as the export writes a value: a formula's lead neutralised by `'`. */
const neutral = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

describe('the rows of an export are the list’s', () => {
  const orderShapes: Array<Record<string, string | number | undefined>> = [
    {},
    { stage: 'quote' },
    { stage: 'quote', sort: 'dealer', order: 'desc' },
    { stage: 'order', sort: 'requestedDate', order: 'asc' },
    { stage: 'preorder', status: 'approved' },
    { search: '8100' },
    { sort: 'orderNumber', order: 'desc' },
  ];

  it.each(orderShapes)('main orders %o', async (shape) => {
    shape = { ...shape, ...(shape.search === undefined ? {} : {}) };
    shape.dealerId ??= undefined;
    for (const filters of [shape, { ...shape, dealerId: ids.alpha }]) {
      const list = await allPages((page) =>
        people.admin.api.mainOrders({ query: { ...filters, page, limit: 3 } as never }),
      );
      const { headings, rows } = await exportedRows('admin', `/orders/main-orders/export${query(filters)}`);
      const number = headings.indexOf('Transaction #');
      expect(rows.map((row) => row[number])).toEqual(list.map((row) => row.orderNumber));
      const status = headings.indexOf('Status');
      expect(rows.map((row) => row[status])).toEqual(
        list.map((row) => documentTexts.en.orderStatus[row.status]),
      );
      const dealer = headings.indexOf('Dealer');
      expect(rows.map((row) => row[dealer])).toEqual(list.map((row) => row.dealer?.name ?? ''));
    }
  });

  it('a quote’s whole row: id, numbers, status, items, parties and dates as spreadsheets read them', async () => {
    const { headings, rows } = await exportedRows('admin', `/orders/main-orders/export?stage=quote&sort=id`);
    expect(headings).toEqual([
      'ID',
      'Transaction #',
      'Reference #',
      'Status',
      'Items',
      'Dealer',
      'Salesman',
      'Requested',
      'Created',
      'Updated',
    ]);
    const [first] = (await people.admin.api.mainOrders({ query: { stage: 'quote', sort: 'id', limit: 1 } }))
      .data;
    expect(rows[0]).toEqual([
      String(first!.id),
      first!.orderNumber,
      neutral(first!.referenceNumber ?? ''),
      'Draft',
      String(first!.itemsCount),
      first!.dealer?.name ?? '',
      first!.user?.name ?? '',
      first!.requestedDate ?? '',
      first!.createdAt.slice(0, 19).replace('T', ' '),
      first!.updatedAt.slice(0, 19).replace('T', ' '),
    ]);
  });

  it('an order’s sub-orders by number, in the orders list', async () => {
    const { headings, rows } = await exportedRows('admin', `/orders/main-orders/export?stage=order`);
    const list = await allPages((page) =>
      people.admin.api.mainOrders({ query: { stage: 'order', page, limit: 100 } }),
    );
    const subs = headings.indexOf('Orders');
    expect(rows.map((row) => row[subs])).toEqual(
      list.map((row) => row.subOrders.map((sub) => sub.orderNumber).join('; ')),
    );
    expect(headings).not.toContain('Items');
  });

  it.each([{ stage: 'production' }, { stage: 'warehouse', sort: 'orderNumber', order: 'desc' }, {}])(
    'sub-orders %o',
    async (filters) => {
      const list = await allPages((page) =>
        people.admin.api.subOrders({ query: { ...filters, page, limit: 4 } as never }),
      );
      const { headings, rows } = await exportedRows('admin', `/orders/sub-orders/export${query(filters)}`);
      expect(headings.slice(0, 3)).toEqual(['ID', 'Order #', 'Status']);
      expect(rows.map((row) => Number(row[0]))).toEqual(list.map((row) => row.id));
    },
  );

  it.each([{}, { type: 'dealer', sort: 'email', order: 'desc' }, { status: 'active', sort: 'role' }])(
    'users %o',
    async (filters) => {
      const list = await allPages((page) =>
        people.admin.api.listUsers({ query: { ...filters, page, limit: 2 } as never }),
      );
      const { headings, rows } = await exportedRows('admin', `/users/export${query(filters)}`);
      expect(headings).toEqual([
        'Name',
        'Email',
        'Type',
        'Role',
        'Permissions',
        'Status',
        'Created',
        'Updated',
      ]);
      expect(rows.map((row) => row[1])).toEqual(list.map((user) => user.email));
      expect(rows.map((row) => row[2])).toEqual(
        list.map((user) => (user.dealer ? `Dealer: ${user.dealer.name}` : 'Organization')),
      );
    },
  );

  it.each([{}, { sort: 'name', order: 'desc' }, { status: 'active', search: 'doors' }])(
    'dealers %o',
    async (filters) => {
      const list = await allPages((page) =>
        people.admin.api.dealers({ query: { ...filters, page, limit: 1 } as never }),
      );
      const { rows } = await exportedRows('admin', `/dealers/export${query(filters)}`);
      expect(rows.map((row) => row[0])).toEqual(list.map((dealer) => dealer.name));
    },
  );

  it.each([{}, { type: 'dealer', sort: 'userCount', order: 'desc' }])('roles %o', async (filters) => {
    const list = await allPages((page) =>
      people.admin.api.listRoles({ query: { ...filters, page, limit: 3 } as never }),
    );
    const { rows } = await exportedRows('admin', `/roles/export${query(filters)}`);
    expect(rows.map((row) => row[0])).toEqual(list.map((role) => role.name));
    expect(rows.map((row) => row[2])).toEqual(
      list.map((role) => role.permissions.map((p) => p.key).join('; ')),
    );
  });

  it('a record’s items, prices with a decimal point, the heading naming the currency', async () => {
    const list = await allPages((page) =>
      people.admin.api.orderItems({ params: { orderId: ids.alphaQuote }, query: { page, limit: 3 } }),
    );
    const { headings, rows } = await exportedRows('admin', `/items/order/${ids.alphaQuote}/export`);
    // Issue 40 item 2: the organization's currency (CURRENCY, UAH here) in the amount's heading; the
    // values stay plain decimals, so that a spreadsheet sums them.
    // Issue 43, part 4: a line's discount by hand and its amount after it, what the subtotal adds.
    expect(headings).toEqual([
      'ID',
      'Description',
      'Price (UAH)',
      'Discount, %',
      'Amount (UAH)',
      'Created',
      'Updated',
    ]);
    const uk = await exportedRows('admin', `/items/order/${ids.alphaQuote}/export?lang=uk`);
    expect(uk.headings.slice(2, 5)).toEqual(['Ціна (UAH)', 'Знижка, %', 'Сума (UAH)']);
    expect(
      rows.map((row) => [Number(row[0]), row[1], Number(row[2]), Number(row[3]), Number(row[4])]),
    ).toEqual(
      list.map((item) => [item.id, neutral(item.description), item.price, item.discountPercent, item.amount]),
    );
    expect(rows.map((row) => row[2])).toContain('110.5');
  });

  it('an export read in pages of two is the same file as in one page (the export’s own batches)', async () => {
    const [found] = [await findAuthUser(db, people.admin.id)];
    const user: AuthUser = {
      id: found!.id,
      type: found!.type,
      dealerId: found!.dealerId,
      sessionId: '00000000-0000-4000-8000-000000000000',
      permissions: found!.permissions,
    };
    const read = async (batch: number) => {
      let text = '';
      const outcomes: unknown[] = [];
      const query = { sort: 'dealer', order: 'asc' } as const;
      const exportOf = listExportOf(
        mainOrderList,
        {
          page: () => mainOrdersPage(db, scopeOf(user), query, clock.now()),
          exportRows: () => mainOrderExport(db, scopeOf(user), query, clock.now()),
          cells: mainOrderCells,
        },
        { query } as never,
      );
      for await (const chunk of await openCsv(
        exportOf,
        { lang: 'en', currency: 'UAH' },
        async (o: ExportOutcome) => void outcomes.push(o),
        batch,
      ))
        text += chunk;
      return { text, outcomes };
    };
    const [paged, whole] = [await read(2), await read(5000)];
    expect(paged.text).toBe(whole.text);
    expect(paged.outcomes).toEqual([{ rows: 12, completed: true }]);
  });
});

describe('scope and permissions as the list’s', () => {
  it('a dealer user’s export holds their dealer’s records only, whatever dealer they ask for', async () => {
    const mine = await exportedRows('alphaAdmin', '/orders/main-orders/export');
    const list = await allPages((page) => people.alphaAdmin.api.mainOrders({ query: { page, limit: 100 } }));
    expect(mine.rows.length).toBe(list.length);
    expect(mine.rows.length).toBeGreaterThan(0);
    const dealer = mine.headings.indexOf('Dealer');
    expect(new Set(mine.rows.map((row) => row[dealer]))).toEqual(new Set(['Alpha, "Doors"\nand Windows']));
    const other = await exportedRows('alphaAdmin', `/orders/main-orders/export?dealerId=${ids.beta}`);
    expect(other.rows).toEqual([]);
  });

  it('another dealer’s record’s items are 404, as the list', async () => {
    expect((await exported('alphaAdmin', `/items/order/${ids.betaQuote}/export`)).status).toBe(404);
    expect((await exported('alphaAdmin', `/items/order/${ids.alphaQuote}/export`)).status).toBe(200);
  });

  it('without the list’s permission: 403, as the list; without a token 401', async () => {
    expect((await exported('betaSalesman', '/users/export')).status).toBe(403);
    expect((await exported('production', '/dealers/export')).status).toBe(
      (await fetchStatus('production', '/dealers')) === 200 ? 200 : 403,
    );
    expect((await fetch(`${server.baseUrl}/users/export`)).status).toBe(401);
  });

  it('bad input is a 400 naming the field; a page or a limit is not an export’s', async () => {
    for (const [path, field] of [
      ['/orders/main-orders/export?lang=de', 'lang'],
      ['/orders/main-orders/export?sort=itemsCount', 'sort'],
      ['/orders/main-orders/export?page=2', 'page'],
      ['/users/export?limit=5', 'limit'],
    ] as const) {
      const answer = await exported('admin', path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text).error.map((e: { path: string }) => e.path)).toContain(field);
    }
  });
});

async function fetchStatus(who: Who, path: string) {
  return (await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${tokenOf(who)}` } }))
    .status;
}

describe('cells as spreadsheets read them', () => {
  it.each(Object.entries(formulas))(
    'a cell starting with %s is neutralised with a leading quote',
    async (_, value) => {
      const { text } = await exported('admin', `/items/order/${ids.alphaQuote}/export`);
      // Quoted, its quotes doubled, after a `'`: never a formula.
      expect(text).toContain(`,"'${value.replace(/"/g, '""')}",`);
      const { rows } = await exportedRows('admin', `/orders/main-orders/export`);
      expect(rows.some((row) => row.includes(`'${value}`))).toBe(true);
      expect(rows.some((row) => row.includes(value))).toBe(false);
    },
  );

  it('commas, quotes and line breaks are quoted (RFC 4180), and read back whole', async () => {
    const { text } = await exported('admin', '/dealers/export?sort=name');
    expect(text).toContain('"Alpha, ""Doors""\nand Windows"');
    const { rows } = await exportedRows('admin', '/orders/main-orders/export');
    const cells = rows.flat();
    for (const value of ['a,b', 'say "hi"', 'two\nlines']) expect(cells).toContain(value);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('a byte-order mark, then headings and statuses in Ukrainian and Russian', async () => {
    for (const lang of ['uk', 'ru'] as const) {
      const { headings, rows } = await exportedRows(
        'admin',
        `/orders/main-orders/export?stage=quote&lang=${lang}`,
      );
      expect(headings[1]).toBe(documentTexts[lang].csv.columns.transaction);
      expect(headings).toContain(documentTexts[lang].csv.columns.status);
      const status = headings.indexOf(documentTexts[lang].csv.columns.status);
      expect(new Set(rows.map((row) => row[status]))).toEqual(
        new Set([documentTexts[lang].orderStatus.draft, documentTexts[lang].orderStatus.submitted]),
      );
    }
    const answer = await exported('admin', '/users/export?lang=uk');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"]+-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''%D0%BA/,
    );
  });
});

describe('the audit trail', () => {
  it('records who exported which list, with which filters, and how many rows', async () => {
    const { rows } = await exportedRows(
      'admin',
      `/orders/main-orders/export?stage=quote&dealerId=${ids.alpha}`,
    );
    const trail = await people.admin.api.userAudit({ params: { id: people.admin.id } });
    const event = trail.data.find((e) => e.action === 'list.exported');
    expect(event?.actor?.id).toBe(people.admin.id);
    expect(event?.after).toEqual({
      list: 'mainOrders',
      filters: { stage: 'quote', dealerId: ids.alpha },
      rows: rows.length,
      completed: true,
    });
  });
});

describe('download tickets', () => {
  const ticketFor = (who: Who, path: string) =>
    people[who].api.downloadLink(path).then((url) => url.slice(server.baseUrl.length));

  it('opens its file once, without a bearer token, as its user', async () => {
    const path = `/orders/main-orders/export?dealerId=${ids.alpha}&lang=uk`;
    const url = await ticketFor('admin', path);
    expect(url).toMatch(/^\/orders\/main-orders\/export\?dealerId=\d+&lang=uk&ticket=[A-Za-z0-9_-]{43}$/);
    const first = await fetch(`${server.baseUrl}${url}`);
    expect(first.status).toBe(200);
    expect((await textOf(first)).startsWith(`\uFEFF${documentTexts.uk.csv.columns.id}`)).toBe(true);
    const again = await fetch(`${server.baseUrl}${url}`);
    expect(again.status).toBe(401);
    expect((await again.json()).code).toBe('downloadTicketInvalid');
  });

  it('serves its own path only: another query or another file is 401', async () => {
    const url = await ticketFor('admin', '/users/export?status=active');
    const ticket = url.split('ticket=')[1]!;
    expect((await fetch(`${server.baseUrl}/users/export?status=invited&ticket=${ticket}`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/dealers/export?ticket=${ticket}`)).status).toBe(401);
    // A wrong try does not use it up.
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(200);
  });

  it('expires after 60 s', async () => {
    const url = await ticketFor('admin', '/roles/export');
    clock.advance(61_000);
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(401);
  });

  it('runs the file’s own guard as its user: 403 without the permission, 404 outside the scope', async () => {
    const users = await ticketFor('betaSalesman', '/users/export');
    expect((await fetch(`${server.baseUrl}${users}`)).status).toBe(403);
    const items = await ticketFor('alphaAdmin', `/items/order/${ids.betaQuote}/export`);
    expect((await fetch(`${server.baseUrl}${items}`)).status).toBe(404);
  });

  it('ends with the sign-in that asked for it', async () => {
    const someone = await signedInUser(server);
    const url = await someone.api.downloadLink('/roles/export');
    await someone.api.logout();
    const answer = await fetch(url);
    expect(answer.status).toBe(401);
  });

  it('is only for a signed-in file answer: any other path is a 400 naming path', async () => {
    for (const path of [
      '/orders/main-orders',
      '/nowhere/export',
      '/files/photos/x',
      'users/export',
      '//evil.test/x',
    ]) {
      const error = await people.admin.api.createDownload({ body: { path } }).catch((e: unknown) => e);
      expect(error, path).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).error.map((e) => e.path)).toEqual(['path']);
    }
  });

  it('works for the record file download too (any file answer)', async () => {
    expect(endpoints.createDownload.access).toBe('self');
    const url = await ticketFor('admin', `/orders/${ids.alphaQuote}/files/999999`);
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);
  });
});

describe('a large export', () => {
  it('streams 30,000 orders with the server’s heap growing by less than 50 MB', async () => {
    await db.execute(sql`insert into orders (order_number, stage, status, dealer_id, created_at, updated_at)
      select 'L' || n, 'order', 'order', ${ids.beta}, now() - n * interval '1 second', now()
      from generate_series(1, 30000) n`);
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const response = await fetch(`${server.baseUrl}/orders/main-orders/export?stage=order`, {
      headers: { authorization: `Bearer ${tokenOf('admin')}` },
    });
    let lines = 0;
    let bytes = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    expect(response.status).toBe(200);
    expect(lines).toBeGreaterThan(30_000);
    expect(bytes).toBeGreaterThan(2_000_000);
    expect(peak - before).toBeLessThan(50 * 1024 * 1024);
  }, 120_000);
});
