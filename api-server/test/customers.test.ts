// The customer directory (issue 42; docs/permissions.md "Customers"): create and change with the
// history, the list's search, filters and sort, its file, the dealer boundary, and bad input (400
// naming the field, nothing written).
import { CUSTOMER_CREATED, CUSTOMER_UPDATED, daysAfter } from '@doorline/api-client';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
let admin: SignedInUser;
let salesManager: SignedInUser;
let productionManager: SignedInUser;
let dealerAdmin: SignedInUser;
let dealerSalesman: SignedInUser;
let otherDealer: SignedInUser;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server);
  salesManager = await signedInUser(server, { roleKey: 'sales_manager' });
  productionManager = await signedInUser(server, { roleKey: 'production_manager' });
  dealerAdmin = await signedInUser(server, { dealer: true });
  dealerSalesman = await signedInUser(server, {
    roleKey: 'dealer_salesman',
    dealerId: dealerAdmin.dealerId!,
  });
  otherDealer = await signedInUser(server, { dealer: true });
});
afterAll(async () => {
  await server?.close();
});

const customerCount = async () => {
  const [row] = await server.db.select({ n: count() }).from(customers);
  return Number(row!.n);
};

describe('POST /customers', () => {
  it("creates a dealer user's customer in their own dealer, trimmed, with its creation in the history", async () => {
    const answer = await dealerSalesman.api.createCustomer({
      body: {
        name: '  Olena Kovalenko ',
        email: ' olena@example.test ',
        phone: '+380501112233',
        mobile: '',
        address: { street: 'Khreshchatyk 1', city: 'Kyiv', postcode: '01001', country: 'Ukraine' },
        note: 'Prefers calls after 6 pm',
        tags: ['vip', ' VIP ', 'repeat', ''].filter(Boolean),
      },
    });
    expect(answer.message).toBe(CUSTOMER_CREATED);
    expect(answer.data).toMatchObject({
      name: 'Olena Kovalenko',
      email: 'olena@example.test',
      phone: '+380501112233',
      mobile: null,
      address: { street: 'Khreshchatyk 1', city: 'Kyiv', postcode: '01001', country: 'Ukraine' },
      tags: ['vip', 'repeat'],
      dealer: { id: dealerAdmin.dealerId },
      createdBy: { id: dealerSalesman.id },
    });
    const trail = await dealerAdmin.api.customerAudit({ params: { id: answer.data.id } });
    expect(trail.data).toMatchObject([
      { action: 'customer.created', actor: { id: dealerSalesman.id }, after: { name: 'Olena Kovalenko' } },
    ]);
  });

  it("lets the organization choose a dealer or none (its own), and refuses a dealer user's other dealer", async () => {
    const own = await admin.api.createCustomer({ body: { name: unique('Own customer') } });
    expect(own.data.dealer).toBeNull();
    const dealers = await admin.api.createCustomer({
      body: { name: unique('Dealer customer'), dealerId: otherDealer.dealerId! },
    });
    expect(dealers.data.dealer?.id).toBe(otherDealer.dealerId);
    const before = await customerCount();
    const refused = await failure(
      dealerAdmin.api.createCustomer({ body: { name: unique('Smuggled'), dealerId: otherDealer.dealerId! } }),
      400,
    );
    expect(refused.error.map((e) => e.path)).toEqual(['dealerId']);
    const missing = await failure(
      admin.api.createCustomer({ body: { name: unique('Nowhere'), dealerId: 2_000_000_000 } }),
      400,
    );
    expect(missing.error.map((e) => e.path)).toEqual(['dealerId']);
    expect(await customerCount()).toBe(before);
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await customerCount();
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Bad mail', email: 'not-an-email' }, 'email'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'Tags', tags: ['a'.repeat(41)] }, 'tags.0'],
      [{ name: 'Tags', tags: ['vip\u0007'] }, 'tags.0'],
      [{ name: 'Tags', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ name: 'Note', note: 'n'.repeat(2001) }, 'note'],
      [{ name: 'Nul\u0000name' }, 'name'],
      [{ name: 'Street', address: { street: 1 } }, 'address.street'],
    ] as const) {
      const error = await failure(admin.api.createCustomer({ body: body as never }), 400);
      expect(
        error.error.map((e) => e.path),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await customerCount()).toBe(before);
  });

  it('needs customers.write: a production manager answers 403', async () => {
    const error = await failure(productionManager.api.createCustomer({ body: { name: 'Nope' } }), 403);
    expect(error.message).toBe('You do not have the "customers.write" permission');
  });
});

describe('PATCH /customers/{id}', () => {
  it('changes only what it names and writes the change, before and after, into the history', async () => {
    const { data } = await dealerAdmin.api.createCustomer({
      body: { name: unique('Petrenko'), phone: '+380671234567', address: { city: 'Lviv' }, tags: ['new'] },
    });
    const changed = await dealerSalesman.api.updateCustomer({
      params: { id: data.id },
      body: { address: { city: 'Odesa' }, tags: ['new', 'repeat'], phone: '+380671234567' },
    });
    expect(changed.message).toBe(CUSTOMER_UPDATED);
    expect(changed.data).toMatchObject({
      name: data.name,
      phone: '+380671234567',
      address: { city: 'Odesa', street: '' },
      tags: ['new', 'repeat'],
    });
    const trail = await dealerAdmin.api.customerAudit({ params: { id: data.id } });
    expect(trail.data[0]).toMatchObject({
      action: 'customer.changed',
      actor: { id: dealerSalesman.id },
      before: { city: 'Lviv', tags: ['new'] },
      after: { city: 'Odesa', tags: ['new', 'repeat'] },
    });
    // The same values again change nothing and add nothing to the history.
    await dealerSalesman.api.updateCustomer({
      params: { id: data.id },
      body: { address: { city: 'Odesa' } },
    });
    expect((await dealerAdmin.api.customerAudit({ params: { id: data.id } })).pagination.count).toBe(2);
  });

  it("answers 404 for another dealer's customer, to read, to change or for its history, and changes nothing", async () => {
    const { data } = await otherDealer.api.createCustomer({ body: { name: unique('Hidden') } });
    for (const call of [
      () => dealerAdmin.api.customer({ params: { id: data.id } }),
      () => dealerAdmin.api.customerAudit({ params: { id: data.id } }),
      () => dealerAdmin.api.updateCustomer({ params: { id: data.id }, body: { name: 'Taken over' } }),
    ])
      expect((await failure(call(), 404)).message).toBe('Customer not found');
    const [row] = await server.db.select().from(customers).where(eq(customers.id, data.id));
    expect(row!.name).toBe(data.name);
    // The organization reads and changes any dealer's.
    expect((await salesManager.api.customer({ params: { id: data.id } })).data.name).toBe(data.name);
  });
});

describe('GET /customers', () => {
  const tag = `t${process.pid}`;
  const names: Record<string, number> = {};
  beforeAll(async () => {
    for (const [name, email, phone, dealer] of [
      ['Andriy Melnyk', 'andriy@mail.test', '+380501230001', dealerAdmin],
      ['bohdana SHEVCHENKO', 'b.shev@mail.test', '+380501230002', dealerAdmin],
      ['Calloway Joinery', 'office@calloway.test', '+441612345678', otherDealer],
    ] as const) {
      const { data } = await dealer.api.createCustomer({ body: { name, email, phone, tags: [tag] } });
      names[name] = data.id;
    }
  });

  it('finds by a part of the name, e-mail or phone, in any case', async () => {
    const found = async (search: string) =>
      (await admin.api.customers({ query: { search, tag, limit: 50 } })).data.map((c) => c.name).sort();
    expect(await found('shevchenko')).toEqual(['bohdana SHEVCHENKO']);
    expect(await found('OFFICE@CALLO')).toEqual(['Calloway Joinery']);
    expect(await found('3000')).toEqual(['Andriy Melnyk', 'bohdana SHEVCHENKO']);
    expect(await found('50_')).toEqual([]);
  });

  it("holds a dealer user's own dealer's customers only; the organization filters by dealer", async () => {
    const dealers = (await dealerSalesman.api.customers({ query: { tag, limit: 50 } })).data;
    expect(dealers.map((c) => c.name).sort()).toEqual(['Andriy Melnyk', 'bohdana SHEVCHENKO']);
    // Asking for the other dealer gives nothing, never its rows.
    const asked = await dealerSalesman.api.customers({ query: { dealerId: otherDealer.dealerId!, tag } });
    expect(asked.data).toEqual([]);
    const filtered = await admin.api.customers({ query: { dealerId: otherDealer.dealerId!, tag } });
    expect(filtered.data.map((c) => c.name)).toEqual(['Calloway Joinery']);
    // The organization's own customers only: none of these, which are dealers'.
    const ownName = unique('Own retail');
    const ownTag = `${tag}-own`;
    await admin.api.createCustomer({ body: { name: ownName, tags: [ownTag] } });
    await admin.api.createCustomer({
      body: { name: unique('Dealers'), tags: [ownTag], dealerId: dealerAdmin.dealerId! },
    });
    const own = await admin.api.customers({ query: { withoutDealer: true, tag: ownTag } });
    expect(own.data.map((c) => c.name)).toEqual([ownName]);
    expect(
      (await dealerSalesman.api.customers({ query: { withoutDealer: true, tag: ownTag } })).data,
    ).toEqual([]);
  });

  it('sorts by name either way, and pages with the count', async () => {
    const page = await admin.api.customers({ query: { tag, sort: 'name', order: 'asc', limit: 2 } });
    expect(page.data.map((c) => c.name)).toEqual(['Andriy Melnyk', 'Calloway Joinery']);
    expect(page.pagination).toEqual({ page: 1, limit: 2, count: 3 });
    const down = await admin.api.customers({ query: { tag, sort: 'name', order: 'desc', limit: 5 } });
    expect(down.data.map((c) => c.name)).toEqual(['bohdana SHEVCHENKO', 'Calloway Joinery', 'Andriy Melnyk']);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      [{ sort: 'email' }, 'sort'],
      [{ dealerId: 'x' }, 'dealerId'],
      [{ search: 'a\u0001b' }, 'search'],
      [{ tag: 'x'.repeat(41) }, 'tag'],
    ] as const) {
      const error = await failure(admin.api.customers({ query: query as never }), 400).catch((e: Error) => {
        throw new Error(`${JSON.stringify(query)}: ${e.message}`);
      });
      expect(error.error.map((e) => e.path)).toContain(field);
    }
  });

  it("exports the list's rows as CSV, in the caller's scope", async () => {
    const response = await fetch(`${server.baseUrl}/customers/export?tag=${tag}&sort=name&order=asc`, {
      headers: { authorization: `Bearer ${dealerAdmin.tokens.getAccessToken()}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const [headings, ...rows] = parse(text, { record_delimiter: '\r\n' }) as string[][];
    expect(headings).toEqual(['Name', 'Email', 'Phone', 'City', 'Tags', 'Dealer', 'Created', 'Updated']);
    expect(rows.map((row) => row[0])).toEqual(['Andriy Melnyk', 'bohdana SHEVCHENKO']);
    // A cell that starts as a formula would (`+`) is written as text, as in every export (issue 28).
    expect(rows[0]![2]).toBe("'+380501230001");
    expect(rows[0]![4]).toBe(tag);
  });
});

describe("a quote's customer from the directory", () => {
  const requestedDate = daysAfter(new Date(), 30);

  it("takes the customer's contact, lists the quote on the customer's records, and unlinks on null", async () => {
    const { data: customer } = await dealerSalesman.api.createCustomer({
      body: { name: unique('Hanna Bondar'), email: 'hanna@example.test', phone: '+380991112233' },
    });
    const { data: quote } = await dealerSalesman.api.createOrder({
      body: { requestedDate, customerId: customer.id },
    });
    expect(quote.customer).toEqual({
      id: customer.id,
      contact: {
        name: customer.name,
        email: 'hanna@example.test',
        phone: '+380991112233',
        mobile: null,
        fax: null,
      },
    });
    const records = await dealerAdmin.api.mainOrders({ query: { customerId: customer.id } });
    expect(records.data.map((r) => r.id)).toEqual([quote.id]);
    expect(records.pagination.count).toBe(1);
    // A contact sent with it is the quote's own; the link stays.
    const own = await dealerSalesman.api.updateOrder({
      params: { id: quote.id },
      body: { customerId: customer.id, customerContact: { name: 'Hanna B.', phone: '+380991112233' } },
    });
    expect(own.data.customer).toMatchObject({ id: customer.id, contact: { name: 'Hanna B.' } });
    const unlinked = await dealerSalesman.api.updateOrder({
      params: { id: quote.id },
      body: { customerId: null },
    });
    expect(unlinked.data.customer).toMatchObject({ id: null, contact: { name: 'Hanna B.' } });
    expect((await dealerAdmin.api.mainOrders({ query: { customerId: customer.id } })).data).toEqual([]);
  });

  it("refuses another dealer's customer, and the organization's own on a dealer's quote, with 400 on customerId", async () => {
    const { data: foreign } = await otherDealer.api.createCustomer({ body: { name: unique('Foreign') } });
    const { data: ownCustomer } = await admin.api.createCustomer({
      body: { name: unique('Organization own') },
    });
    for (const customerId of [foreign.id, 2_000_000_000]) {
      const error = await failure(
        dealerSalesman.api.createOrder({ body: { requestedDate, customerId } }),
        400,
      );
      expect(error.error.map((e) => e.path)).toEqual(['customerId']);
      expect(error.error[0]!.message).toBe('Customer not found');
    }
    const error = await failure(
      admin.api.createOrder({
        body: { requestedDate, dealerId: dealerAdmin.dealerId!, customerId: ownCustomer.id },
      }),
      400,
    );
    expect(error.error.map((e) => e.path)).toEqual(['customerId']);
    // Without a dealer, the organization's own customer fits.
    const { data: quote } = await admin.api.createOrder({
      body: { requestedDate, customerId: ownCustomer.id },
    });
    expect(quote.customer.id).toBe(ownCustomer.id);
    // Another dealer's customer's records are nobody else's to list.
    const { data: theirs } = await otherDealer.api.createOrder({
      body: { requestedDate, customerId: foreign.id },
    });
    expect((await dealerAdmin.api.mainOrders({ query: { customerId: foreign.id } })).data).toEqual([]);
    expect((await admin.api.mainOrders({ query: { customerId: foreign.id } })).data.map((r) => r.id)).toEqual(
      [theirs.id],
    );
  });

  it('unlinks a customer of the old dealer when the organization assigns the quote to another', async () => {
    const { data: customer } = await admin.api.createCustomer({
      body: { name: unique('Moving'), dealerId: dealerAdmin.dealerId! },
    });
    const { data: quote } = await admin.api.createOrder({
      body: { requestedDate, dealerId: dealerAdmin.dealerId!, customerId: customer.id },
    });
    expect(quote.customer.id).toBe(customer.id);
    const moved = await admin.api.assignDealer({
      params: { id: quote.id },
      body: { dealerId: otherDealer.dealerId! },
    });
    expect(moved.data.customer.id).toBeNull();
    expect(moved.data.customer.contact?.name).toBe(customer.name);
  });
});
