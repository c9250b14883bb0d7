/*
 * How a sales record's amounts and days are written for a reader, one definition for every place
 * that shows them: the details page and the record's PDF (issue 28, docs/decisions.md "Issue 28: the
 * record as a PDF"), so that the document shows exactly what the page shows. The amounts themselves
 * are the server's (`OrderDetails.totals`); this only writes them.
 */
import type { DoorHand, DoorLabel, DoorSwing, OrderDetails } from './orders.js';

type Totals = Omit<OrderDetails['totals'], 'discountFixed'>;

const moneyFormats = new Map<string, Intl.NumberFormat>();
const money = (locale: string, currency: string | null) => {
  const key = `${locale} ${currency ?? ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // Amounts are kept with two decimals (the database's numeric(12,2)): never fewer are shown, so
    // no cent is rounded away (a currency without a minor unit, JPY), and more where the currency
    // has more (BHD's three).
    const decimals = currency
      ? Math.max(
          2,
          new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
            .maximumFractionDigits ?? 2,
        )
      : 2;
    format = new Intl.NumberFormat(locale, {
      // The narrow symbol (₴, €, $): the same in Node and in the browsers. The default one differs
      // between ICU builds (Node writes `1 234,50 ₴` in Ukrainian, Chromium `1 234,50 грн`), and the
      // PDF must show what the page shows.
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
};

/**
 * An amount in the organization's currency (`GET /config`'s `currency`, the server's CURRENCY), in
 * the language's format: `1 234,50 ₴` in Ukrainian, `₴1,234.50` in English (issue 40 item 2).
 * `currency` null writes the plain amount (`1 234,50`): only while a screen has not learned it.
 */
export const formatMoney = (value: number, locale: string, currency: string | null) =>
  money(locale, currency).format(value);

/** The dealer's discount as a percent, e.g. `12.5 %`. */
export const formatPercent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/**
 * The Totals section: subtotal, the discount percent, the discount (shown as taken off), the total
 * and the dealer's net (the details page only, never the PDF), the amounts in `currency` (`formatMoney`).
 */
export function totalsDisplay(totals: Totals, locale: string, currency: string | null) {
  const amount = (value: number) => formatMoney(value, locale, currency);
  return {
    subtotal: amount(totals.subtotal),
    discountPercent: formatPercent(totals.discountPercent, locale),
    discount: totals.discount > 0 ? `−${amount(totals.discount)}` : amount(0),
    total: amount(totals.total),
    net: amount(totals.net),
  };
}

// Records show calendar days the ru-RU way whatever the language (spec §2 "Shared table").
const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The calendar day of `2026-11-22` or of a timestamp starting with it (`2026-11-22T10:00:00Z`), as
 * midnight UTC; null for an empty, malformed or impossible one (`2026-02-31`).
 */
export function parseDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over into the next month: refuse it.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** A calendar day (`YYYY-MM-DD`, e.g. the requested date) as the screens show it: `24.12.2026`; '' when missing. */
export function formatDay(value: string | null | undefined): string {
  const day = parseDay(value);
  return day ? dayFormat.format(day) : '';
}

/** The words a door's line is written with, in one language. */
export interface DoorLineWords {
  hand: Record<DoorHand, string>;
  swing: Record<DoorSwing, string>;
  /** The millimetre's symbol. */
  mm: string;
}

/**
 * A configured door's line in a language, from the snapshot it keeps (`Item.door`): the model's code
 * and name, the size, the hand and swing, the options' codes: `GD-01 Guard; 900 × 2100 mm; left,
 * inward; EI30, LK-2`. The items' table, the PDF and the server's English `description` write it so.
 */
export function doorLine(door: DoorLabel, language: string, words: DoorLineWords): string {
  const name = door.names[language as keyof DoorLabel['names']] ?? door.names.en;
  return [
    `${door.code} ${name}`,
    `${door.width} × ${door.height} ${words.mm}`,
    `${words.hand[door.hand]}, ${words.swing[door.swing]}`,
    door.options.join(', '),
  ]
    .filter(Boolean)
    .join('; ');
}
