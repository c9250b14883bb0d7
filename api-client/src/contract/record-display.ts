/*
 * How a sales record's amounts and days are written for a reader, one definition for every place
 * that shows them: the details page and the record's PDF (issue 28, docs/decisions.md "Issue 28: the
 * record as a PDF"), so that the document shows exactly what the page shows. The amounts themselves
 * are the server's (`OrderDetails.totals`); this only writes them.
 */
import type { OrderDetails } from './orders.js';

type Totals = Omit<OrderDetails['totals'], 'discountFixed'>;

const moneyFormats = new Map<string, Intl.NumberFormat>();
const money = (locale: string) => {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format;
};

/** An amount with two decimals in the language's format: `1 234,50` in Ukrainian. */
export const formatMoney = (value: number, locale: string) => money(locale).format(value);

/** The dealer's discount as a percent, e.g. `12.5 %`. */
export const formatPercent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/** The Totals section: subtotal, the discount percent, the discount (shown as taken off) and the total. */
export function totalsDisplay(totals: Totals, locale: string) {
  return {
    subtotal: formatMoney(totals.subtotal, locale),
    discountPercent: formatPercent(totals.discountPercent, locale),
    discount: totals.discount > 0 ? `−${formatMoney(totals.discount, locale)}` : formatMoney(0, locale),
    total: formatMoney(totals.total, locale),
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
