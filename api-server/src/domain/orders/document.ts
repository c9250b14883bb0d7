/*
 * A quote, pre-order or order as a PDF (issue 28; docs/decisions.md "Issue 28: the record as a PDF"):
 * A4, in the reader's language, with the manufacturer's name and details, the dealer and its contact,
 * the customer's contacts, the numbers, dates and status, every item with its price and the totals
 * exactly as the details page writes them (`totalsDisplay`, `formatDay` of the contract), and "page N
 * of M" on every page. Drawn with pdfkit in Noto Sans (OFL), whose glyphs are embedded as a subset;
 * a character the font lacks is drawn as a visible "�" (`printable`, issue 40 item 13).
 */
import type { DealerScope } from '../scope.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  documentLabels,
  doorLine,
  documentTexts,
  formatDay,
  formatMoney,
  formatPercent,
  totalsDisplay,
  type Contact,
  type DocumentLanguage,
  type ItemDoor,
  type OrderDetails,
} from '@doorline/api-client';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Queryable } from '../../db/index.js';
import { findDealerContact } from '../../db/queries/dealers.js';
import { listItemDoors } from '../../db/queries/order-record.js';
import type { AuthUser } from '../identity/sessions.js';
import { orderDetails } from './orders.js';

/**
 * What the document says about the manufacturer (settings `COMPANY_NAME`, `COMPANY_DETAILS`), and the
 * currency its amounts are in (`CURRENCY`, issue 40 item 2).
 */
export interface Company {
  name: string;
  details: string[];
  currency: string;
}

export interface DocumentInput {
  order: OrderDetails;
  /** The dealer's public contact (its profile's), when the record has a dealer. */
  dealerContact: Contact | null;
  company: Company;
  lang: DocumentLanguage;
  /** The moment the document is made: its "issued" day and the PDF's dates (fixed in tests). */
  at: Date;
  /** The configured items' snapshots and stored breakdowns, by item id: each door's breakdown (issue 43). */
  doors?: ReadonlyMap<number, Pick<ItemDoor, 'configuration' | 'breakdown'>>;
}

/**
 * A configured door's breakdown as its customer may see it (issue 43; docs/decisions.md "Issue 43:
 * the order the manufacturer produces carries the net"): the base (the model and size) and each
 * option (its code and name in `lang`), each with its amount, adding up to the door's price. Never
 * the dealer's net nor a rule (`breakdown.net`). None when the price is not the breakdown's list
 * price, rather than figures that do not add up.
 */
export function doorBreakdownLines(
  door: Pick<ItemDoor, 'configuration' | 'breakdown'>,
  price: number,
  lang: DocumentLanguage,
): { label: string; amount: number }[] {
  const { configuration, breakdown } = door;
  if (Math.round(breakdown.listPrice * 100) !== Math.round(price * 100)) return [];
  const words = documentLabels[lang];
  const model = configuration.model;
  const base = {
    label: `${words.basePrice}: ${model.code} ${model.names[lang]}, ${configuration.width} × ${configuration.height} ${words.door.mm}`,
    amount: breakdown.base.amount,
  };
  const options = breakdown.options.map(({ optionId, amount }) => {
    const option = configuration.chosen.find((chosen) => chosen.option.id === optionId)?.option;
    return { label: option ? `${option.code} ${option.names[lang]}` : String(optionId), amount };
  });
  return [base, ...options];
}

/** The locale numbers are written in, per language (the app's i18next language codes). */
const LOCALES: Record<DocumentLanguage, string> = { en: 'en', uk: 'uk', ru: 'ru' };

// Parsing a font's layout tables costs far more than drawing a page (200 to 300 ms a document when
// each document parsed its own): the fonts are parsed once per process and shared. pdfkit makes a
// subset of the glyphs each document uses, so sharing the parsed font changes nothing in the output.
const require = createRequire(import.meta.url);
type Font = fontkit.Font;
let fonts: { regular: Font; bold: Font } | null = null;
function loadFonts() {
  fonts ??= {
    regular: fontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    ) as Font,
    bold: fontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
    ) as Font,
  };
  return fonts;
}

/** Whether Noto Sans, the documents' font, draws `character` (one code point); both weights have the same. */
export function documentFontHas(character: string): boolean {
  return loadFonts().regular.hasGlyphForCodePoint(character.codePointAt(0)!);
}

// Marks no font needs to draw (a zero-width joiner, an emoji's variation selector or skin tone's
// joiner, a bidi mark): dropped when the font has no glyph for them, as a reader sees nothing there.
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}]$/u;
// What pdfkit lays out itself: the line breaks and the tab.
const LAYOUT = /^[\n\r\t]$/;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
let replacement: string | null = null;

/**
 * `value` as the document's font can draw it (issue 40 item 13): each character as a reader sees
 * it (a grapheme: a flag, a family, an accented letter) that holds a code point the font lacks
 * becomes one visible U+FFFD "�" (or "?" in a font without it), never the font's empty box; marks
 * that draw nothing and the font lacks are left out. Noto Sans covers Latin, Cyrillic and Greek, so
 * what it replaces is emoji and other scripts (docs/decisions.md "Issue 40 item 13").
 */
export function printable(value: string): string {
  let drawable = true;
  for (const character of value)
    if (!documentFontHas(character) && !LAYOUT.test(character)) {
      drawable = false;
      break;
    }
  if (drawable) return value;
  replacement ??= documentFontHas('\uFFFD') ? '\uFFFD' : '?';
  let text = '';
  for (const { segment } of graphemes.segment(value)) {
    let kept = '';
    let lacking = false;
    for (const character of segment) {
      if (documentFontHas(character) || LAYOUT.test(character)) kept += character;
      else if (!INVISIBLE.test(character)) lacking = true;
    }
    text += lacking ? replacement : kept;
  }
  return text;
}

/** `{{name}}` filled from `params`. */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** The stage a record's document is titled by: a quote, a pre-order or an order. */
export function documentKind(order: Pick<OrderDetails, 'stage'>): 'quote' | 'preorder' | 'order' {
  return order.stage === 'quote' ? 'quote' : order.stage === 'preorder' ? 'preorder' : 'order';
}

/** `quote-000123.pdf`, `order-000123.pdf`: the name the download and the e-mail give the file. */
export const documentFileName = (order: Pick<OrderDetails, 'stage' | 'orderNumber'>) =>
  `${documentKind(order)}-${order.orderNumber.replace(/[^\w.-]/g, '_')}.pdf`;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER = 36;
const GREY = '#555555';
const RULE = '#bbbbbb';
const INK = '#111111';

/** Draws the record's PDF and answers its bytes. */
export function renderOrderDocument(input: DocumentInput): Promise<Buffer> {
  const { order, company, lang, at } = input;
  const words = documentLabels[lang];
  const locale = LOCALES[lang];
  const { regular, bold } = loadFonts();
  const title = fill(words.title[documentKind(order)], { number: order.orderNumber });

  const doc = new PDFDocument({
    size: A4,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    autoFirstPage: true,
    // Fixed dates keep the bytes the same for the same record at the same moment (the tests' clock).
    info: { Title: title, Author: company.name, Creator: 'Doorline CRM', CreationDate: at, ModDate: at },
    lang,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as well as a file (PDFFontFactory.open); its types say files.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);

  const left = MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const bottom = A4[1] - MARGIN - FOOTER;
  let y = MARGIN;

  const text = (
    value: string,
    x: number,
    top: number,
    options: {
      width: number;
      font?: 'regular' | 'bold';
      size?: number;
      color?: string;
      align?: 'left' | 'right';
    },
  ) => {
    doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? INK);
    doc.text(printable(value), x, top, { width: options.width, align: options.align ?? 'left', lineGap: 1 });
    return doc.y;
  };
  const heightOf = (value: string, w: number, font: 'regular' | 'bold' = 'regular', size = 9) =>
    doc.font(font).fontSize(size).heightOfString(printable(value), { width: w, lineGap: 1 });
  const rule = (top: number) => {
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  const ensure = (height: number) => {
    if (y + height > bottom) newPage();
  };

  /* The head: the manufacturer on the left, the document's title and day on the right. */
  const half = width / 2 - 10;
  let leftY = text(company.name, left, y, { width: half, font: 'bold', size: 16 });
  for (const line of company.details) leftY = text(line, left, leftY, { width: half, color: GREY });
  let rightY = text(title, left + width / 2, y, { width: width / 2, font: 'bold', size: 16, align: 'right' });
  rightY = text(`${words.issued}: ${formatDay(at.toISOString())}`, left + width / 2, rightY, {
    width: width / 2,
    color: GREY,
    align: 'right',
  });
  y = Math.max(leftY, rightY) + 12;
  rule(y);
  y += 12;

  /* Three columns of facts: the record, the dealer, the customer. */
  const column = (width - 2 * 16) / 3;
  const facts = (x: number, heading: string, rows: [string, string | null | undefined][], empty: string) => {
    let top = text(heading, x, y, { width: column, font: 'bold', size: 10 }) + 2;
    const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
    if (shown.length === 0) return text(empty, x, top, { width: column, color: GREY });
    for (const [label, value] of shown) {
      top = text(label, x, top, { width: column, color: GREY, size: 8 });
      top = text(value!, x, top, { width: column }) + 3;
    }
    return top;
  };
  const contactRows = (contact: Contact | null): [string, string | null][] => [
    [words.name, contact?.name ?? null],
    [words.email, contact?.email ?? null],
    [words.phone, contact?.phone ?? null],
    [words.mobile, contact?.mobile ?? null],
    [words.fax, contact?.fax ?? null],
  ];
  const recordBottom = facts(
    left,
    // As the details page's first card: a quote's and a pre-order's, or an order's.
    words.information[order.stage === 'quote' || order.stage === 'preorder' ? 'quote' : 'order'],
    [
      [words.transactionNumber, order.orderNumber],
      [words.referenceNumber, order.referenceNumber],
      [words.status, documentTexts[lang].orderStatus[order.status]],
      [words.requestedDate, formatDay(order.requestedDate)],
      [words.created, formatDay(order.createdAt)],
      [words.salesman, order.user?.name],
      [words.note, order.note],
    ],
    '',
  );
  const dealerBottom = facts(
    left + column + 16,
    words.dealer,
    order.dealer
      ? [
          [words.name, order.dealer.name],
          [words.contactPerson, input.dealerContact?.name],
          ...contactRows(input.dealerContact).slice(1),
        ]
      : [],
    words.dealerNotSet,
  );
  const customerBottom = facts(
    left + 2 * (column + 16),
    words.customer,
    contactRows(order.customer.contact),
    words.customerNotSet,
  );
  y = Math.max(recordBottom, dealerBottom, customerBottom) + 12;

  /* The items: number, description, price; the head again on each new page. */
  const numberWidth = 32;
  const priceWidth = 110;
  const descriptionWidth = width - numberWidth - priceWidth - 16;
  const itemsHead = () => {
    text(words.position, left, y, { width: numberWidth, font: 'bold' });
    text(words.description, left + numberWidth + 8, y, { width: descriptionWidth, font: 'bold' });
    text(words.price, left + width - priceWidth, y, { width: priceWidth, font: 'bold', align: 'right' });
    y += heightOf(words.description, descriptionWidth, 'bold') + 4;
    rule(y);
    y += 4;
  };
  ensure(60);
  y = text(words.items, left, y, { width, font: 'bold', size: 12 }) + 6;
  itemsHead();
  if (order.items.length === 0) y = text(words.noItems, left, y, { width, color: GREY }) + 4;
  // A door's breakdown (issue 43): in small grey type under its line, the amounts at the right of the
  // description's column, apart from the price column the totals add.
  const breakdownIndent = 8;
  const breakdownAmountWidth = 90;
  const breakdownLabelWidth = descriptionWidth - breakdownIndent - breakdownAmountWidth - 8;
  const BREAKDOWN_SIZE = 7.5;
  order.items.forEach((item, index) => {
    // A line discount by hand (issue 43, part 4): the price and the percent under the description,
    // the amount after it in the price column, as the totals add it.
    // A configured door's line in the document's language, from its snapshot (`doorLine`).
    const line = item.door ? doorLine(item.door, lang, words.door) : item.description;
    const description =
      item.discountPercent > 0
        ? `${line}\n${formatMoney(item.price, locale, company.currency)} − ${formatPercent(item.discountPercent, locale)}`
        : line;
    const door = item.door ? input.doors?.get(item.id) : undefined;
    const breakdown = door ? doorBreakdownLines(door, item.price, lang) : [];
    const breakdownHeights = breakdown.map(
      ({ label }) => heightOf(label, breakdownLabelWidth, 'regular', BREAKDOWN_SIZE) + 1,
    );
    const descriptionHeight = heightOf(description, descriptionWidth);
    // The door's line and its breakdown stay together on one page (a door taller than a page keeps
    // only its line with its first rows: the rest goes on over the page).
    const height = descriptionHeight + breakdownHeights.reduce((sum, h) => sum + h, 0) + 5;
    const kept = height > bottom - MARGIN - 60 ? descriptionHeight + 5 + (breakdownHeights[0] ?? 0) : height;
    if (y + kept > bottom) {
      newPage();
      itemsHead();
    }
    text(String(index + 1), left, y, { width: numberWidth, color: GREY });
    text(description, left + numberWidth + 8, y, { width: descriptionWidth });
    text(formatMoney(item.amount, locale, company.currency), left + width - priceWidth, y, {
      width: priceWidth,
      align: 'right',
    });
    let end = y + descriptionHeight;
    let breakdownY = end + 1;
    breakdown.forEach(({ label, amount }, row) => {
      // Only a door with more options than a page holds goes on over the page.
      if (breakdownY + breakdownHeights[row]! > bottom) {
        newPage();
        itemsHead();
        breakdownY = y;
      }
      const x = left + numberWidth + 8;
      text(label, x + breakdownIndent, breakdownY, {
        width: breakdownLabelWidth,
        size: BREAKDOWN_SIZE,
        color: GREY,
      });
      text(
        formatMoney(amount, locale, company.currency),
        x + descriptionWidth - breakdownAmountWidth,
        breakdownY,
        {
          width: breakdownAmountWidth,
          size: BREAKDOWN_SIZE,
          color: GREY,
          align: 'right',
        },
      );
      breakdownY += breakdownHeights[row]!;
      end = breakdownY - 1;
    });
    y = end + 5;
  });
  rule(y);
  y += 10;

  /*
   * The customer's total: the lines' amounts (each the customer's price after its line discount). The
   * dealer's discount on totals and the dealer's net never leave the dealer (issue 43, part 4b;
   * docs/decisions.md "Issue 43, part 4b"): the document is the one sent to the customer.
   */
  const totals = totalsDisplay(order.totals, locale, company.currency);
  const rows: [string, string, boolean][] = [[words.total, totals.subtotal, true]];
  ensure(rows.length * 16 + 24);
  y = text(words.totals, left + width / 2, y, { width: width / 2, font: 'bold', size: 12 }) + 4;
  for (const [label, value, strong] of rows) {
    const font = strong ? 'bold' : 'regular';
    text(label, left + width / 2, y, { width: width / 4, font, size: strong ? 11 : 9 });
    const after = text(value, left + (3 * width) / 4, y, {
      width: width / 4,
      font,
      size: strong ? 11 : 9,
      align: 'right',
    });
    y = after + 2;
  }

  /* "Page N of M" and the number on every page, in the bottom margin. */
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footerY = A4[1] - MARGIN - 10;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(printable(`${company.name} · ${title}`), left, footerY, { width: width / 2, lineBreak: false });
    doc.text(fill(words.page, { page: i + 1, pages: range.count }), left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

/** The PDF of a record already read (`orderDetails`): its dealer's contact is looked up for it. */
export async function drawRecord(
  db: Queryable,
  order: OrderDetails,
  lang: DocumentLanguage,
  company: Company,
  at: Date,
): Promise<Buffer> {
  const dealerContact = order.dealer ? await findDealerContact(db, order.dealer.id) : null;
  // The doors' snapshots and breakdowns (issue 43), read only when the record has a configured item.
  const doors = order.items.some((item) => item.kind === 'configured')
    ? new Map((await listItemDoors(db, order.id)).map(({ itemId, ...door }) => [itemId, door]))
    : undefined;
  return renderOrderDocument({ order, dealerContact, company, lang, at, doors });
}

/**
 * `GET /orders/main/:id/document`: the record the caller may read (404 as the details page: a
 * sub-order, a missing id, another dealer's record) as a PDF in `lang`.
 */
export async function orderDocument(
  db: Queryable,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  lang: DocumentLanguage,
  company: Company,
  at: Date,
) {
  const order = await orderDetails(db, user, scope, id);
  return { bytes: await drawRecord(db, order, lang, company, at), fileName: documentFileName(order) };
}
