// A configured door on a quote (issue 43, part 3; docs/decisions.md "Issue 43, part 3"): added as the
// check prices it, kept with its configuration's names, its version and breakdown; refused with 400
// naming each field when the check finds a problem, nothing written; never re-priced by a later
// version; the record's boundary (another dealer's quote or item is not found) and its status (a
// submitted quote is locked).
import {
  buildPath,
  type Catalogue,
  type Configuration,
  daysAfter,
  DOOR_ADDED,
  endpoints,
} from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { firstOfMonth } from '../src/db/seed-catalogue.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';
import { pdfText } from './pdf-reader.js';

const clock = testClock();
let server: TestServer;
let salesman: ApiClient;
let salesmanToken: string;
let otherDealer: ApiClient;
let production: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  const signedInSalesman = await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD);
  salesman = signedInSalesman.api;
  salesmanToken = signedInSalesman.tokens.getAccessToken()!;
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

const newQuote = async (api = salesman) =>
  (await api.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
const itemsOf = async (orderId: number) =>
  (await salesman.orderItems({ params: { orderId }, query: { limit: 100 } })).data;

describe('POST /orders/{id}/doors and GET /items/{id}/door', () => {
  it('adds a door priced as the check prices it, and reads it back with the names it chose', async () => {
    const quote = await newQuote();
    const configuration = configurationOf('INT-CLASSIC');
    const checked = (await salesman.checkConfiguration({ body: { configuration } })).data;
    const added = await salesman.addDoor({ params: { id: quote.id }, body: { configuration } });
    expect(added.message).toBe(DOOR_ADDED);
    expect(added.data).toMatchObject({
      orderId: quote.id,
      kind: 'configured',
      price: checked.breakdown!.listPrice,
    });
    expect(added.data.description).toMatch(/^INT-CLASSIC .+; \d+ × \d+ mm; (left|right), (inward|outward)/);

    // Its line, for the reader's language, from the snapshot: the same in each answer of the item.
    const { options } = (await salesman.priceCatalogue()).data;
    const codes = configuration.options.map((id) => options.find((option) => option.id === id)!.code);
    expect(added.data.door).toEqual({
      code: 'INT-CLASSIC',
      names: expect.objectContaining({ uk: expect.any(String), ru: expect.any(String) }),
      width: configuration.width,
      height: configuration.height,
      hand: configuration.hand,
      swing: configuration.swing,
      options: codes,
    });
    expect((await itemsOf(quote.id))[0]!.door).toEqual(added.data.door);

    const door = (await salesman.itemDoor({ params: { id: added.data.id } })).data;
    expect(door.versionId).toBe(checked.versionId);
    expect(door.breakdown).toEqual(checked.breakdown);
    expect(door.configuration).toMatchObject({ ...configuration, model: { code: 'INT-CLASSIC' } });
    expect(door.configuration.model.names.uk.length).toBeGreaterThan(0);
    expect(door.configuration.chosen.map((c) => c.option.id)).toEqual(configuration.options);
    expect(door.configuration.chosen.every((c) => c.group.names.ru.length > 0)).toBe(true);

    // A free item stays as the spec has it, and has no door.
    const free = await salesman.createItem({
      body: { orderId: quote.id, description: 'Fitting', price: 40 },
    });
    expect(free.data.kind).toBe('free');
    expect(free.data.door).toBeNull();
    expect((await failure(salesman.itemDoor({ params: { id: free.data.id } }), 404)).status).toBe(404);
    expect((await itemsOf(quote.id)).map((item) => item.kind)).toEqual(['configured', 'free']);
  });

  it('writes a door’s line in the reader’s language on the quote’s PDF, from the snapshot', async () => {
    const quote = await newQuote();
    const configuration = configurationOf('INT-CLASSIC');
    const added = await salesman.addDoor({ params: { id: quote.id }, body: { configuration } });
    const pdf = async (lang: string) => {
      const response = await fetch(
        `${server.baseUrl}${buildPath(endpoints.orderDocument.path, { id: quote.id })}?lang=${lang}`,
        { headers: { authorization: `Bearer ${salesmanToken}` } },
      );
      expect(response.status).toBe(200);
      return (await pdfText(new Uint8Array(await response.arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    };
    const door = added.data.door!;
    const hand = { left: 'ліва', right: 'права' }[door.hand];
    const swing = { inward: 'всередину', outward: 'назовні' }[door.swing];
    const uk = await pdf('uk');
    expect(uk).toContain(
      `${door.code} ${door.names.uk}; ${door.width} × ${door.height} мм; ${hand}, ${swing}`,
    );
    expect(uk).not.toContain(added.data.description.split('; ')[2]!);
    expect(await pdf('en')).toContain(added.data.description.split('; ').slice(0, 3).join('; '));
  });

  it('refuses a door the check refuses: 400 naming each field with its figures, nothing written', async () => {
    const quote = await newQuote();
    const configuration = { ...configurationOf('INT-CLASSIC'), width: 805, hand: 'left' as const };
    const refused = await failure(
      salesman.addDoor({ params: { id: quote.id }, body: { configuration } }),
      400,
    );
    expect(refused.code).toBe('doorNotMade');
    expect(refused.error).toContainEqual({
      path: 'configuration.width',
      message: 'Must be from 600 to 1000 mm in steps of 10 mm.',
      code: 'sizeOffStep',
      params: { min: 600, max: 1000, step: 10 },
    });
    const unknown = await failure(
      salesman.addDoor({
        params: { id: quote.id },
        body: { configuration: { ...configurationOf('INT-CLASSIC'), options: [2_000_000_000] } },
      }),
      400,
    );
    expect(unknown.error.map((e) => [e.path, e.code])).toContainEqual([
      'configuration.options.0',
      'optionNotFound',
    ]);
    expect(await itemsOf(quote.id)).toEqual([]);
  });

  it('keeps a door’s price when the next version comes into force; a new door takes the new price', async () => {
    const quote = await newQuote();
    const configuration = configurationOf('ENT-SECURE');
    const before = await salesman.addDoor({ params: { id: quote.id }, body: { configuration } });
    const start = clock.now().getTime();
    try {
      clock.set(Date.parse(`${firstOfMonth(new Date(start), 1)}T00:00:01Z`));
      const after = await salesman.addDoor({ params: { id: quote.id }, body: { configuration } });
      expect(after.data.price).toBeGreaterThan(before.data.price);
      const [first, second] = await itemsOf(quote.id);
      expect(first).toMatchObject({ id: before.data.id, price: before.data.price });
      expect(second).toMatchObject({ id: after.data.id, price: after.data.price });
      const [doorBefore, doorAfter] = await Promise.all(
        [before, after].map(
          async (added) => (await salesman.itemDoor({ params: { id: added.data.id } })).data,
        ),
      );
      expect(doorBefore!.versionId).not.toBe(doorAfter!.versionId);
      expect(doorBefore!.breakdown.listPrice).toBe(before.data.price);
    } finally {
      clock.set(start);
    }
  });

  it('answers another dealer’s quote and item as missing, a submitted quote as locked, and needs orders.write', async () => {
    const quote = await newQuote();
    const configuration = configurationOf('INT-CLASSIC');
    const added = await salesman.addDoor({ params: { id: quote.id }, body: { configuration } });
    await failure(otherDealer.addDoor({ params: { id: quote.id }, body: { configuration } }), 404);
    await failure(otherDealer.itemDoor({ params: { id: added.data.id } }), 404);
    expect((await production.itemDoor({ params: { id: added.data.id } })).data.itemId).toBe(added.data.id);
    await failure(production.addDoor({ params: { id: quote.id }, body: { configuration } }), 403);
    await salesman.submitOrder({ params: { id: quote.id } });
    const locked = await failure(
      salesman.addDoor({ params: { id: quote.id }, body: { configuration } }),
      409,
    );
    expect(locked.code).toBe('quoteLocked');
    await failure(salesman.addDoor({ params: { id: 2_000_000_000 }, body: { configuration } }), 404);
  });
});
