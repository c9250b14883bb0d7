// Dealers' discount rules and two prices per line (issue 43, part 4b; docs/decisions.md "Issue 43,
// part 4b"): a dealer's rules written by the organization with prices.rules and read by a dealer user
// only for their own dealer; each field's 400; the net in a check's breakdown (the quote's dealer's
// rules), on an added door and a copied quote; dates and minimum quantity against the server's day and
// the quote's doors; a stored net unchanged by a later rule; nothing of one dealer's rules to another.
import {
  type Catalogue,
  type Configuration,
  daysAfter,
  type PriceRuleBody,
  PRICE_RULE_DELETED,
  PRICE_RULE_SAVED,
} from '@doorline/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { dealerPriceRules } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let admin: ApiClient;
let salesManager: ApiClient;
let salesman: ApiClient;
let otherDealer: ApiClient;
let catalogue: Catalogue;
let dealerId: number;
let otherDealerId: number;

const configurationOf = (model: string): Configuration =>
  demoConfigurationIn(
    catalogue,
    demoConfigurations.find((c) => c.model === model)!,
  );
const familyOf = (modelCode: string) => catalogue.models.find((model) => model.code === modelCode)!.familyId;
const modelId = (code: string) => catalogue.models.find((model) => model.code === code)!.id;

/** A dealer's new draft quote. */
const quoteOf = async (api: ApiClient) =>
  (await api.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
const rule = (body: Partial<PriceRuleBody> & Pick<PriceRuleBody, 'target'>, dealer = dealerId) =>
  admin.createPriceRule({
    params: { id: dealer },
    body: { kind: 'percent', value: 10, ...body } as PriceRuleBody,
  });
const check = (api: ApiClient, configuration: Configuration, orderId?: number) =>
  api.checkConfiguration({ body: { configuration, ...(orderId ? { orderId } : {}) } });
/** A percentage off an amount, half away from zero to the cent, as the server does. */
const off = (amount: number, percent: number) =>
  (Math.round(amount * 100) - Math.round((Math.round(amount * 100) * percent) / 100)) / 100;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
  otherDealer = (await signedIn(server, 'dealer2.sales@doorline.test', DEMO_PASSWORD)).api;
  catalogue = (await salesman.priceCatalogue()).data;
  // The demo's own rules aside: each test writes the rules it prices with.
  await server.database.db.delete(dealerPriceRules);
  dealerId = (await salesman.orderDetails({ params: { id: (await quoteOf(salesman)).id } })).data.dealer!.id;
  otherDealerId = (await otherDealer.orderDetails({ params: { id: (await quoteOf(otherDealer)).id } })).data
    .dealer!.id;
});
// Each test starts with no rules, so that one test's failure leaves nothing to the next.
beforeEach(async () => {
  await server.database.db.delete(dealerPriceRules);
});
afterAll(async () => {
  await server?.close();
});

const fieldsOf = (error: { error: Array<{ path: string }> }) => error.error.map((e) => e.path);

describe("a dealer's rules: who reads and writes them", () => {
  it('the organization writes a rule; it is listed in the order rules apply', async () => {
    const all = await rule({ target: 'all', value: 3 });
    expect(all.message).toBe(PRICE_RULE_SAVED);
    const family = await rule({ target: 'family', targetId: familyOf('INT-CLASSIC'), value: 7 });
    const model = await rule({ target: 'model', targetId: modelId('INT-CLASSIC'), kind: 'net', value: 300 });
    const rules = (await admin.dealerPriceRules({ params: { id: dealerId } })).data.rules;
    expect(rules.map((r) => r.id)).toEqual([model.data.id, family.data.id, all.data.id]);
    expect(rules[0]).toMatchObject({
      target: 'model',
      kind: 'net',
      value: 300,
      minQuantity: 1,
      validFrom: null,
    });
    for (const r of rules) await admin.deletePriceRule({ params: { id: r.id } });
  });

  it("a dealer user reads only their own dealer's rules: another dealer's are not found", async () => {
    const own = await rule({ target: 'all', value: 4 });
    const ownRules = (await salesman.dealerPriceRules({ params: { id: dealerId } })).data.rules;
    expect(ownRules.map((r) => r.id)).toContain(own.data.id);
    const refused = await failure(otherDealer.dealerPriceRules({ params: { id: dealerId } }), 404);
    expect(JSON.stringify(refused)).not.toContain(`"id":${own.data.id}`);
    expect((await otherDealer.dealerPriceRules({ params: { id: otherDealerId } })).data.rules).toEqual([]);
    // Reading is prices.read: the sales manager reads, but may not write.
    expect((await salesManager.dealerPriceRules({ params: { id: dealerId } })).data.rules).toHaveLength(1);
    await failure(
      salesManager.createPriceRule({
        params: { id: dealerId },
        body: { target: 'all', kind: 'percent', value: 1 },
      }),
      403,
    );
    await failure(
      salesman.createPriceRule({
        params: { id: dealerId },
        body: { target: 'all', kind: 'percent', value: 1 },
      }),
      403,
    );
    await failure(salesman.deletePriceRule({ params: { id: own.data.id } }), 403);
    await admin.deletePriceRule({ params: { id: own.data.id } });
  });

  it('changes and deletes a rule; a missing one is not found', async () => {
    const made = await rule({ target: 'all', value: 4 });
    const changed = await admin.changePriceRule({
      params: { id: made.data.id },
      body: { target: 'all', kind: 'percent', value: 6, minQuantity: 2, note: 'Spring' },
    });
    expect(changed.data).toMatchObject({ id: made.data.id, value: 6, minQuantity: 2, note: 'Spring' });
    expect((await admin.deletePriceRule({ params: { id: made.data.id } })).message).toBe(PRICE_RULE_DELETED);
    await failure(admin.deletePriceRule({ params: { id: made.data.id } }), 404);
    await failure(
      admin.changePriceRule({
        params: { id: made.data.id },
        body: { target: 'all', kind: 'percent', value: 1 },
      }),
      404,
    );
    await failure(admin.dealerPriceRules({ params: { id: 2_000_000_000 } }), 404);
  });

  it("writes each rule's creation, change and deletion on its dealer's trail", async () => {
    const made = await rule({ target: 'all', value: 4, note: 'Trail' });
    const id = made.data.id;
    await admin.changePriceRule({
      params: { id },
      body: { target: 'all', kind: 'percent', value: 6, minQuantity: 2, note: 'Trail' },
    });
    // The same values again: nothing changed, nothing written.
    await admin.changePriceRule({
      params: { id },
      body: { target: 'all', kind: 'percent', value: 6, minQuantity: 2, note: 'Trail' },
    });
    await admin.deletePriceRule({ params: { id } });
    const trail = await admin.dealerAudit({ params: { id: dealerId }, query: { limit: 3 } });
    const fields = {
      target: 'all',
      targetId: null,
      kind: 'percent',
      validFrom: null,
      validTo: null,
      note: 'Trail',
    };
    expect(trail.data.map((event) => [event.action, event.before, event.after])).toEqual([
      ['dealer.price_rule_deleted', { id, ...fields, value: 6, minQuantity: 2 }, null],
      ['dealer.price_rule_changed', { id, value: 4, minQuantity: 1 }, { id, value: 6, minQuantity: 2 }],
      ['dealer.price_rule_created', null, { id, ...fields, value: 4, minQuantity: 1 }],
    ]);
    expect(trail.data[0]!.actor).toMatchObject({ name: expect.any(String) });
    // The other dealer's trail has none of it.
    const other = await admin.dealerAudit({ params: { id: otherDealerId }, query: {} });
    expect(other.data.filter((event) => event.action.startsWith('dealer.price_rule_'))).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ target: 'all', kind: 'percent', value: 100.5 }, 'value'],
      [{ target: 'all', kind: 'percent', value: -1 }, 'value'],
      [{ target: 'model', targetId: modelId('INT-CLASSIC'), kind: 'net', value: 10.005 }, 'value'],
      [{ target: 'family', targetId: familyOf('INT-CLASSIC'), kind: 'net', value: 100 }, 'kind'],
      [{ target: 'all', kind: 'net', value: 100 }, 'kind'],
      [{ target: 'model', kind: 'percent', value: 5 }, 'targetId'],
      [{ target: 'model', targetId: 1_999_999, kind: 'percent', value: 5 }, 'targetId'],
      [{ target: 'group', targetId: 1_999_999, kind: 'percent', value: 5 }, 'targetId'],
      [{ target: 'shop', kind: 'percent', value: 5 }, 'target'],
      [
        { target: 'all', kind: 'percent', value: 5, validFrom: '2026-05-02', validTo: '2026-05-01' },
        'validTo',
      ],
      [{ target: 'all', kind: 'percent', value: 5, validFrom: '2026-02-30' }, 'validFrom'],
      [{ target: 'all', kind: 'percent', value: 5, minQuantity: 0 }, 'minQuantity'],
      [{ target: 'all', kind: 'percent', value: 5, note: 'a\u0000b' }, 'note'],
    ];
    for (const [body, field] of cases) {
      const error = await failure(
        admin.createPriceRule({ params: { id: dealerId }, body: body as never }),
        400,
      );
      expect(fieldsOf(error), JSON.stringify(body)).toContain(field);
    }
    expect((await admin.dealerPriceRules({ params: { id: dealerId } })).data.rules).toEqual([]);
  });
});

describe('the net: a check, an added door, a copied quote', () => {
  it("a dealer's check shows the list price, the rule and the net; another dealer's check none of it", async () => {
    const family = await rule({ target: 'family', targetId: familyOf('INT-CLASSIC'), value: 10 });
    const door = configurationOf('INT-CLASSIC');
    const breakdown = (await check(salesman, door)).data.breakdown!;
    const components = [breakdown.base.amount, ...breakdown.options.map((option) => option.amount)];
    const net = components.reduce((sum, amount) => Math.round((sum + off(amount, 10)) * 100) / 100, 0);
    expect(breakdown.net!.amount).toBe(net);
    expect(breakdown.net!.amount).toBeLessThan(breakdown.listPrice);
    expect(breakdown.net!.lines[0]).toMatchObject({
      component: 'base',
      list: breakdown.base.amount,
      net: off(breakdown.base.amount, 10),
      rule: { ruleId: family.data.id, target: 'family', kind: 'percent', value: 10 },
    });
    // Another dealer's check: its own (no) rules, never this one.
    const other = (await check(otherDealer, door)).data.breakdown!;
    expect(other.net).toEqual({ amount: other.listPrice, lines: [] });
    expect(JSON.stringify(other)).not.toContain(`"ruleId":${family.data.id}`);
    // The organization's check for no quote: the list; for the dealer's quote: its rules.
    expect((await check(admin, door)).data.breakdown!.net).toBeUndefined();
    const quote = await quoteOf(salesman);
    expect((await check(admin, door, quote.id)).data.breakdown!.net!.amount).toBe(net);
    // Another dealer's quote is not found.
    await failure(check(otherDealer, door, quote.id), 404);
    await admin.deletePriceRule({ params: { id: family.data.id } });
  });

  it('an added door keeps the list as its price and the net beside it; a free item has none', async () => {
    const model = await rule({ target: 'model', targetId: modelId('INT-CLASSIC'), value: 20 });
    const quote = await quoteOf(salesman);
    const added = (
      await salesman.addDoor({
        params: { id: quote.id },
        body: { configuration: configurationOf('INT-CLASSIC') },
      })
    ).data;
    const door = (await salesman.itemDoor({ params: { id: added.id } })).data;
    expect(added.price).toBe(door.breakdown.listPrice);
    expect(added.netPrice).toBe(door.breakdown.net!.amount);
    expect(added.netPrice).toBeLessThan(added.price);
    const free = (
      await salesman.createItem({ body: { orderId: quote.id, description: 'Fitting', price: 40 } })
    ).data;
    expect(free.netPrice).toBeNull();
    const listed = (await salesman.orderItems({ params: { orderId: quote.id }, query: { limit: 100 } })).data;
    expect(listed.map((item) => item.netPrice)).toEqual([added.netPrice, null]);

    // A changed or deleted rule never changes a door already added.
    await admin.changePriceRule({
      params: { id: model.data.id },
      body: { target: 'all', kind: 'percent', value: 50 },
    });
    await admin.deletePriceRule({ params: { id: model.data.id } });
    const again = (await salesman.orderDetails({ params: { id: quote.id } })).data.items[0]!;
    expect(again.netPrice).toBe(added.netPrice);
  });

  it("a rule holds between its dates, on the server's day", async () => {
    const today = clock.now().toISOString().slice(0, 10);
    const tomorrow = daysAfter(clock.now(), 1);
    const yesterday = daysAfter(clock.now(), -1);
    const door = configurationOf('INT-CLASSIC');
    const later = await rule({ target: 'all', value: 10, validFrom: tomorrow });
    const past = await rule({ target: 'all', value: 10, validTo: yesterday });
    expect((await check(salesman, door)).data.breakdown!.net!.lines).toEqual([]);
    const now = await rule({ target: 'all', value: 10, validFrom: today, validTo: today });
    expect((await check(salesman, door)).data.breakdown!.net!.lines[0]!.rule.ruleId).toBe(now.data.id);
    for (const r of [later, past, now]) await admin.deletePriceRule({ params: { id: r.data.id } });
  });

  it("a minimum quantity counts the quote's doors the rule covers, this one included", async () => {
    const three = await rule({
      target: 'model',
      targetId: modelId('INT-CLASSIC'),
      value: 15,
      minQuantity: 2,
    });
    const quote = await quoteOf(salesman);
    const configuration = configurationOf('INT-CLASSIC');
    expect((await check(salesman, configuration, quote.id)).data.breakdown!.net!.lines).toEqual([]);
    const first = (await salesman.addDoor({ params: { id: quote.id }, body: { configuration } })).data;
    expect(first.netPrice).toBe(first.price);
    // The second door of the model: two on the quote, the rule holds.
    expect((await check(salesman, configuration, quote.id)).data.breakdown!.net!.lines[0]!.rule.ruleId).toBe(
      three.data.id,
    );
    const second = (await salesman.addDoor({ params: { id: quote.id }, body: { configuration } })).data;
    expect(second.netPrice).toBeLessThan(second.price);
    // A copy prices both doors again: each counts the other.
    const copy = (await salesman.copyQuote({ params: { id: quote.id } })).data;
    expect(copy.items.map((item) => item.netPrice)).toEqual([second.netPrice, second.netPrice]);
    await admin.deletePriceRule({ params: { id: three.data.id } });
  });
});
