// Copying a whole quote into a new one (issue 43, part 5; docs/decisions.md "Issue 43, part 5"): a new
// quote in its first status with the source's dealer, customer and items, each configured door priced
// again from the version in force today while the source keeps its own; its history names the source;
// the record's boundary (another dealer's record and a sub-order are not found), Create Quote's
// permission, and a door no longer made refusing the whole copy with nothing written.
import { type Catalogue, type Configuration, daysAfter, QUOTE_COPIED } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { productModels } from '../src/db/schema.js';
import { firstOfMonth } from '../src/db/seed-catalogue.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let salesman: ApiClient;
let otherDealer: ApiClient;
let production: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
  otherDealer = (await signedIn(server, 'dealer2.sales@doorline.test', DEMO_PASSWORD)).api;
  production = (await signedIn(server, 'production@doorline.test', DEMO_PASSWORD)).api;
  catalogue = (await salesman.priceCatalogue()).data;
});
afterAll(async () => {
  await server?.close();
});

/** A demo configuration of `model`, in ids. */
const configurationOf = (model: string): Configuration =>
  demoConfigurationIn(
    catalogue,
    demoConfigurations.find((c) => c.model === model)!,
  );

/** A dealer's quote with a free item and a configured door of `model`. */
async function quoteWithItems(model = 'ENT-SECURE') {
  const quote = (
    await salesman.createOrder({
      body: {
        requestedDate: daysAfter(clock.now(), 30),
        customerContact: { name: 'Olena Bondar', email: 'olena.bondar@example.com' },
      },
    })
  ).data;
  await salesman.createItem({ body: { orderId: quote.id, description: 'Fitting', price: 40.5 } });
  const door = await salesman.addDoor({
    params: { id: quote.id },
    body: { configuration: configurationOf(model) },
  });
  return { quote, door: door.data };
}

const itemsOf = async (orderId: number) =>
  (await salesman.orderItems({ params: { orderId }, query: { limit: 100 } })).data;
const quoteCount = async () => (await salesman.mainOrders({ query: { limit: 1 } })).pagination.count;

describe('POST /orders/{id}/copy', () => {
  it('copies a quote into a new draft with its customer and items, its history naming the source', async () => {
    const { quote, door } = await quoteWithItems('INT-CLASSIC');
    const copied = await salesman.copyQuote({ params: { id: quote.id } });
    expect(copied.message).toBe(QUOTE_COPIED);
    const copy = copied.data;
    expect(copy.id).not.toBe(quote.id);
    expect(copy.orderNumber).not.toBe(quote.orderNumber);
    expect(copy).toMatchObject({
      status: 'draft',
      stage: quote.stage,
      requestedDate: quote.requestedDate,
      dealer: { id: quote.dealer!.id },
      user: { id: quote.user!.id },
      customer: { contact: { name: 'Olena Bondar', email: 'olena.bondar@example.com' } },
    });
    expect(copy.items.map((item) => [item.kind, item.description, item.price])).toEqual([
      ['free', 'Fitting', 40.5],
      ['configured', door.description, door.price],
    ]);
    // Newest first: the copy written after the creation.
    expect(copy.events.map((event) => [event.action, event.detail])).toEqual([
      ['copy', quote.orderNumber],
      ['create', null],
    ]);
    // The copy's door is a door of its own, with its configuration and breakdown.
    const copiedDoor = (await salesman.itemDoor({ params: { id: copy.items[1]!.id } })).data;
    const sourceDoor = (await salesman.itemDoor({ params: { id: door.id } })).data;
    expect(copiedDoor.configuration).toEqual(sourceDoor.configuration);
    expect(copiedDoor.breakdown).toEqual(sourceDoor.breakdown);
    // The source is as it was.
    expect((await itemsOf(quote.id)).map((item) => item.id)).toHaveLength(2);
    const source = (await salesman.orderDetails({ params: { id: quote.id } })).data;
    expect(source.events.map((event) => event.action)).toEqual(['create']);
  });

  it('prices a configured door from the version in force today; the source keeps its price', async () => {
    const { quote, door } = await quoteWithItems('ENT-SECURE');
    const start = clock.now().getTime();
    try {
      clock.set(Date.parse(`${firstOfMonth(new Date(start), 1)}T00:00:01Z`));
      const copy = (await salesman.copyQuote({ params: { id: quote.id } })).data;
      const [free, copiedItem] = copy.items;
      expect(free).toMatchObject({ kind: 'free', price: 40.5 });
      expect(copiedItem!.price).toBeGreaterThan(door.price);
      const checked = (
        await salesman.checkConfiguration({ body: { configuration: configurationOf('ENT-SECURE') } })
      ).data;
      expect(copiedItem!.price).toBe(checked.breakdown!.listPrice);
      const copiedDoor = (await salesman.itemDoor({ params: { id: copiedItem!.id } })).data;
      const sourceDoor = (await salesman.itemDoor({ params: { id: door.id } })).data;
      expect(copiedDoor.versionId).toBe(checked.versionId);
      expect(copiedDoor.versionId).not.toBe(sourceDoor.versionId);
      expect((await itemsOf(quote.id))[1]).toMatchObject({ id: door.id, price: door.price });
      expect(copy.totals.subtotal).toBeCloseTo(40.5 + copiedItem!.price, 2);
    } finally {
      clock.set(start);
    }
  });

  it('copies an order too, into a new quote; a sub-order is not found', async () => {
    const sub = (await salesman.subOrders({ query: { limit: 1 } })).data[0]!;
    await failure(salesman.copyQuote({ params: { id: sub.id } }), 404);
    const copy = (await salesman.copyQuote({ params: { id: sub.mainOrder.id } })).data;
    expect(copy).toMatchObject({ stage: 'quote', status: 'draft', subOrders: [] });
  });

  it('answers another dealer’s quote and a missing one as not found, and needs orders.write', async () => {
    const { quote } = await quoteWithItems();
    const before = await quoteCount();
    await failure(otherDealer.copyQuote({ params: { id: quote.id } }), 404);
    await failure(salesman.copyQuote({ params: { id: 2_000_000_000 } }), 404);
    await failure(production.copyQuote({ params: { id: quote.id } }), 403);
    expect(await quoteCount()).toBe(before);
  });

  it('refuses the copy when a door is no longer made: 400 naming the item, nothing written', async () => {
    const { quote } = await quoteWithItems('INT-CLASSIC');
    const { db } = server.database;
    const modelId = catalogue.models.find((model) => model.code === 'INT-CLASSIC')!.id;
    const [model] = await db.select().from(productModels).where(eq(productModels.id, modelId));
    const configured = configurationOf('INT-CLASSIC');
    const otherHand = configured.hand === 'left' ? 'right' : 'left';
    const before = await quoteCount();
    try {
      // The model is no longer made with the door's hand.
      await db
        .update(productModels)
        .set({ hands: [otherHand] })
        .where(eq(productModels.id, modelId));
      const refused = await failure(salesman.copyQuote({ params: { id: quote.id } }), 400);
      expect(refused.code).toBe('doorNotMade');
      expect(refused.error.map((e) => [e.path, e.code])).toEqual([
        ['items.1.configuration.hand', 'notMadeThisWay'],
      ]);
      // The model is no longer made at all.
      await db.update(productModels).set({ active: false }).where(eq(productModels.id, modelId));
      const gone = await failure(salesman.copyQuote({ params: { id: quote.id } }), 400);
      expect(gone.error.map((e) => e.path)).toEqual(['items.1.configuration.modelId']);
    } finally {
      await db
        .update(productModels)
        .set({ hands: model!.hands, active: model!.active })
        .where(eq(productModels.id, modelId));
    }
    expect(await quoteCount()).toBe(before);
    expect(await itemsOf(quote.id)).toHaveLength(2);
  });
});
