// Issue 43: the order the manufacturer produces carries the net (docs/decisions.md "Issue 43: the order
// the manufacturer produces carries the net"). A record's totals carry the dealer's net total (a door's
// stored net, a free line's amount less the dealer's discount); its sub-orders and the sub-order lists
// carry each line's net, for the organization and the record's dealer only; the PDF sent to the
// customer shows a door's breakdown (base, options with code, name and amount) and never the net.
import {
  buildPath,
  type Catalogue,
  type Configuration,
  daysAfter,
  endpoints,
  formatMoney,
  type Item,
} from '@doorline/api-client';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';
import { pdfText } from './pdf-reader.js';
import { renderOrderDocument } from '../src/domain/orders/document.js';

const clock = testClock();
let server: TestServer;
let salesman: ApiClient;
let salesmanToken: string;
let salesManager: ApiClient;
let otherDealer: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  const signedInSalesman = await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD);
  salesman = signedInSalesman.api;
  salesmanToken = signedInSalesman.tokens.getAccessToken()!;
  salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  otherDealer = (await signedIn(server, 'dealer2.sales@doorline.test', DEMO_PASSWORD)).api;
  catalogue = (await salesman.priceCatalogue()).data;
});
afterAll(async () => {
  await server?.close();
});

const configurationOf = (model: string): Configuration =>
  demoConfigurationIn(
    catalogue,
    demoConfigurations.find((c) => c.model === model)!,
  );

/** Cents of an amount, exactly. */
const cents = (value: number) => Math.round(value * 100);

/** A Dealer 1 quote with a configured door (a line discount by hand on it) and a free line. */
async function quoteWithDoorAndFreeLine() {
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
  const door = (
    await salesman.addDoor({
      params: { id: quote.id },
      body: { configuration: configurationOf('INT-CLASSIC') },
    })
  ).data;
  await salesman.setItemDiscount({ params: { id: door.id }, body: { discountPercent: 3 } });
  const free = (
    await salesman.createItem({ body: { orderId: quote.id, description: 'Fitting', price: 123.45 } })
  ).data;
  return { quote, door, free };
}

/** The net the decision gives: the door's stored net, and the free line's amount less the dealer's discount. */
const expectedNet = (door: Item, free: Item, discountPercent: number) => {
  const freeCents = cents(free.amount);
  return (cents(door.netPrice!) + freeCents - Math.round((freeCents * discountPercent) / 100)) / 100;
};

describe('the dealer’s net on a record and its sub-orders', () => {
  it('totals it: a door’s stored net whatever its line discount, a free line less the dealer’s discount', async () => {
    const { quote, door, free } = await quoteWithDoorAndFreeLine();
    const details = (await salesman.orderDetails({ params: { id: quote.id } })).data;
    const discountPercent = details.totals.discountPercent;
    expect(discountPercent).toBeGreaterThan(0);
    const [doorItem, freeItem] = details.items;
    expect(doorItem).toMatchObject({ kind: 'configured', discountPercent: 3 });
    expect(doorItem!.netPrice).toBeLessThan(doorItem!.price); // Dealer 1's 5 % on everything
    expect(freeItem).toMatchObject({ kind: 'free', netPrice: null, amount: 123.45 });
    expect(details.totals.net).toBe(expectedNet(doorItem!, freeItem!, discountPercent));
    // The organization reads the same; another dealer's user does not find the record.
    expect((await salesManager.orderDetails({ params: { id: quote.id } })).data.totals.net).toBe(
      details.totals.net,
    );
    await failure(otherDealer.orderDetails({ params: { id: quote.id } }), 404);
    expect(door.id).toBe(doorItem!.id);
    expect(free.id).toBe(freeItem!.id);
  });

  it('gives each sub-order its line’s net, on the record and in the sub-order lists, never to another dealer', async () => {
    const { quote } = await quoteWithDoorAndFreeLine();
    await salesman.submitOrder({ params: { id: quote.id } });
    await salesManager.approveOrder({ params: { id: quote.id } });
    const details = (await salesman.orderDetails({ params: { id: quote.id } })).data;
    expect(details.totals.discountFixed).toBe(true);
    const [doorItem, freeItem] = details.items;
    const discountPercent = details.totals.discountPercent;
    const freeNet =
      (cents(freeItem!.amount) - Math.round((cents(freeItem!.amount) * discountPercent) / 100)) / 100;
    expect(details.subOrders).toEqual([
      expect.objectContaining({ itemId: doorItem!.id, netPrice: doorItem!.netPrice }),
      expect.objectContaining({ itemId: freeItem!.id, netPrice: freeNet }),
    ]);
    // The sub-orders' nets add up to the record's net total.
    expect(cents(details.subOrders[0]!.netPrice!) + cents(details.subOrders[1]!.netPrice!)).toBe(
      cents(details.totals.net),
    );

    const subIds = details.subOrders.map((sub) => sub.id);
    for (const reader of [salesman, salesManager]) {
      const rows = (await reader.subOrders({ query: { limit: 100 } })).data.filter((row) =>
        subIds.includes(row.id),
      );
      expect(rows.map((row) => [row.id, row.item?.netPrice])).toEqual(
        expect.arrayContaining([
          [subIds[0], doorItem!.netPrice],
          [subIds[1], freeNet],
        ]),
      );
    }
    // The sub-orders' file writes the same nets, under the list's heading.
    const response = await fetch(
      `${server.baseUrl}/orders/sub-orders/export?search=${encodeURIComponent(details.orderNumber)}`,
      { headers: { authorization: `Bearer ${salesmanToken}` } },
    );
    expect(response.status).toBe(200);
    const [headings, ...lines] = parse((await response.text()).replace(/^\uFEFF/, ''), {
      record_delimiter: '\r\n',
    }) as string[][];
    const column = headings!.indexOf('Dealer net (UAH)');
    expect(column, headings!.join()).toBeGreaterThan(0);
    const written = new Map(lines.map((line) => [Number(line[0]), line[column]]));
    expect(written.get(subIds[0]!)).toBe(String(doorItem!.netPrice));
    expect(written.get(subIds[1]!)).toBe(String(freeNet));

    // Another dealer neither lists them nor opens their record.
    const others = (await otherDealer.subOrders({ query: { limit: 100 } })).data;
    expect(others.some((row) => subIds.includes(row.id))).toBe(false);
    expect(others.every((row) => row.dealer?.id !== details.dealer!.id)).toBe(true);
    await failure(otherDealer.orderDetails({ params: { id: quote.id } }), 404);
  });
});

describe('a door’s breakdown on the PDF', () => {
  const pdf = async (id: number, lang: string) => {
    const response = await fetch(
      `${server.baseUrl}${buildPath(endpoints.orderDocument.path, { id })}?lang=${lang}`,
      { headers: { authorization: `Bearer ${salesmanToken}` } },
    );
    expect(response.status).toBe(200);
    return (await pdfText(new Uint8Array(await response.arrayBuffer())))
      .join(' ')
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' ');
  };

  it.each([
    ['en', 'Base price'],
    ['uk', 'Базова ціна'],
    ['ru', 'Базовая цена'],
  ] as const)(
    'shows in %s the base and each option’s code, name and amount, and never the net',
    async (lang, base) => {
      const { quote, door } = await quoteWithDoorAndFreeLine();
      const { configuration, breakdown } = (await salesman.itemDoor({ params: { id: door.id } })).data;
      expect(breakdown.options.length).toBeGreaterThan(0);
      const money = (value: number) => formatMoney(value, lang, 'UAH').replace(/[\u00a0\u202f]/g, ' ');
      const text = await pdf(quote.id, lang);
      const model = configuration.model;
      expect(text).toContain(
        `${base}: ${model.code} ${model.names[lang]}, ${configuration.width} × ${configuration.height}`,
      );
      expect(text).toContain(money(breakdown.base.amount));
      for (const { optionId, amount } of breakdown.options) {
        const option = configuration.chosen.find((chosen) => chosen.option.id === optionId)!.option;
        expect(text).toContain(`${option.code} ${option.names[lang]}`);
        expect(text).toContain(money(amount));
      }
      // The parts add up to the door's price.
      expect(
        cents(breakdown.base.amount) + breakdown.options.reduce((sum, o) => sum + cents(o.amount), 0),
      ).toBe(cents(door.price));
      // Never the dealer's net, of the door or of the record.
      const details = (await salesman.orderDetails({ params: { id: quote.id } })).data;
      expect(breakdown.net).toBeDefined();
      expect(text).not.toContain(money(door.netPrice!));
      expect(text).not.toContain(money(details.totals.net));
    },
  );
});

describe('a door’s breakdown across pages', () => {
  it('keeps each door’s line and its breakdown on one page, with “page N of M” as before', async () => {
    const { quote, door } = await quoteWithDoorAndFreeLine();
    const details = (await salesman.orderDetails({ params: { id: quote.id } })).data;
    const itemDoor = (await salesman.itemDoor({ params: { id: door.id } })).data;
    const doorItem = details.items.find((item) => item.id === door.id)!;
    // Thirty doors, each a new id with the same door: several pages.
    const items = Array.from({ length: 30 }, (_, i) => ({ ...doorItem, id: 100_000 + i }));
    const bytes = await renderOrderDocument({
      order: { ...details, items, itemsCount: items.length },
      dealerContact: null,
      company: { name: 'Doorline', details: [], currency: 'UAH' },
      lang: 'en',
      at: clock.now(),
      doors: new Map(items.map((item) => [item.id, itemDoor] as const)),
    });
    const pages = (await pdfText(bytes)).map((page) => page.replace(/\s+/g, ' '));
    expect(pages.length).toBeGreaterThan(2);
    const lastOption = itemDoor.configuration.chosen.at(-1)!.option;
    const count = (page: string, text: string) => page.split(text).length - 1;
    let doors = 0;
    for (const page of pages) {
      // Every door begun on a page ends on it: as many base lines as last options.
      const bases = count(page, `Base price: ${itemDoor.configuration.model.code}`);
      expect(count(page, `${lastOption.code} ${lastOption.names.en}`)).toBe(bases);
      doors += bases;
    }
    expect(doors).toBe(30);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});
