// The one search box (issue 27; docs/search.md): GET /search finds records by number, reference,
// customer name and e-mail whatever their stage, the directory's customers by name, e-mail, phone and
// mobile (issue 42), dealers by name and contacts' e-mails, users by name and e-mail; each group only
// for whom may open what it leads to, inside the caller's scope;
// best matches first, at most `limit` per group; a term of 2 to 100 characters.
import { searchLimit, type SearchResponse } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, dealers, users, type orders } from '../src/db/schema.js';
import { insertOrder } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
let admin: SignedInUser;
let salesManager: SignedInUser;
let productionManager: SignedInUser;
let oakAdmin: SignedInUser;
let oakSalesman: SignedInUser;
let birchSalesman: SignedInUser;
let noPermission: SignedInUser;
let oak: number;
let birch: number;
const ids: Record<string, number> = {};

type Contact = { name: string | null; email: string | null; phone: null; mobile: null; fax: null };
const contact = (name: string | null, email: string | null): Contact => ({
  name,
  email,
  phone: null,
  mobile: null,
  fax: null,
});

/** Created one minute after another, in the order of the calls: "newest first" is well defined. */
let minute = 0;
const nextTime = () => new Date(Date.UTC(2026, 0, 1, 9, ++minute));

async function record(
  key: string,
  values: Partial<typeof orders.$inferInsert> & { orderNumber: string; dealerId: number },
) {
  const { id } = await insertOrder(server.db, { createdAt: nextTime(), ...values });
  ids[key] = id;
  return id;
}

async function person(key: string, name: string, email: string, dealerId: number | null) {
  const [row] = await server.db
    .insert(users)
    .values({
      name,
      email,
      type: dealerId === null ? 'organization' : 'dealer',
      status: 'active',
      dealerId,
      createdAt: nextTime(),
    })
    .returning({ id: users.id });
  ids[key] = row!.id;
}

async function customer(
  key: string,
  values: Partial<typeof customers.$inferInsert> & { name: string; dealerId: number | null },
) {
  const [row] = await server.db
    .insert(customers)
    .values({ createdAt: nextTime(), ...values })
    .returning({ id: customers.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  const dealer = async (
    name: string,
    email: string,
    responsible: string | null,
    status = 'active' as const,
  ) => {
    const [row] = await db
      .insert(dealers)
      .values({
        name,
        status,
        contact: contact('Front desk', email),
        responsibleContact: responsible ? contact('Manager', responsible) : null,
        createdAt: nextTime(),
      })
      .returning({ id: dealers.id });
    return row!.id;
  };
  oak = await dealer('Oakworks Joinery', 'office@oakworks.test', 'manager@oak-resp.test');
  birch = await dealer('Birchline Doors', 'office@birchline.test', null);
  await dealer('Oakley Gone', 'gone@oakley.test', null, 'deleted' as 'active');

  admin = await signedInUser(server);
  salesManager = await signedInUser(server, { roleKey: 'sales_manager' });
  productionManager = await signedInUser(server, { roleKey: 'production_manager' });
  oakAdmin = await signedInUser(server, { roleKey: 'dealer_admin', dealerId: oak });
  oakSalesman = await signedInUser(server, { roleKey: 'dealer_salesman', dealerId: oak });
  birchSalesman = await signedInUser(server, { roleKey: 'dealer_salesman', dealerId: birch });
  noPermission = await signedInUser(server, { roleKey: 'production_manager' });
  await db.update(users).set({ roleId: null }).where(eq(users.id, noPermission.id));

  await person('marta', 'Marta Vovk', 'marta.vovk@oakworks.test', oak);
  await person('martaBirch', 'Marta Birch', 'marta.birch@birchline.test', birch);
  await person('zenon', 'Zenon Quill', 'zenon.quill@doorline.test', null);

  // The directory's customers: two of Oakworks (a phone, a mobile only), one of Birchline, one of
  // the organization's own.
  await customer('hanna', {
    name: 'Hanna Lysenko',
    email: 'Hanna.Lysenko@Villa.test',
    phone: '+380 44 555 0101',
    dealerId: oak,
  });
  await customer('villaOak', {
    name: 'Villa Rosa Builders',
    email: null,
    mobile: '+380 67 555 0202',
    dealerId: oak,
  });
  await customer('hannaBirch', {
    name: 'Hanna Birchenko',
    email: 'hanna.b@villa.test',
    phone: '+380 44 555 0303',
    dealerId: birch,
  });
  await customer('hannaOwn', {
    name: 'Hanna Retail',
    email: 'retail@villa.test',
    dealerId: null,
  });

  // A quote, a pre-order with a sub-order (Oakworks), an order with a sub-order (Birchline).
  await record('quote', {
    orderNumber: '827001',
    dealerId: oak,
    stage: 'quote',
    status: 'draft',
    referenceNumber: 'REF-ALPHA-1',
    customerContact: contact('Iryna Kovalenko', 'iryna.k@customer.test'),
  });
  await record('preOrder', {
    orderNumber: '827002',
    dealerId: oak,
    stage: 'preorder',
    status: 'approved',
    customerContact: contact('Pavlo Petrenko', 'Pavlo@Buyer.test'),
  });
  await record('preOrderSub', {
    orderNumber: '827002-1',
    mainOrderId: ids.preOrder,
    position: 1,
    dealerId: oak,
    stage: 'preorder',
    status: 'approved',
  });
  await record('order', {
    orderNumber: '827003',
    dealerId: birch,
    stage: 'order',
    status: 'order',
    referenceNumber: 'REF-BETA-9',
    customerContact: contact('Iryna Ostapenko', 'iryna.o@customer.test'),
  });
  await record('orderSub', {
    orderNumber: '827003-1',
    mainOrderId: ids.order,
    position: 1,
    dealerId: birch,
    stage: 'order',
    status: 'not_started',
  });
});
afterAll(async () => {
  await server?.close();
});

const search = (who: SignedInUser, q: string, limit?: number) =>
  who.api.search({ query: limit === undefined ? { q } : { q, limit } }).then((answer) => answer.data);
const numbers = (data: SearchResponse['data']) => data.records?.map((r) => r.orderNumber);
const customerNames = (data: SearchResponse['data']) => data.customers?.map((c) => c.name);

describe('GET /search: what it finds', () => {
  it('a record by its transaction number: the exact one first, then its sub-orders, with stage and status', async () => {
    const data = await search(admin, '827002');
    expect(numbers(data)).toEqual(['827002', '827002-1']);
    expect(data.records![0]).toEqual({
      id: ids.preOrder,
      kind: 'main',
      orderNumber: '827002',
      referenceNumber: null,
      customer: { name: 'Pavlo Petrenko', email: 'Pavlo@Buyer.test' },
      stage: 'preorder',
      status: 'approved',
      dealer: { id: oak, name: 'Oakworks Joinery' },
      mainOrder: null,
    });
    // A sub-order carries its main order (whose page shows it) and the main order's customer.
    expect(data.records![1]).toMatchObject({
      kind: 'sub',
      customer: { name: 'Pavlo Petrenko' },
      mainOrder: { id: ids.preOrder, orderNumber: '827002', stage: 'preorder' },
    });
  });

  it('a record by a part of its number, whatever its stage, newest first', async () => {
    expect(numbers(await search(admin, '2700'))).toEqual([
      '827003-1',
      '827003',
      '827002-1',
      '827002',
      '827001',
    ]);
    expect(numbers(await search(admin, '003-1'))).toEqual(['827003-1']);
  });

  it('a record by its reference number, whatever its case', async () => {
    expect(numbers(await search(admin, 'ref-alpha'))).toEqual(['827001']);
    expect(numbers(await search(admin, 'BETA-9'))).toEqual(['827003']);
  });

  it("a record by its customer's name, an exact name first", async () => {
    expect(numbers(await search(admin, 'iryna'))).toEqual(['827003', '827001']);
    expect(numbers(await search(admin, 'Iryna Kovalenko'))).toEqual(['827001']);
    expect(numbers(await search(admin, 'kovalenko'))).toEqual(['827001']);
  });

  it("a record by its customer's e-mail, typed whole or from its start, whatever its case", async () => {
    expect(numbers(await search(admin, 'pavlo@buyer.test'))).toEqual(['827002']);
    expect(numbers(await search(admin, 'PAVLO@BU'))).toEqual(['827002']);
    expect(numbers(await search(admin, 'iryna.'))).toEqual(['827003', '827001']);
  });

  it("a dealer by its name or either contact's e-mail, deleted dealers aside", async () => {
    const names = async (q: string) => (await search(admin, q)).dealers?.map((d) => d.name);
    expect(await names('oakworks')).toEqual(['Oakworks Joinery']);
    expect(await names('office@birchline')).toEqual(['Birchline Doors']);
    expect(await names('manager@oak-resp')).toEqual(['Oakworks Joinery']);
    expect(await names('oakley')).toEqual([]);
    expect((await search(admin, 'birchline')).dealers![0]).toEqual({
      id: birch,
      name: 'Birchline Doors',
      status: 'active',
      email: 'office@birchline.test',
    });
  });

  it('a user by name or e-mail, with their dealer', async () => {
    const data = await search(admin, 'marta');
    expect(data.users?.map((u) => u.name)).toEqual(['Marta Birch', 'Marta Vovk']);
    expect(data.users![1]).toEqual({
      id: ids.marta,
      name: 'Marta Vovk',
      email: 'marta.vovk@oakworks.test',
      type: 'dealer',
      status: 'active',
      dealer: { id: oak, name: 'Oakworks Joinery' },
    });
    expect((await search(admin, 'zenon.quill@doorline.test')).users?.map((u) => u.id)).toEqual([ids.zenon]);
    expect((await search(admin, 'quill')).users?.[0]).toMatchObject({ type: 'organization', dealer: null });
  });

  it('a customer by a part of its name, e-mail, phone or mobile, whatever its case, with its dealer (issue 42)', async () => {
    expect(customerNames(await search(admin, 'LYSENKO'))).toEqual(['Hanna Lysenko']);
    expect(customerNames(await search(admin, 'nna LYS'))).toEqual(['Hanna Lysenko']);
    expect(customerNames(await search(admin, 'lysenko@villa'))).toEqual(['Hanna Lysenko']);
    expect(customerNames(await search(admin, '555 0101'))).toEqual(['Hanna Lysenko']);
    expect(customerNames(await search(admin, '67 555'))).toEqual(['Villa Rosa Builders']);
    expect((await search(admin, 'hanna.lysenko@villa.test')).customers).toEqual([
      {
        id: ids.hanna,
        name: 'Hanna Lysenko',
        email: 'Hanna.Lysenko@Villa.test',
        phone: '+380 44 555 0101',
        dealer: { id: oak, name: 'Oakworks Joinery' },
      },
    ]);
    // Without a phone, its mobile; the organization's own has no dealer.
    expect((await search(admin, 'rosa builders')).customers).toEqual([
      {
        id: ids.villaOak,
        name: 'Villa Rosa Builders',
        email: null,
        phone: '+380 67 555 0202',
        dealer: { id: oak, name: 'Oakworks Joinery' },
      },
    ]);
    expect((await search(admin, 'hanna retail')).customers?.[0]).toMatchObject({ dealer: null, phone: null });
  });

  it('customers: the whole of a field first, then its start, then anywhere; newest first within each', async () => {
    // "villa": the start of Villa Rosa's name (rank 1) before the e-mails that hold it (rank 2), those
    // newest first.
    expect(customerNames(await search(admin, 'villa'))).toEqual([
      'Villa Rosa Builders',
      'Hanna Retail',
      'Hanna Birchenko',
      'Hanna Lysenko',
    ]);
    expect(customerNames(await search(admin, 'hanna', 2))).toEqual(['Hanna Retail', 'Hanna Birchenko']);
    // The whole of a name first, however old: the organization's own "Villa", before the others.
    await customer('villa', { name: 'Villa', dealerId: null, createdAt: new Date(Date.UTC(2025, 0, 1)) });
    expect(customerNames(await search(admin, 'VILLA'))).toEqual([
      'Villa',
      'Villa Rosa Builders',
      'Hanna Retail',
      'Hanna Birchenko',
      'Hanna Lysenko',
    ]);
    // Two characters: the start of a field only.
    expect(customerNames(await search(admin, 'Vi'))).toEqual(['Villa Rosa Builders', 'Villa']);
    expect(customerNames(await search(admin, 'nk'))).toEqual([]);
  });

  it('takes the term literally: % and _ are no wildcards', async () => {
    const data = await search(admin, '%%%');
    expect(data).toEqual({ records: [], customers: [], dealers: [], users: [] });
    expect(numbers(await search(admin, '8270_2'))).toEqual([]);
  });
});

describe('GET /search: short terms', () => {
  it('a two-character term finds a record by the start of its number only', async () => {
    expect(numbers(await search(admin, '82'))).toEqual([
      '827003-1',
      '827003',
      '827002-1',
      '827002',
      '827001',
    ]);
    expect(numbers(await search(admin, '27'))).toEqual([]);
    expect(numbers(await search(admin, 'Ir'))).toEqual([]);
  });

  it('a two-character term finds users and dealers by the start of a name or an e-mail', async () => {
    const data = await search(admin, 'Ma');
    expect(data.users?.map((u) => u.name)).toEqual(['Marta Birch', 'Marta Vovk']);
    expect((await search(admin, 'rt')).users).toEqual([]);
    expect((await search(admin, 'Bi')).dealers?.map((d) => d.name)).toEqual(['Birchline Doors']);
  });
});

describe('GET /search: who finds what (docs/search.md "Who finds what")', () => {
  it('an organization administrator and a sales manager: records, customers, dealers and users of every dealer', async () => {
    for (const who of [admin, salesManager]) {
      const data = await search(who, 'iryna');
      expect(Object.keys(data).sort()).toEqual(['customers', 'dealers', 'records', 'users']);
      expect(numbers(data)).toEqual(['827003', '827001']);
      expect(customerNames(await search(who, 'hanna'))).toEqual([
        'Hanna Retail',
        'Hanna Birchenko',
        'Hanna Lysenko',
      ]);
    }
  });

  it('a production manager: records only (no customers.read: no customers group)', async () => {
    const data = await search(productionManager, 'marta');
    expect(data).toEqual({ records: [] });
    expect(await search(productionManager, 'hanna')).toEqual({ records: [] });
    expect(numbers(await search(productionManager, '827003'))).toEqual(['827003', '827003-1']);
  });

  it("a dealer admin: their dealer's records, customers and users, never another dealer's, and no dealers", async () => {
    const data = await search(oakAdmin, 'marta');
    expect(Object.keys(data).sort()).toEqual(['customers', 'records', 'users']);
    expect(data.users?.map((u) => u.name)).toEqual(['Marta Vovk']);
    expect(numbers(await search(oakAdmin, 'iryna'))).toEqual(['827001']);
    expect(numbers(await search(oakAdmin, '827003'))).toEqual([]);
    expect(numbers(await search(oakAdmin, 'REF-BETA'))).toEqual([]);
    expect(numbers(await search(oakAdmin, 'iryna.o@customer.test'))).toEqual([]);
    expect(numbers(await search(oakAdmin, '2700'))).toEqual(['827002-1', '827002', '827001']);
    expect((await search(oakAdmin, 'birch')).users).toEqual([]);
  });

  it('a dealer salesman: their dealer’s records and customers only', async () => {
    const data = await search(oakSalesman, 'marta');
    expect(data).toEqual({ records: [], customers: [] });
    expect(numbers(await search(oakSalesman, 'iryna'))).toEqual(['827001']);
  });

  it("a dealer user never finds another dealer's customer, nor the organization's own", async () => {
    for (const who of [oakAdmin, oakSalesman]) {
      expect(customerNames(await search(who, 'hanna'))).toEqual(['Hanna Lysenko']);
      // Birchline's by its whole name, e-mail and phone; the organization's by its e-mail.
      expect(customerNames(await search(who, 'Hanna Birchenko'))).toEqual([]);
      expect(customerNames(await search(who, 'hanna.b@villa.test'))).toEqual([]);
      expect(customerNames(await search(who, '555 0303'))).toEqual([]);
      expect(customerNames(await search(who, 'retail@villa'))).toEqual([]);
      expect(customerNames(await search(who, 'villa'))).toEqual(['Villa Rosa Builders', 'Hanna Lysenko']);
    }
    expect(customerNames(await search(birchSalesman, 'hanna'))).toEqual(['Hanna Birchenko']);
    expect(customerNames(await search(birchSalesman, '+380'))).toEqual(['Hanna Birchenko']);
  });

  it("two dealers' users in turn, with one statement built for both: each their own dealer's", async () => {
    for (let turn = 0; turn < 2; turn++) {
      expect(numbers(await search(oakSalesman, '2700'))).toEqual(['827002-1', '827002', '827001']);
      expect(numbers(await search(birchSalesman, '2700'))).toEqual(['827003-1', '827003']);
    }
  });

  it('a user without permissions: no group at all', async () => {
    expect(await search(noPermission, 'marta')).toEqual({});
    expect(await search(noPermission, 'hanna')).toEqual({});
  });
});

describe('GET /search: limits and validation', () => {
  it(`answers at most limit results per group (${searchLimit.default} unless asked, at most ${searchLimit.max})`, async () => {
    for (let n = 1; n <= 7; n++)
      await record(`many${n}`, {
        orderNumber: `93${n}000`,
        dealerId: birch,
        stage: 'quote',
        status: 'draft',
        customerContact: contact(`Bulk Buyer ${n}`, `bulk${n}@buyer.test`),
      });
    expect(numbers(await search(admin, 'bulk buyer'))).toEqual([
      '937000',
      '936000',
      '935000',
      '934000',
      '933000',
    ]);
    expect(numbers(await search(admin, 'bulk buyer', 2))).toEqual(['937000', '936000']);
    expect(await search(admin, 'bulk buyer', searchLimit.max).then((d) => d.records?.length)).toBe(7);
    expect(numbers(await search(admin, 'Bulk Buyer 3'))).toEqual(['933000']);
  });

  it('refuses a term under 2 or over 100 characters, naming q', async () => {
    for (const q of ['a', '  b  ', '', 'x'.repeat(101)]) {
      const error = await failure(search(admin, q), 400);
      expect(error.message).toBe('Invalid q');
      expect(error.error.map((e) => e.path)).toEqual(['q']);
    }
    const short = await failure(search(admin, 'a'), 400);
    expect(short.error[0]?.message).toBe('Must be at least 2 characters.');
  });

  it('refuses a limit outside 1 to 20 and a missing term, naming them', async () => {
    const limit = await failure(search(admin, 'marta', 21), 400);
    expect(limit.error.map((e) => e.path)).toEqual(['limit']);
    const response = await fetch(`${server.baseUrl}/search`, {
      headers: { authorization: `Bearer ${admin.tokens.getAccessToken()}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { path: string }[] }).error.map((e) => e.path)).toEqual([
      'q',
    ]);
  });

  it("the lists' own search refuses a control character too (a NUL answered 500)", async () => {
    for (const path of [
      '/orders/main-orders?stage=quote&search=ab%00',
      '/users?search=ab%00',
      '/dealers?search=a%01',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${admin.tokens.getAccessToken()}` },
      });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { path: string }[] }).error.map((e) => e.path)).toEqual([
        'search',
      ]);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/search?q=marta`);
    expect(response.status).toBe(401);
  });
});
