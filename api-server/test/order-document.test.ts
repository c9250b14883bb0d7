// Issue 28: a record as a PDF (`GET /orders/main/:id/document`) and a quote sent to its customer
// (`POST /orders/:id/send`). The PDF's text is read back (pdfjs-dist) in English, Ukrainian and
// Russian: every item's name and price, the dealer, the customer, the numbers, the totals as the
// details page writes them, and "page N of M"; its first page is drawn and compared with a committed
// picture. Sending goes through the outbox to a local SMTP server, the PDF attached.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildPath,
  daysAfter,
  endpoints,
  formatDay,
  formatMoney,
  totalsDisplay,
  type ApiClient,
  type OrderDetails,
} from '@doorline/api-client';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, outboxAttachments, users } from '../src/db/schema.js';
import { documentFontHas, renderOrderDocument } from '../src/domain/orders/document.js';
import { SEND_LIMITS } from '../src/domain/orders/send.js';
import { createUser } from './fixtures.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn } from './identity-helpers.js';
import { differingPixels, pdfInfo, pdfText, renderPage } from './pdf-reader.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASELINE = path.join(here, 'baselines', 'quote-uk-page1.png');

// A fixed moment: the PDF's "issued" day and its metadata dates, so the first page is the same on
// every run (the visual baseline).
const clock = testClock(Date.parse('2026-11-28T09:00:00.000Z'));
/** The quote's requested date, counted from that clock (the server holds it to the clock's day). */
const REQUESTED = daysAfter(clock.now(), 26);

interface Mail {
  to: string[];
  raw: string;
}
const mails: Mail[] = [];
let smtp: SMTPServer;
let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let dealerSalesman: ApiClient;
let otherDealer: ApiClient;
let otherDealerToken: string;
let quote: OrderDetails;

/** Fifty items: Ukrainian, Russian and Latin names, prices with cents, one long enough to wrap. */
const itemNames = Array.from({ length: 50 }, (_, i) =>
  i % 3 === 0
    ? `Двері міжкімнатні «Модель ${i + 1}» 800×2000, дуб`
    : i % 3 === 1
      ? `Дверь входная «Сталь ${i + 1}», 960×2050`
      : `Door frame DF-${i + 1}, oak${i === 2 ? ', with hinges, lock, handle set and threshold, painted walnut on both sides' : ''}`,
);
const itemPrice = (i: number) => Math.round((1234.5 + i * 17.35) * 100) / 100;

async function documentOf(id: number, lang: string | null, token = adminToken) {
  const query = lang ? `?lang=${lang}` : '';
  const response = await fetch(
    `${server.baseUrl}${buildPath(endpoints.orderDocument.path, { id })}${query}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Text with Intl's no-break spaces as plain ones, runs' spacing collapsed. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    config: {
      now: clock.now,
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      company: {
        name: 'Doorline',
        details: ['Doorline Manufacturing LLC', 'вул. Заводська 1, Київ', '+380 44 000 00 00'],
        currency: 'UAH',
      },
    },
  });
  const [dealer] = await server.db
    .insert(dealers)
    .values({
      name: 'ТОВ «Двері Плюс»',
      discount: 12.5,
      contact: {
        name: 'Петро Дилер',
        email: 'dealer@plus.example',
        phone: '+380441112233',
        mobile: null,
        fax: null,
      },
    })
    .returning({ id: dealers.id });
  const adminUser = await createUser(server.db);
  // The names the PDF shows are fixed (the fixtures number their users across files).
  await server.db.update(users).set({ name: 'Олена Коваленко' }).where(eq(users.id, adminUser.id));
  const signedAdmin = await signedIn(server, adminUser.email, adminUser.password);
  admin = signedAdmin.api;
  adminToken = signedAdmin.tokens.getAccessToken()!;
  const salesman = await createUser(server.db, { dealerId: dealer!.id, roleKey: 'dealer_salesman' });
  dealerSalesman = (await signedIn(server, salesman.email, salesman.password)).api;
  const stranger = await createUser(server.db, { dealer: true, roleKey: 'dealer_admin' });
  const signedStranger = await signedIn(server, stranger.email, stranger.password);
  otherDealer = signedStranger.api;
  otherDealerToken = signedStranger.tokens.getAccessToken()!;

  const created = await admin.createOrder({ body: { requestedDate: REQUESTED, dealerId: dealer!.id } });
  const id = created.data.id;
  await admin.updateOrder({
    params: { id },
    body: {
      referenceNumber: 'REF-2028/77',
      note: 'Доставка на 3-й поверх',
      customerContact: { name: 'Іван Петренко', email: 'ivan.customer@example.test', phone: '+380501234567' },
    },
  });
  for (const [i, description] of itemNames.entries())
    await admin.createItem({ body: { orderId: id, description, price: itemPrice(i) } });
  quote = (await admin.orderDetails({ params: { id } })).data;
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('the record as a PDF', () => {
  it('answers an A4 PDF named after the quote, for the details page’s readers only', async () => {
    const { response, bytes } = await documentOf(quote.id, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="quote-${quote.orderNumber}.pdf"`,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const info = await pdfInfo(bytes);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([595, 842]);
    expect(info.pages).toBeGreaterThan(1);

    // Scoped as the details page: another dealer's user gets 404, not the record.
    const foreign = await documentOf(quote.id, 'en', otherDealerToken);
    expect(foreign.response.status).toBe(404);
    // A bad language is a 400 naming the field.
    const bad = await documentOf(quote.id, 'de');
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(Buffer.from(bad.bytes).toString('utf8')).error[0].path).toBe('lang');
  });

  it.each([
    ['en', 'en', 'Quote # ', 'Page {{page}} of {{pages}}', 'Draft', 'Subtotal', 'Total', '₴'],
    ['uk', 'uk', 'Пропозиція # ', 'Сторінка {{page}} з {{pages}}', 'Чернетка', 'Сума', 'Разом', '₴'],
    ['ru', 'ru', 'Предложение # ', 'Страница {{page}} из {{pages}}', 'Черновик', 'Сумма', 'Итого', '₴'],
  ])(
    "in %s: every item, price, number, name and the customer's total (with the currency), never the dealer's discount, and page N of M",
    async (lang, locale, title, pageWords, status, subtotal, total, currencySign) => {
      const { bytes } = await documentOf(quote.id, lang);
      const pages = (await pdfText(bytes)).map(plain);
      const all = pages.join(' ');
      expect(all).toContain(`${title}${quote.orderNumber}`);
      expect(all).toContain('REF-2028/77');
      expect(all).toContain(status);
      expect(all).toContain(formatDay(REQUESTED));
      expect(all).toContain(formatDay(quote.createdAt));
      expect(all).toContain('Doorline Manufacturing LLC');
      expect(all).toContain('вул. Заводська 1, Київ');
      expect(all).toContain('ТОВ «Двері Плюс»');
      expect(all).toContain('dealer@plus.example');
      expect(all).toContain('Петро Дилер');
      expect(all).toContain('Іван Петренко');
      expect(all).toContain('ivan.customer@example.test');
      expect(all).toContain('+380501234567');
      expect(all).toContain('Олена Коваленко');
      expect(all).toContain('Доставка на 3-й поверх');
      // Every item's name (a wrapped one in its lines) and price, in the reader's number format.
      for (const [i, name] of itemNames.entries()) {
        for (const word of name.split(' ')) expect(all).toContain(word);
        expect(all).toContain(plain(formatMoney(itemPrice(i), locale, 'UAH')));
      }
      // The customer's total, the lines' amounts, in the organization's currency (issue 40 item 2). The
      // dealer's discount on totals never leaves the dealer (issue 43, part 4b): neither its percent,
      // its amount nor the total after it.
      const totals = totalsDisplay(quote.totals, locale, 'UAH');
      expect(plain(totals.subtotal)).toContain(currencySign);
      expect(quote.totals.discountPercent).toBe(12.5);
      expect(all).toContain(`${total} ${plain(totals.subtotal)}`);
      expect(all).not.toContain(subtotal);
      expect(all).not.toContain(plain(totals.discountPercent));
      expect(all).not.toContain(plain(totals.discount));
      expect(all).not.toContain(plain(totals.total));
      // Page N of M on every page.
      for (const [i, page] of pages.entries())
        expect(page).toContain(
          pageWords.replace('{{page}}', String(i + 1)).replace('{{pages}}', String(pages.length)),
        );
    },
  );

  it('says the currency the server is set to (CURRENCY), the language’s way', async () => {
    const bytes = await renderOrderDocument({
      order: quote,
      dealerContact: null,
      company: { name: 'Doorline', details: [], currency: 'EUR' },
      lang: 'uk',
      at: clock.now(),
    });
    const all = plain((await pdfText(bytes)).join(' '));
    expect(all).toContain(plain(totalsDisplay(quote.totals, 'uk', 'EUR').subtotal));
    expect(all).toContain(plain(formatMoney(itemPrice(0), 'uk', 'EUR')));
    expect(all).not.toContain('₴');
  });

  it('is English without a language, and the same bytes for the same record at the same moment', async () => {
    const first = await documentOf(quote.id, null);
    const again = await documentOf(quote.id, 'en');
    expect((await pdfText(first.bytes))[0]).toContain('Quote information');
    expect(Buffer.from(first.bytes).equals(Buffer.from(again.bytes))).toBe(true);
  });

  it('draws the first page of the Ukrainian quote as the committed picture', async () => {
    const { bytes } = await documentOf(quote.id, 'uk');
    const drawn = await renderPage(bytes, 1, 1);
    if (!existsSync(BASELINE) || process.env.UPDATE_BASELINES === '1') {
      writeFileSync(BASELINE, drawn.png);
      if (process.env.UPDATE_BASELINES !== '1') throw new Error(`no baseline: wrote ${BASELINE}; commit it`);
    }
    const image = await loadImage(readFileSync(BASELINE));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    expect([image.width, image.height]).toEqual([drawn.width, drawn.height]);
    const baseline = context.getImageData(0, 0, image.width, image.height).data;
    // Antialiasing may differ by a shade between machines; a changed word moves hundreds of pixels.
    const differing = differingPixels(drawn.rgba, baseline);
    expect(differing, 'pixels unlike test/baselines/quote-uk-page1.png').toBeLessThan(50);
  });

  // Issue 40 item 13: Noto Sans has no emoji, no CJK and no flags; pdfkit drew each as the font's
  // empty box. A character the font lacks is now a visible U+FFFD, one per character as a reader
  // sees it (a flag, a family of people, a coloured heart), in the text layer as on the page.
  it('writes a character its font lacks as a visible �, never an empty box', async () => {
    const created = await admin.createOrder({ body: { requestedDate: REQUESTED } });
    const id = created.data.id;
    await admin.updateOrder({
      params: { id },
      body: {
        note: 'Flag 🇺🇦, family 👨‍👩‍👧, heart ❤️, thumbs 👍🏽 end',
        customerContact: { name: 'Іван 😀 Петренко', email: 'emoji@example.test' },
      },
    });
    await admin.createItem({ body: { orderId: id, description: 'Двері 🚪 дуб, 门 door', price: 100 } });
    const { response, bytes } = await documentOf(id, 'uk');
    expect(response.status).toBe(200);
    const all = plain((await pdfText(bytes)).join(' '));
    expect(all).toContain('Іван � Петренко');
    expect(all).toContain('Двері � дуб, � door');
    expect(all).toContain('Flag �, family �, heart �, thumbs � end');
    // Nothing the font lacks reached the page: every character drawn is one Noto Sans has.
    const missing = [...new Set(all)].filter((character) => !documentFontHas(character));
    expect(missing).toEqual([]);
  });

  it('is refused for a sub-order or a missing record (404)', async () => {
    expect((await documentOf(999_999, 'en')).response.status).toBe(404);
  });
});

describe('sending the quote to the customer', () => {
  it('queues the e-mail with the PDF in the outbox, writes the history, and SMTP delivers it', async () => {
    const answer = await admin.sendOrder({
      params: { id: quote.id },
      body: {
        email: 'ivan.customer@example.test',
        subject: `Quote # ${quote.orderNumber}`,
        message: 'Добрий день! Надсилаємо пропозицію.',
        lang: 'uk',
      },
    });
    expect(answer.message).toBe(`Quote ${quote.orderNumber} sent to ivan.customer@example.test`);
    expect(answer.data.fileName).toBe(`quote-${quote.orderNumber}.pdf`);
    const stored = await server.db.select().from(outboxAttachments);
    expect(stored.map((a) => [a.fileName, a.contentType])).toEqual([
      [`quote-${quote.orderNumber}.pdf`, 'application/pdf'],
    ]);

    const details = (await admin.orderDetails({ params: { id: quote.id } })).data;
    const sent = details.events.find((e) => e.action === 'send');
    expect(sent).toMatchObject({
      detail: 'ivan.customer@example.test',
      fromStatus: 'draft',
      toStatus: 'draft',
    });
    expect(details.status).toBe('draft');

    await server.app.messages.tick();
    const mail = mails.find((m) => m.to.includes('ivan.customer@example.test'));
    expect(mail, 'the e-mail arrived').toBeDefined();
    expect(mail!.raw).toContain(`filename=quote-${quote.orderNumber}.pdf`);
    // The attachment, base64 in its MIME part: a PDF of this quote, in Ukrainian.
    const part = mail!.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
    expect(part).toBeDefined();
    const base64 = part!
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '')
      .replace(/--.*$/, '');
    const pdf = new Uint8Array(Buffer.from(base64, 'base64'));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(pdf)).join(' ');
    expect(text).toContain(`Пропозиція # ${quote.orderNumber}`);
    expect(plain(text)).toContain(plain(totalsDisplay(quote.totals, 'uk', 'UAH').subtotal));
  });

  it('is the quote writers’ (a dealer’s salesman of its dealer), 404 for another dealer', async () => {
    const body = { email: 'ivan.customer@example.test', subject: 'Quote', message: '' };
    await dealerSalesman.sendOrder({ params: { id: quote.id }, body });
    await failure(otherDealer.sendOrder({ params: { id: quote.id }, body }), 404);
  });

  it('refuses a quote without a customer e-mail (409) and a bad address (400 naming email)', async () => {
    const bare = (await admin.createOrder({ body: { requestedDate: REQUESTED } })).data;
    const refused = await failure(
      admin.sendOrder({
        params: { id: bare.id },
        body: { email: 'a@b.example', subject: 'Quote', message: '' },
      }),
      409,
    );
    expect(refused.code).toBe('noCustomerEmail');
    const invalid = await failure(
      admin.sendOrder({
        params: { id: quote.id },
        body: { email: 'not-an-address', subject: 'Quote', message: '' },
      }),
      400,
    );
    expect(invalid.error.map((f) => f.path)).toContain('email');
  });

  it('limits sending per record: a 429 with the wait, counted in the database', async () => {
    const body = { email: 'ivan.customer@example.test', subject: 'Quote', message: '' };
    // Two were sent above; the record's limit is reached by the rest.
    for (let n = 2; n < SEND_LIMITS.record.max; n++)
      await admin.sendOrder({ params: { id: quote.id }, body });
    const before = mails.length;
    const refused = await failure(admin.sendOrder({ params: { id: quote.id }, body }), 429);
    expect(refused.code).toBe('quoteSentRecently');
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(SEND_LIMITS.record.windowSeconds);
    const details = (await admin.orderDetails({ params: { id: quote.id } })).data;
    expect(details.events.filter((e) => e.action === 'send')).toHaveLength(SEND_LIMITS.record.max);
    // After the window, sending works again.
    clock.advance(SEND_LIMITS.record.windowSeconds * 1000);
    await admin.sendOrder({ params: { id: quote.id }, body });
    await server.app.messages.tick();
    expect(mails.length).toBeGreaterThan(before);
  });
});
