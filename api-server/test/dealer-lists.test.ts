// A dealer's own price list (issue 43; docs/decisions.md "Issue 43: a dealer's own price list"): a
// list made by the organization (its 400s and audit), its first draft copied from the list price's
// version in force, a dealer given it (audit, 400s, 403, 404); a door of the dealer priced from the
// list's version in force (the check, adding a door, copying, re-pricing), falling back to the list
// price's while the list has none in force; another dealer never sees the list (404s).
import {
  buildPath,
  calendarDay,
  type Catalogue,
  type Configuration,
  DEALER_PRICE_LIST_SAVED,
  daysAfter,
  lazyEndpointModules,
  type ModelPrice,
  PRICE_LIST_CREATED,
} from '@doorline/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { auditEvents, dealerPriceRules } from '../src/db/schema.js';
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
let listPriceVersionId: number;

const { files } = lazyEndpointModules.priceFiles;
const MODEL = 'INT-CLASSIC';
const configuration = (): Configuration =>
  demoConfigurationIn(
    catalogue,
    demoConfigurations.find((c) => c.model === MODEL)!,
  );
const modelId = () => catalogue.models.find((model) => model.code === MODEL)!.id;
const quoteOf = async (api: ApiClient) =>
  (await api.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
const check = (api: ApiClient, orderId?: number, versionId?: number) =>
  api.checkConfiguration({
    body: {
      configuration: configuration(),
      ...(orderId ? { orderId } : {}),
      ...(versionId ? { versionId } : {}),
    },
  });
const fieldsOf = (error: { error: Array<{ path: string }> }) => error.error.map((e) => e.path);
const names = (en: string) => ({ en, uk: `${en} uk`, ru: `${en} ru` });
/** The trail's events of a subject, oldest first. */
const trail = (subjectType: 'price_list' | 'price_version' | 'dealer', subjectId: number) =>
  server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId)))
    .orderBy(auditEvents.id);

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
  otherDealer = (await signedIn(server, 'dealer2.sales@doorline.test', DEMO_PASSWORD)).api;
  catalogue = (await admin.priceCatalogue()).data;
  // The demo's rules aside: the net is then the list price of the version the door is priced from.
  await server.database.db.delete(dealerPriceRules);
  dealerId = (await salesman.orderDetails({ params: { id: (await quoteOf(salesman)).id } })).data.dealer!.id;
  otherDealerId = (await otherDealer.orderDetails({ params: { id: (await quoteOf(otherDealer)).id } })).data
    .dealer!.id;
  const lists = (await admin.priceLists()).data;
  listPriceVersionId = lists.find((list) => list.isDefault)!.versions.find((v) => v.inForce)!.id;
});
afterAll(async () => {
  await server?.close();
});

describe("a dealer's own price list", () => {
  let listId: number;
  let draftId: number;
  let listPrice: number;
  /** A quote of the dealer with a door priced while the dealer was on the list price. */
  let earlyQuote: number;

  it('is made by the organization with prices.manage; bad input is a 400 naming the field', async () => {
    const made = await admin.createPriceList({
      body: { code: ' dealer-1 ', names: names('Dealer 1 prices') },
    });
    expect(made.message).toBe(PRICE_LIST_CREATED);
    expect(made.data).toMatchObject({ code: 'dealer-1', isDefault: false, names: names('Dealer 1 prices') });
    listId = made.data.id;
    expect((await trail('price_list', listId)).map((e) => [e.action, e.actorId !== null])).toEqual([
      ['price_list.created', true],
    ]);
    for (const [body, field] of [
      [{ code: 'dealer-1', names: names('Again') }, 'code'],
      [{ code: '   ', names: names('Blank') }, 'code'],
      [{ code: 'two words', names: names('Spaces') }, 'code'],
      [{ code: 'fine', names: { en: '  ', uk: 'x', ru: 'x' } }, 'names.en'],
    ] as const) {
      const refused = await failure(admin.createPriceList({ body }), 400);
      expect(fieldsOf(refused), JSON.stringify(body)).toEqual([field]);
    }
    await failure(salesman.createPriceList({ body: { code: 'mine', names: names('Mine') } }), 403);
    await failure(salesManager.createPriceList({ body: { code: 'mine', names: names('Mine') } }), 403);
    // It is on the lists, without versions.
    const lists = (await admin.priceLists()).data;
    expect(lists.find((list) => list.id === listId)!.versions).toEqual([]);
    // A dealer user does not see a list that is not their dealer's.
    expect((await salesman.priceLists()).data.map((list) => list.id)).not.toContain(listId);
  });

  it("has its first draft copied from the list price's version in force; the trail keeps it", async () => {
    const refused = await failure(
      admin.createPriceVersion({
        body: { copyFrom: listPriceVersionId, priceListId: 2_000_000_000, names: names('Nowhere') },
      }),
      400,
    );
    expect(fieldsOf(refused)).toEqual(['priceListId']);
    const draft = (
      await admin.createPriceVersion({
        body: { copyFrom: listPriceVersionId, priceListId: listId, names: names('Dealer 1 spring') },
      })
    ).data;
    expect(draft).toMatchObject({
      priceListId: listId,
      number: 1,
      status: 'draft',
      copiedFromId: listPriceVersionId,
    });
    draftId = draft.id;
    expect((await trail('price_version', draftId)).map((e) => e.action)).toEqual(['price_version.created']);
    // The model's cells 100 dearer in the dealer's list.
    const price = (await admin.priceVersion({ params: { id: draftId } })).data.models.find(
      (model) => model.modelId === modelId(),
    )!.price;
    const dearer: ModelPrice = {
      ...price,
      table: {
        ...price.table!,
        cells: price.table!.cells.map((row) => row.map((cell) => (cell === null ? null : cell + 100))),
      },
    };
    await admin.setModelPrice({ params: { id: draftId, modelId: modelId() }, body: dearer });
    // A draft deleted is on the trail too.
    const spare = (await admin.createPriceVersion({ body: { copyFrom: draftId, names: names('Spare') } }))
      .data;
    expect(spare.priceListId).toBe(listId);
    await admin.deletePriceVersion({ params: { id: spare.id } });
    expect((await trail('price_version', spare.id)).map((e) => e.action)).toEqual([
      'price_version.created',
      'price_version.deleted',
    ]);
  });

  it('is given to a dealer with prices.rules; the trail names it; bad input is refused', async () => {
    const quote = await quoteOf(salesman);
    earlyQuote = quote.id;
    const door = (
      await salesman.addDoor({ params: { id: quote.id }, body: { configuration: configuration() } })
    ).data;
    listPrice = door.price;
    expect((await salesman.dealerPriceRules({ params: { id: dealerId } })).data.priceList).toMatchObject({
      isDefault: true,
    });
    const given = await admin.setDealerPriceList({ params: { id: dealerId }, body: { priceListId: listId } });
    expect(given.message).toBe(DEALER_PRICE_LIST_SAVED);
    expect(given.data).toMatchObject({ dealerId, priceList: { id: listId, code: 'dealer-1' } });
    // Given again: nothing changes, nothing more on the trail.
    await admin.setDealerPriceList({ params: { id: dealerId }, body: { priceListId: listId } });
    const events = (await trail('dealer', dealerId)).filter((e) => e.action === 'dealer.price_list_changed');
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [
        { priceList: null },
        { priceList: { id: listId, names: expect.objectContaining({ en: 'Dealer 1 prices' }) } },
      ],
    ]);
    // The dealer's users read it with their rules; the other dealer's do not find them.
    expect((await salesman.dealerPriceRules({ params: { id: dealerId } })).data.priceList.id).toBe(listId);
    await failure(otherDealer.dealerPriceRules({ params: { id: dealerId } }), 404);
    // A list that is not there, a dealer user, a sales manager without prices.rules, a missing dealer.
    const refused = await failure(
      admin.setDealerPriceList({ params: { id: dealerId }, body: { priceListId: 2_000_000_000 } }),
      400,
    );
    expect(fieldsOf(refused)).toEqual(['priceListId']);
    await failure(
      salesman.setDealerPriceList({ params: { id: dealerId }, body: { priceListId: null } }),
      403,
    );
    await failure(
      salesManager.setDealerPriceList({ params: { id: dealerId }, body: { priceListId: null } }),
      403,
    );
    await failure(
      admin.setDealerPriceList({ params: { id: 2_000_000_000 }, body: { priceListId: null } }),
      404,
    );
    expect((await salesman.dealerPriceRules({ params: { id: dealerId } })).data.priceList.id).toBe(listId);
  });

  it("falls back to the list price while the dealer's list has no version in force", async () => {
    const checked = (await check(salesman)).data;
    expect(checked.versionId).toBe(listPriceVersionId);
    expect(checked.breakdown!.listPrice).toBe(listPrice);
    // The draft is the organization's only: the dealer's users do not find it.
    await failure(salesman.priceVersion({ params: { id: draftId } }), 404);
    await failure(check(salesman, undefined, draftId), 404);
  });

  it("prices the dealer's doors from its list once published: the check, a door, a copy, re-pricing", async () => {
    await admin.publishPriceVersion({
      params: { id: draftId },
      body: { effectiveFrom: calendarDay(clock.now()) },
    });
    expect((await trail('price_version', draftId)).map((e) => [e.action, e.after])).toEqual([
      ['price_version.created', expect.anything()],
      ['price_version.published', { status: 'published', effectiveFrom: calendarDay(clock.now()) }],
    ]);
    const own = (await check(salesman)).data;
    expect(own.versionId).toBe(draftId);
    expect(own.breakdown!.listPrice).toBe(listPrice + 100);
    expect(own.breakdown!.net!.amount).toBe(listPrice + 100);
    // Another dealer, and the organization without a quote: the list price.
    expect((await check(otherDealer)).data.breakdown!.listPrice).toBe(listPrice);
    expect((await check(admin)).data.versionId).toBe(listPriceVersionId);
    // The organization's check for the dealer's quote: the dealer's list.
    const quote = await quoteOf(salesman);
    expect((await check(admin, quote.id)).data.versionId).toBe(draftId);
    // Adding a door.
    const door = (
      await salesman.addDoor({ params: { id: quote.id }, body: { configuration: configuration() } })
    ).data;
    expect(door.price).toBe(listPrice + 100);
    // Copying a quote priced before: the copy at the dealer's list.
    const copy = (await admin.copyQuote({ params: { id: earlyQuote } })).data;
    expect(copy.items.map((item) => item.price)).toEqual([listPrice + 100]);
    // Re-pricing that quote: the dealer's list's version and its difference.
    const preview = (await salesman.repricePreview({ params: { id: earlyQuote } })).data;
    expect(preview.version.id).toBe(draftId);
    expect(preview.lines.map((line) => line.difference)).toEqual([100]);
    await salesman.repriceQuote({ params: { id: earlyQuote }, body: { versionId: draftId } });
  });

  it('is seen by the dealer and the organization only: another dealer finds none of it', async () => {
    const mine = (await salesman.priceLists()).data;
    expect(mine.map((list) => list.id)).toContain(listId);
    expect(mine.find((list) => list.id === listId)!.versions.map((v) => v.id)).toEqual([draftId]);
    expect((await salesman.priceVersion({ params: { id: draftId } })).data.version.id).toBe(draftId);
    const theirs = (await otherDealer.priceLists()).data;
    expect(theirs.map((list) => list.id)).not.toContain(listId);
    expect(JSON.stringify(theirs)).not.toContain('Dealer 1 prices');
    await failure(otherDealer.priceVersion({ params: { id: draftId } }), 404);
    await failure(check(otherDealer, undefined, draftId), 404);
    const groupId = catalogue.groups[0]!.id;
    await failure(
      otherDealer.download(buildPath(files.exportOptionPriceFile, { id: draftId, groupId })),
      404,
    );
    await salesman.download(buildPath(files.exportOptionPriceFile, { id: draftId, groupId }));
    expect(
      (await otherDealer.dealerPriceRules({ params: { id: otherDealerId } })).data.priceList.isDefault,
    ).toBe(true);
  });

  it('is taken back: the dealer on the list price again (the list price given by its id stores none)', async () => {
    const lists = (await admin.priceLists()).data;
    const defaultId = lists.find((list) => list.isDefault)!.id;
    const back = await admin.setDealerPriceList({
      params: { id: dealerId },
      body: { priceListId: defaultId },
    });
    expect(back.data.priceList).toMatchObject({ id: defaultId, isDefault: true });
    const events = (await trail('dealer', dealerId)).filter((e) => e.action === 'dealer.price_list_changed');
    expect(events.at(-1)!.after).toEqual({ priceList: null });
    expect((await check(salesman)).data.versionId).toBe(listPriceVersionId);
    // The dealer's users no longer see the list.
    expect((await salesman.priceLists()).data.map((list) => list.id)).not.toContain(listId);
    await failure(salesman.priceVersion({ params: { id: draftId } }), 404);
  });
});
