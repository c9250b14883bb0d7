import type { OrderDetails } from '@doorline/api-client';

type Totals = Omit<OrderDetails['totals'], 'discountFixed'>;

const money = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
