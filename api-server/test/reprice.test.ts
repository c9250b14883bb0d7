// Re-pricing a quote to today's list (issue 43, part 5; docs/decisions.md "Issue 43, part 5:
// re-pricing a quote (the decisions)"): the preview's difference line by line after a new version is
// published; the apply re-prices the doors from the version shown, keeps the line discounts and leaves
// free items; a stale version and a pre-order answer 409; a door no longer made is a problem on its
// line and refuses the apply with nothing written; another dealer's quote is not found.
import {
  calendarDay,
  type Catalogue,
  type Configuration,
  daysAfter,
  type ModelPrice,
  QUOTE_REPRICED,
} from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { productModels } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let salesman: ApiClient;
let otherDealer: ApiClient;
let production: ApiClient;
let salesManager: ApiClient;
let admin: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
  otherDealer = (await signedIn(server, 'dealer2.sales@doorline.test', DEMO_PASSWORD)).api;
  production = (await signedIn(server, 'production@doorline.test', DEMO_PASSWORD)).api;
  salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  catalogue = (await salesman.priceCatalogue()).data;
});
afterAll(async () => {
  await server?.close();
});

const MODEL = 'INT-CLASSIC';
const configuration = (): Configuration =>
  demoConfigurationIn(
    catalogue,
    demoConfigurations.find((c) => c.model === MODEL)!,
  );
const modelId = () => catalogue.models.find((model) => model.code === MODEL)!.id;

/** A dealer salesman's quote with a free item and a configured door with a line discount of 5 %. */
async function quoteWithDoor() {
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
  const free = (
    await salesman.createItem({ body: { orderId: quote.id, description: 'Fitting', price: 40.5 } })
  ).data;
  const door = (
    await salesman.addDoor({ params: { id: quote.id }, body: { configuration: configuration() } })
  ).data;
  await salesman.setItemDiscount({ params: { id: door.id }, body: { discountPercent: 5 } });
  return { quote, free, door };
}

const details = async (id: number) => (await salesman.orderDetails({ params: { id } })).data;
const preview = async (id: number) => (await salesman.repricePreview({ params: { id } })).data;
const todayPrice = async () =>
  (await salesman.checkConfiguration({ body: { configuration: configuration() } })).data;

/** Publishes from today a copy of the version in force with every cell of the model's table 100 higher. */
async function publishDearer() {
  const lists = (await admin.priceLists()).data;
  const current = lists.find((list) => list.isDefault)!.versions.find((version) => version.inForce)!;
  const draft = (
    await admin.createPriceVersion({
      body: { copyFrom: current.id, names: { en: 'Dearer', uk: 'Дорожчі', ru: 'Дороже' } },
    })
  ).data;
  const prices = (await admin.priceVersion({ params: { id: draft.id } })).data;
  const price = prices.models.find((model) => model.modelId === modelId())!.price;
  expect(price.kind).toBe('table');
  const table = price.table!;
  const dearer: ModelPrice = {
    ...price,
    table: {
      ...table,
      cells: table.cells.map((row) => row.map((cell) => (cell === null ? null : cell + 100))),
    },
  };
  await admin.setModelPrice({ params: { id: draft.id, modelId: modelId() }, body: dearer });
  await admin.publishPriceVersion({
    params: { id: draft.id },
    body: { effectiveFrom: calendarDay(clock.now()) },
  });
  return { previous: current.id, version: draft };
}

describe('re-pricing a quote to the version in force today', () => {
  it('shows no difference while the version in force priced the door', async () => {
    const { quote } = await quoteWithDoor();
    const shown = await preview(quote.id);
    expect(shown.version.id).toBe((await todayPrice()).versionId);
    expect(shown.lines.map((line) => [line.line, line.kind, line.difference])).toEqual([
      [1, 'free', 0],
      [2, 'configured', 0],
    ]);
    expect(shown.totals.difference).toBe(0);
  });

  it('previews the difference line by line, then applies it keeping the line discount', async () => {
    const { quote, free, door } = await quoteWithDoor();
    const before = await details(quote.id);
    const { previous, version } = await publishDearer();
    const today = await todayPrice();
    expect(today.versionId).toBe(version.id);
    const newPrice = today.breakdown!.listPrice;
    expect(newPrice).toBeGreaterThan(door.price);

    const shown = await preview(quote.id);
    expect(shown.version).toMatchObject({
      id: version.id,
      number: version.number,
      names: { en: 'Dearer', uk: 'Дорожчі', ru: 'Дороже' },
      effectiveFrom: calendarDay(clock.now()),
    });
    const difference = Math.round((newPrice - door.price) * 100) / 100;
    const newAmount = Math.round(newPrice * 95) / 100;
    expect(shown.lines).toEqual([
      {
        line: 1,
        itemId: free.id,
        kind: 'free',
        description: 'Fitting',
        door: null,
        price: 40.5,
        newPrice: 40.5,
        difference: 0,
        discountPercent: 0,
        amount: 40.5,
        newAmount: 40.5,
        problems: [],
      },
      {
        line: 2,
        itemId: door.id,
        kind: 'configured',
        description: door.description,
        // Its line for the reader's language, as the items answer it.
        door: door.door,
        price: door.price,
        newPrice,
        difference,
        discountPercent: 5,
        amount: before.items[1]!.amount,
        newAmount,
        problems: [],
      },
    ]);
    expect(shown.totals).toMatchObject({ subtotal: before.totals.subtotal, total: before.totals.total });
    expect(shown.totals.newSubtotal).toBeCloseTo(40.5 + newAmount, 2);
    expect(shown.totals.difference).toBeCloseTo(shown.totals.newTotal! - before.totals.total, 2);
    // The preview writes nothing.
    expect((await details(quote.id)).items.map((item) => item.price)).toEqual([40.5, door.price]);

    // A version that is no longer the one in force: look again.
    const stale = await failure(
      salesman.repriceQuote({ params: { id: quote.id }, body: { versionId: previous } }),
      409,
    );
    expect(stale.code).toBe('repriceVersionChanged');
    expect((await details(quote.id)).items[1]!.price).toBe(door.price);

    const applied = await salesman.repriceQuote({
      params: { id: quote.id },
      body: { versionId: version.id },
    });
    expect(applied.message).toBe(QUOTE_REPRICED);
    expect(
      applied.data.items.map((item) => [item.id, item.price, item.discountPercent, item.amount]),
    ).toEqual([
      [free.id, 40.5, 0, 40.5],
      [door.id, newPrice, 5, newAmount],
    ]);
    expect(applied.data.totals.total).toBe(shown.totals.newTotal);
    const stored = (await salesman.itemDoor({ params: { id: door.id } })).data;
    expect(stored.versionId).toBe(version.id);
    expect(stored.breakdown).toEqual(today.breakdown);
    expect(applied.data.events[0]).toMatchObject({ action: 'reprice', toStatus: 'draft' });
    expect(JSON.parse(applied.data.events[0]!.detail!)).toEqual({
      number: version.number,
      names: { en: 'Dearer', uk: 'Дорожчі', ru: 'Дороже' },
    });
    // Applied again: nothing left to change.
    expect((await preview(quote.id)).totals.difference).toBe(0);
  });

  it('answers 409 for a pre-order, 404 for another dealer or a missing quote, 403 without orders.write', async () => {
    const { quote } = await quoteWithDoor();
    const { versionId } = await todayPrice();
    await failure(otherDealer.repricePreview({ params: { id: quote.id } }), 404);
    await failure(otherDealer.repriceQuote({ params: { id: quote.id }, body: { versionId } }), 404);
    await failure(salesman.repricePreview({ params: { id: 2_000_000_000 } }), 404);
    await failure(production.repricePreview({ params: { id: quote.id } }), 403);
    await failure(production.repriceQuote({ params: { id: quote.id }, body: { versionId } }), 403);
    const bad = await failure(
      salesman.repriceQuote({ params: { id: quote.id }, body: { versionId: 'new' } as never }),
      400,
    );
    expect(bad.error.map((e) => e.path)).toEqual(['versionId']);
    await salesman.submitOrder({ params: { id: quote.id } });
    await salesManager.approveOrder({ params: { id: quote.id } });
    expect((await details(quote.id)).stage).toBe('preorder');
    expect((await failure(salesman.repricePreview({ params: { id: quote.id } }), 409)).code).toBe(
      'quoteLocked',
    );
    const locked = await failure(
      salesman.repriceQuote({ params: { id: quote.id }, body: { versionId } }),
      409,
    );
    expect(locked.code).toBe('quoteLocked');
  });

  it('shows a door no longer made as a problem on its line and refuses the apply, writing nothing', async () => {
    const { quote, door } = await quoteWithDoor();
    const { versionId } = await todayPrice();
    const { db } = server.database;
    const [model] = await db.select().from(productModels).where(eq(productModels.id, modelId()));
    const otherHand = configuration().hand === 'left' ? 'right' : 'left';
    const before = await details(quote.id);
    try {
      // The model is no longer made with the door's hand.
      await db
        .update(productModels)
        .set({ hands: [otherHand] })
        .where(eq(productModels.id, modelId()));
      const shown = await preview(quote.id);
      expect(shown.lines[1]).toMatchObject({ newPrice: null, difference: null, newAmount: null });
      expect(shown.lines[1]!.problems.map((e) => [e.path, e.code])).toEqual([
        ['items.1.configuration.hand', 'notMadeThisWay'],
      ]);
      expect(shown.lines[0]!.problems).toEqual([]);
      expect(shown.totals).toMatchObject({ newSubtotal: null, newTotal: null, difference: null });
      const refused = await failure(
        salesman.repriceQuote({ params: { id: quote.id }, body: { versionId } }),
        400,
      );
      expect(refused.code).toBe('doorNotMade');
      expect(refused.error.map((e) => e.path)).toEqual(['items.1.configuration.hand']);
      // The model is no longer made at all.
      await db.update(productModels).set({ active: false }).where(eq(productModels.id, modelId()));
      const gone = await failure(
        salesman.repriceQuote({ params: { id: quote.id }, body: { versionId } }),
        400,
      );
      expect(gone.error.map((e) => e.path)).toEqual(['items.1.configuration.modelId']);
    } finally {
      await db
        .update(productModels)
        .set({ hands: model!.hands, active: model!.active })
        .where(eq(productModels.id, modelId()));
    }
    const after = await details(quote.id);
    expect(after.items).toEqual(before.items);
    expect(after.events).toEqual(before.events);
    expect((await salesman.itemDoor({ params: { id: door.id } })).data.versionId).toBe(versionId);
  });
});
