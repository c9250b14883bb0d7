// Dealer companies (issue 11; docs/permissions.md "Dealers"): the list and look-up, create and
// one-section edits with who may change what, dealer isolation, the status's effect on the dealer's
// users, the discount until approval, concurrent edits, the companies alias, and an invited dealer
// made active by its first registration.
import { daysAfter, DEALER_CREATED, DEALER_LOOKUP_LIMIT, serverMessages } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../src/db/schema.js';
import { findRoleIdByKey } from '../src/db/queries/users.js';
import { dealerRefusalMessages } from '../src/domain/identity/sessions.js';
import { get, post, startTestServer, type TestServer } from './helpers.js';
import {
  failure,
  lastCode,
  lastMessage,
  newClient,
  signedIn,
  signedInUser,
  type SignedInUser,
} from './identity-helpers.js';

let server: TestServer;

const person = (options?: Parameters<typeof signedInUser>[1]) => signedInUser(server, options);
type Person = SignedInUser;

let admin: Person;
let salesManager: Person;
let dealerAdmin: Person;
let dealerSalesman: Person;
let otherDealerAdmin: Person;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ config: { publicUrl: 'https://crm.example.test' } });
  admin = await person();
  salesManager = await person({ roleKey: 'sales_manager' });
  dealerAdmin = await person({ dealer: true });
  dealerSalesman = await person({ roleKey: 'dealer_salesman', dealerId: dealerAdmin.dealerId! });
  otherDealerAdmin = await person({ dealer: true });
});
afterAll(async () => {
  await server?.close();
});

const unique = (prefix: string) => `${prefix} ${++counter}`;

/** A new dealer made by the administrator, active unless told otherwise. */
async function newDealer(name = unique('Dealer'), status: 'active' | 'invited' = 'active') {
  const created = await admin.api.createDealer({ body: { name, description: 'Doors and windows' } });
  if (status === 'active')
    await admin.api.updateDealer({ params: { id: created.data.id }, body: { status: 'active' } });
  return created.data.id;
}

const contact = (email: string) => ({ name: 'Front desk', email, phone: '+441612345600' });

describe('POST /dealers', () => {
  it('creates an invited dealer with discount 0 and the spec’s message, in the audit trail', async () => {
    const answer = await admin.api.createDealer({ body: { name: '  Oak & Co  ', description: 'Oak doors' } });
    expect(answer.message).toBe(DEALER_CREATED);
    expect(answer.message).toBe('Dealer company created successful!');
    expect(answer.data).toMatchObject({
      name: 'Oak & Co',
      description: 'Oak doors',
      discount: 0,
      status: 'invited',
      contact: { name: null, email: null, phone: null, mobile: null, fax: null },
      userCount: 0,
      salesCounts: { quote: 0, preorder: 0, order: 0 },
    });
    const trail = await admin.api.dealerAudit({ params: { id: answer.data.id } });
    expect(trail.data).toMatchObject([
      { action: 'dealer.created', actor: { id: admin.id }, after: { name: 'Oak & Co', status: 'invited' } },
    ]);
  });

  it('needs a name and a description of at least 2 characters', async () => {
    for (const body of [
      { name: 'A', description: 'Fine' },
      { name: 'Fine', description: 'B' },
      { name: '   ', description: 'Fine' },
    ]) {
      const error = await failure(admin.api.createDealer({ body }), 400);
      expect(error.error.map((e) => e.message)).toContain('Must be at least 2.');
    }
  });

  it('needs dealers.manage: a sales manager and a dealer admin answer 403', async () => {
    const body = { name: 'Nope Doors', description: 'Nope' };
    expect((await failure(salesManager.api.createDealer({ body }), 403)).message).toBe(
      'You do not have the "dealers.manage" permission',
    );
    await failure(dealerAdmin.api.createDealer({ body }), 403);
  });
});

describe('GET /dealers', () => {
  let prefix: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    prefix = `Listing${process.pid}`;
    // 25 active dealers one minute apart (newest last), and one of each other status.
    const base = Date.now() - 3600_000;
    const rows = await server.db
      .insert(dealers)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          name: `${prefix} active ${String(i).padStart(2, '0')}`,
          description: 'Listed',
          status: 'active' as const,
          createdAt: new Date(base + i * 60_000),
          contact: { ...contact(`desk${i}@listing.test`), mobile: null, fax: null },
          responsibleContact:
            i === 3
              ? {
                  name: 'Boss',
                  email: `boss.${process.pid}@owner.test`,
                  phone: null,
                  mobile: null,
                  fax: null,
                }
              : null,
        })),
      )
      .returning({ id: dealers.id, name: dealers.name });
    rows.forEach((r, i) => (ids[`active${i}`] = r.id));
    for (const status of ['inactive', 'blocked', 'deleted', 'invited'] as const) {
      const [row] = await server.db
        .insert(dealers)
        .values({ name: `${prefix} ${status}`, description: 'Listed', status, createdAt: new Date(base) })
        .returning({ id: dealers.id });
      ids[status] = row!.id;
    }
  });

  it('lists newest first with the count, hiding deleted dealers unless the filter asks', async () => {
    const all = await admin.api.dealers({ query: { search: prefix, limit: 100 } });
    expect(all.pagination).toEqual({ page: 1, limit: 100, count: 28 });
    expect(all.hasMore).toBe(false);
    expect(all.data[0]!.id).toBe(ids.active24);
    expect(all.data.map((d) => d.id)).not.toContain(ids.deleted);
    const created = all.data.map((d) => d.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const deleted = await admin.api.dealers({ query: { search: prefix, status: 'deleted' } });
    expect(deleted.data.map((d) => d.id)).toEqual([ids.deleted]);
    for (const status of ['inactive', 'blocked', 'invited'] as const)
      expect((await admin.api.dealers({ query: { search: prefix, status } })).data.map((d) => d.id)).toEqual([
        ids[status],
      ]);
    expect(all.data[0]).toMatchObject({
      name: `${prefix} active 24`,
      description: 'Listed',
      discount: 0,
      status: 'active',
      contact: { name: 'Front desk', email: 'desk24@listing.test', mobile: null },
      responsibleContact: { name: null, email: null },
    });
  });

  it('pages with the count and hasMore', async () => {
    const page2 = await admin.api.dealers({
      query: { search: prefix, status: 'active', page: 2, limit: 10 },
    });
    expect(page2).toMatchObject({ pagination: { page: 2, limit: 10, count: 25 }, hasMore: true });
    expect(page2.data.map((d) => d.id)).toEqual(Array.from({ length: 10 }, (_, i) => ids[`active${14 - i}`]));
    const past = await admin.api.dealers({ query: { search: prefix, page: 9, limit: 10 } });
    expect(past).toMatchObject({ data: [], pagination: { count: 28 }, hasMore: false });
  });

  it('serves the look-up of the quote form: active dealers, 20 a page, read until hasMore is false', async () => {
    const seen: number[] = [];
    let page = 1;
    let hasMore = true;
    while (hasMore) {
      const answer = await salesManager.api.dealers({
        query: {
          status: 'active',
          search: `${prefix} active`,
          page,
          limit: DEALER_LOOKUP_LIMIT,
        },
      });
      expect(answer.data.length).toBe(page === 1 ? 20 : 5);
      seen.push(...answer.data.map((d) => d.id));
      hasMore = answer.hasMore;
      page++;
    }
    expect(page).toBe(3);
    expect(new Set(seen).size).toBe(25);
    // Without a search it reads every active dealer the same way.
    const first = await dealerSalesman.api.dealers({ query: { status: 'active', limit: 20 } });
    expect(first.data.map((d) => d.id)).toEqual([dealerSalesman.dealerId]);
  });

  it('searches the name or a contact’s e-mail, whatever the case', async () => {
    const byName = await admin.api.dealers({ query: { search: `${prefix} ACTIVE 07` } });
    expect(byName.data.map((d) => d.id)).toEqual([ids.active7]);
    const byContact = await admin.api.dealers({ query: { search: 'DESK12@listing' } });
    expect(byContact.data.map((d) => d.id)).toEqual([ids.active12]);
    const byResponsible = await admin.api.dealers({ query: { search: `boss.${process.pid}@` } });
    expect(byResponsible.data.map((d) => d.id)).toEqual([ids.active3]);
    // LIKE's own characters are taken literally.
    expect((await admin.api.dealers({ query: { search: '%_%' } })).data).toEqual([]);
  });

  it('shows a dealer user only their own dealer; anyone with orders access may look up', async () => {
    const own = await dealerAdmin.api.dealers({ query: { limit: 100 } });
    expect(own.data.map((d) => d.id)).toEqual([dealerAdmin.dealerId]);
    // The same list's statement, reused for another dealer's user: their own dealer, not the first's.
    const others = await otherDealerAdmin.api.dealers({ query: { limit: 100 } });
    expect(others.data.map((d) => d.id)).toEqual([otherDealerAdmin.dealerId]);
    expect(otherDealerAdmin.dealerId).not.toBe(dealerAdmin.dealerId);
    expect((await dealerAdmin.api.dealers({ query: { search: prefix } })).data).toEqual([]);
    const production = await person({ roleKey: 'production_manager' });
    expect((await production.api.dealers({ query: { search: prefix } })).pagination.count).toBe(28);
  });

  it('lists one dealer by id (how a filter names its dealer), within the caller’s own scope', async () => {
    const one = await admin.api.dealers({ query: { id: ids.active3! } });
    expect(one.data.map((d) => d.id)).toEqual([ids.active3]);
    expect(one.data[0]!.name).toContain(prefix);
    // Anyone who may look dealers up, without dealers.read.
    const production = await person({ roleKey: 'production_manager' });
    expect((await production.api.dealers({ query: { id: ids.active3! } })).data.map((d) => d.id)).toEqual([
      ids.active3,
    ]);
    // A dealer user: their own dealer only, another's id finds nothing.
    expect((await dealerAdmin.api.dealers({ query: { id: ids.active3! } })).data).toEqual([]);
    expect((await dealerAdmin.api.dealers({ query: { id: dealerAdmin.dealerId! } })).data).toHaveLength(1);
  });
});

describe('GET /dealers/{id}', () => {
  it('answers the profile with its sales counts and users; another dealer’s answers 404', async () => {
    const details = await salesManager.api.dealer({ params: { id: dealerAdmin.dealerId! } });
    expect(details.data).toMatchObject({ id: dealerAdmin.dealerId, userCount: 2 });
    expect(Object.keys(details.data.salesCounts).sort()).toEqual(
      ['hold', 'order', 'preorder', 'production', 'quote', 'warehouse'].sort(),
    );
    expect((await dealerSalesman.api.dealer({ params: { id: dealerAdmin.dealerId! } })).data.id).toBe(
      dealerAdmin.dealerId,
    );
    // One request at a time: a promise made before its turn could reject while the previous one is
    // awaited, an unhandled rejection.
    for (const call of [
      () => dealerAdmin.api.dealer({ params: { id: otherDealerAdmin.dealerId! } }),
      () => dealerAdmin.api.dealerUsers({ params: { id: otherDealerAdmin.dealerId! } }),
      () => dealerAdmin.api.dealerAudit({ params: { id: otherDealerAdmin.dealerId! } }),
      () => admin.api.dealer({ params: { id: 999_999 } }),
    ])
      expect((await failure(call(), 404)).message).toBe('Dealer not found');
  });

  it('counts the dealer’s main records per stage', async () => {
    const id = await newDealer();
    const q = await admin.api.createOrder({
      body: { requestedDate: daysAfter(new Date(), 30), dealerId: id },
    });
    await admin.api.createOrder({ body: { requestedDate: daysAfter(new Date(), 30), dealerId: id } });
    expect(q.data.id).toBeGreaterThan(0);
    const details = await admin.api.dealer({ params: { id } });
    expect(details.data.salesCounts).toMatchObject({ quote: 2, preorder: 0, order: 0 });
  });
});

describe('PATCH /dealers/{id}', () => {
  it('lets an organization manager change each section, writing the trail with before and after', async () => {
    const id = await newDealer('Section Doors');
    const account = await admin.api.updateDealer({
      params: { id },
      body: {
        name: 'Section Doors Ltd',
        description: 'Renamed',
        discount: 7.5,
      },
    });
    expect(account.message).toBe('PROFILE.UPDATED');
    expect(account.data).toMatchObject({ name: 'Section Doors Ltd', description: 'Renamed', discount: 7.5 });
    const withContact = await admin.api.updateDealer({
      params: { id },
      body: {
        contact: { name: 'Desk', email: 'desk@section.test', phone: '', mobile: '+447700900111' },
      },
    });
    expect(withContact.data.contact).toEqual({
      name: 'Desk',
      email: 'desk@section.test',
      phone: null,
      mobile: '+447700900111',
      fax: null,
    });
    await admin.api.updateDealer({ params: { id }, body: { responsibleContact: { name: 'Boss' } } });
    // Sending what is already there changes nothing and writes nothing.
    await admin.api.updateDealer({ params: { id }, body: { name: 'Section Doors Ltd', discount: 7.5 } });
    const trail = await admin.api.dealerAudit({ params: { id }, query: { limit: 100 } });
    expect(trail.data.map((e) => e.action)).toEqual([
      'dealer.responsible_contact_changed',
      'dealer.contact_changed',
      'dealer.account_changed',
      'dealer.status_changed',
      'dealer.created',
    ]);
    expect(trail.data[2]).toMatchObject({
      before: { name: 'Section Doors', description: 'Doors and windows', discount: 0 },
      after: { name: 'Section Doors Ltd', description: 'Renamed', discount: 7.5 },
    });
    expect(trail.data[1]!.before).toEqual({
      contact: { name: null, email: null, phone: null, mobile: null, fax: null },
    });
  });

  it('checks the input: one section, the name with the account, a discount of 0 to 100, contact rules', async () => {
    const id = await newDealer();
    const cases: Array<[object, string]> = [
      [{ name: 'X', contact: { name: 'Y' } }, 'Send one section'],
      [{}, 'Send one section'],
      [{ description: 'no name' }, 'REQUIRED'],
      [{ name: 'Ok', discount: 101 }, 'Must be between 0 and 100.'],
      [{ name: 'Ok', discount: 1.234 }, 'At most two decimals.'],
      [{ contact: { name: '' } }, 'REQUIRED'],
      [{ contact: { name: 'Desk', email: 'not an e-mail' } }, 'EMAIL INVALID'],
      [{ status: 'invited' }, 'Expected one of'],
    ];
    for (const [body, text] of cases) {
      const error = await failure(admin.api.updateDealer({ params: { id }, body: body as never }), 400);
      expect(`${error.message} ${error.error.map((e) => e.message).join(' ')}`).toContain(text);
    }
  });

  it('takes the spec’s body with the dealer’s own dealerId; another dealerId is a 400 naming it (issue 40)', async () => {
    const id = await newDealer('Spec Doors');
    // Spec §7: `PATCH /dealers/{dealerId}` with `{ dealerId }`, alone or beside a section.
    const alone = await admin.api.updateDealer({ params: { id }, body: { dealerId: id } });
    expect(alone.message).toBe('PROFILE.UPDATED');
    expect(alone.data).toMatchObject({ id, name: 'Spec Doors' });
    const named = await admin.api.updateDealer({
      params: { id },
      body: { dealerId: String(id) as never, name: 'Spec Doors Ltd' },
    });
    expect(named.data.name).toBe('Spec Doors Ltd');
    const other = await newDealer('Other Doors');
    const error = await failure(
      admin.api.updateDealer({ params: { id }, body: { dealerId: other, name: 'Taken over' } }),
      400,
    );
    expect(error.error).toEqual([
      {
        path: 'dealerId',
        message: `dealerId must be the dealer of the address (${id})`,
        code: 'dealerIdMismatch',
        params: { id },
      },
    ]);
    const after = await admin.api.dealer({ params: { id: other } });
    expect(after.data.name).toBe('Other Doors');
    const invalid = await failure(
      admin.api.updateDealer({ params: { id }, body: { dealerId: 'x' as never } }),
      400,
    );
    expect(invalid.error.map((e) => e.path)).toEqual(['dealerId']);
  });

  it('refuses a sales manager (read only) with 403', async () => {
    const error = await failure(
      salesManager.api.updateDealer({ params: { id: dealerAdmin.dealerId! }, body: { name: 'Mine' } }),
      403,
    );
    expect(error.message).toBe('You do not have the "dealers.manage" permission');
  });

  it('lets a dealer admin change the own name, description and contacts, never the discount or status', async () => {
    const own = dealerAdmin.dealerId!;
    const answer = await dealerAdmin.api.updateDealer({
      params: { id: own },
      body: { name: 'My Doors', description: 'Ours' },
    });
    expect(answer.data).toMatchObject({ name: 'My Doors', description: 'Ours' });
    await dealerAdmin.api.updateDealer({ params: { id: own }, body: { contact: { name: 'Our desk' } } });
    expect(
      (
        await failure(
          dealerAdmin.api.updateDealer({ params: { id: own }, body: { name: 'My Doors', discount: 50 } }),
          403,
        )
      ).message,
    ).toBe(serverMessages.discountNotYours);
    expect(
      (await failure(dealerAdmin.api.updateDealer({ params: { id: own }, body: { status: 'blocked' } }), 403))
        .message,
    ).toBe(serverMessages.statusNotYours);
    expect((await admin.api.dealer({ params: { id: own } })).data).toMatchObject({
      discount: 0,
      status: 'active',
    });
    // Another dealer does not exist for them. The discount and the status are the route's guard's,
    // which refuses them before any dealer is read: the same 403 on any id confirms nothing.
    expect(
      (
        await failure(
          dealerAdmin.api.updateDealer({
            params: { id: otherDealerAdmin.dealerId! },
            body: { name: 'Taken' },
          }),
          404,
        )
      ).message,
    ).toBe('Dealer not found');
    const refused = [
      [{ name: 'Taken', discount: 1 }, serverMessages.discountNotYours],
      [{ status: 'active' as const }, serverMessages.statusNotYours],
    ] as const;
    for (const [body, text] of refused)
      for (const id of [otherDealerAdmin.dealerId!, 2_000_000_000])
        expect((await failure(dealerAdmin.api.updateDealer({ params: { id }, body }), 403)).message).toBe(
          text,
        );
    // A dealer salesman holds no dealer.profile.
    await failure(
      dealerSalesman.api.updateDealer({ params: { id: own }, body: { name: 'Salesman Doors' } }),
      403,
    );
  });

  it('keeps both of two concurrent edits of different sections; the last write of one section wins', async () => {
    const id = await newDealer('Race Doors');
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        admin.api.updateDealer({
          params: { id },
          body: { name: `Race Doors ${round}`, description: 'Raced' },
        }),
        dealerAdmin.api
          .updateDealer({ params: { id }, body: { contact: { name: 'Desk' } } })
          .catch(() => null),
        admin.api.updateDealer({
          params: { id },
          body: { contact: { name: `Desk ${round}`, email: `r${round}@race.test` } },
        }),
        admin.api.updateDealer({ params: { id }, body: { responsibleContact: { name: `Boss ${round}` } } }),
      ]);
      const after = (await admin.api.dealer({ params: { id } })).data;
      expect(after).toMatchObject({
        name: `Race Doors ${round}`,
        description: 'Raced',
        contact: { name: `Desk ${round}`, email: `r${round}@race.test` },
        responsibleContact: { name: `Boss ${round}` },
      });
    }
    const sameSection = await Promise.all(
      ['A', 'B', 'C'].map((s) => admin.api.updateDealer({ params: { id }, body: { name: `Race ${s}` } })),
    );
    expect(sameSection).toHaveLength(3);
    expect(['Race A', 'Race B', 'Race C']).toContain((await admin.api.dealer({ params: { id } })).data.name);
    expect((await admin.api.dealer({ params: { id } })).data.contact.name).toBe('Desk 4');
  });
});

describe('dealer status', () => {
  it('moves by the contract’s actions: to itself is 409', async () => {
    const id = await newDealer();
    const error = await failure(admin.api.updateDealer({ params: { id }, body: { status: 'active' } }), 409);
    expect(error.message).toBe('A dealer that is active cannot be set to active.');
  });

  it('blocking, deactivating or deleting ends the users’ sessions and refuses their sign-in; reactivating restores them', async () => {
    for (const status of ['blocked', 'inactive', 'deleted'] as const) {
      const id = await newDealer();
      const user = await person({ dealerId: id, roleKey: 'dealer_admin' });
      const colleague = await person({ dealerId: id, roleKey: 'dealer_salesman' });
      await user.api.dealer({ params: { id } });
      const refreshToken = user.tokens.getRefreshToken()!;

      await admin.api.updateDealer({ params: { id }, body: { status } });
      const message = dealerRefusalMessages[status].text;
      // The access token and the sign-in end at once: no refresh either.
      const ended = await get(`${server.baseUrl}/users/me`, colleague.tokens.getAccessToken()!);
      expect(ended).toMatchObject({ status: 401, json: { message: 'Session ended. Sign in again.' } });
      const refreshed = await post(`${server.baseUrl}/refresh-token`, { refreshToken });
      expect(refreshed.status).toBe(401);
      const login = await post(`${server.baseUrl}/login`, { email: user.email, password: user.password });
      expect(login).toMatchObject({ status: 403, json: { message } });
      // Listed with the status; the users keep their own.
      expect((await admin.api.getUser({ params: { id: user.id } })).data.status).toBe('active');

      await admin.api.updateDealer({ params: { id }, body: { status: 'active' } });
      const again = await signedIn(server, user.email, user.password);
      expect((await again.api.dealer({ params: { id } })).data.status).toBe('active');
    }
  });

  it('refuses every request of a user whose dealer does not admit users, with the message', async () => {
    const id = await newDealer();
    const user = await person({ dealerId: id });
    // Straight in the database, so that only the per-request check stands between.
    await server.db.update(dealers).set({ status: 'blocked' }).where(eq(dealers.id, id));
    const refused = await get(`${server.baseUrl}/users/me`, user.tokens.getAccessToken()!);
    expect(refused).toMatchObject({
      status: 403,
      json: { message: dealerRefusalMessages.blocked.text, code: 'dealerBlocked' },
    });
    await server.db.update(dealers).set({ status: 'active' }).where(eq(dealers.id, id));
    expect((await get(`${server.baseUrl}/users/me`, user.tokens.getAccessToken()!)).status).toBe(200);
  });

  it('writes each change into the trail', async () => {
    const id = await newDealer();
    await admin.api.updateDealer({ params: { id }, body: { status: 'blocked' } });
    const trail = await salesManager.api.dealerAudit({ params: { id } });
    expect(trail.data[0]).toMatchObject({
      action: 'dealer.status_changed',
      actor: { id: admin.id },
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
  });
});

describe('the discount', () => {
  it('applies the dealer’s current discount to a draft quote, and the one stored at approval after it', async () => {
    const id = await newDealer();
    await admin.api.updateDealer({ params: { id }, body: { name: 'Discount Doors', discount: 10 } });
    const draft = (
      await admin.api.createOrder({ body: { requestedDate: daysAfter(new Date(), 30), dealerId: id } })
    ).data.id;
    const approved = (
      await admin.api.createOrder({ body: { requestedDate: daysAfter(new Date(), 30), dealerId: id } })
    ).data.id;
    for (const orderId of [draft, approved])
      await admin.api.createItem({ body: { orderId, description: 'Oak door', price: 1000 } });
    const totals = async (orderId: number) =>
      (await admin.api.orderDetails({ params: { id: orderId } })).data.totals;
    expect(await totals(draft)).toEqual({
      subtotal: 1000,
      discountPercent: 10,
      discount: 100,
      total: 900,
      // The dealer's net (issue 43): a free line at its amount less the dealer's discount.
      net: 900,
      discountFixed: false,
    });

    await admin.api.updateDealer({ params: { id }, body: { name: 'Discount Doors', discount: 20 } });
    expect(await totals(draft)).toMatchObject({ discountPercent: 20, total: 800 });
    await admin.api.submitOrder({ params: { id: approved } });
    expect(await totals(approved)).toMatchObject({ discountPercent: 20, total: 800, discountFixed: false });
    await admin.api.approveOrder({ params: { id: approved } });

    await admin.api.updateDealer({ params: { id }, body: { name: 'Discount Doors', discount: 30 } });
    expect(await totals(draft)).toMatchObject({ discountPercent: 30, total: 700 });
    expect(await totals(approved)).toEqual({
      subtotal: 1000,
      discountPercent: 20,
      discount: 200,
      total: 800,
      net: 800,
      discountFixed: true,
    });
  });
});

describe('/companies', () => {
  it('answers as /dealers with the same guards: a company is a dealer company', async () => {
    const token = admin.tokens.getAccessToken()!;
    const created = await post(
      `${server.baseUrl}/companies`,
      { name: 'Company Doors', description: 'Via companies' },
      { authorization: `Bearer ${token}` },
    );
    expect(created).toMatchObject({
      status: 200,
      json: { message: DEALER_CREATED, data: { name: 'Company Doors', status: 'invited' } },
    });
    const id = created.json.data.id as number;
    const one = await get(`${server.baseUrl}/companies/${id}`, token);
    expect(one.json).toEqual(await admin.api.dealer({ params: { id } }));
    const list = await get(`${server.baseUrl}/companies?search=Company%20Doors&status=invited`, token);
    expect(list.json).toEqual(
      await admin.api.dealers({ query: { search: 'Company Doors', status: 'invited' } }),
    );
    const other = await get(
      `${server.baseUrl}/companies/${otherDealerAdmin.dealerId}`,
      dealerAdmin.tokens.getAccessToken()!,
    );
    expect(other.status).toBe(404);
    const refused = await post(
      `${server.baseUrl}/companies`,
      { name: 'Nope', description: 'Nope' },
      { authorization: `Bearer ${salesManager.tokens.getAccessToken()!}` },
    );
    expect(refused.status).toBe(403);
  });
});

describe('an invited dealer', () => {
  it('becomes active with its first registered user, in the trail', async () => {
    const id = await newDealer(unique('Invited Doors'), 'invited');
    const email = `first.admin.${process.pid}@invited.test`;
    const phone = '+380501112233';
    await admin.api.inviteDealer({
      body: {
        name: 'First Admin',
        email,
        phone,
        roleId: (await findRoleIdByKey(server.db, 'dealer_admin'))!,
        dealerId: id,
      },
    });
    expect((await admin.api.dealer({ params: { id } })).data.status).toBe('invited');
    const message = (await lastMessage(server.db, email, 'email'))!;
    const url = new URL(
      /https:\/\/crm\.example\.test\/auth\/complete-registration\?\S+/.exec(message.body)![0],
    );
    const code = url.searchParams.get('code')!;
    const { api } = newClient(server);
    await api.phoneVerify({ body: { phone, email, code } });
    const phoneCode = await lastCode(server.db, phone, 'sms');
    const registered = await api.register({
      body: {
        email,
        code,
        phone,
        password: 'a calm orange river',
        phoneCode,
      },
    });
    expect('token' in registered.data).toBe(true);

    const after = await admin.api.dealer({ params: { id } });
    expect(after.data).toMatchObject({ status: 'active', userCount: 1 });
    const trail = await admin.api.dealerAudit({ params: { id } });
    expect(trail.data[0]).toMatchObject({
      action: 'dealer.status_changed',
      before: { status: 'invited' },
      after: { status: 'active' },
    });
  });
});
