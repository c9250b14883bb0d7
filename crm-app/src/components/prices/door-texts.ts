import { formatPercent, type Breakdown, type Names, type OptionPrice } from '@doorline/api-client';
import type { PriceLine } from '@doorline/design-system';
import type { TFunction } from '@/lib/i18n';
import type { useMoney } from '@/lib/money';
import type { Language } from '@/lib/session';

// How a configured door's price reads (issue 43, part 3; docs/decisions.md "Issue 43, part 3"): the
// lines of the server's breakdown, each option's price, in the reader's language. Shared by the
// configurator (the prices feature) and a quote's "Why this price" (the sales feature). Nothing here
// computes a price: each amount is the server's, only written out.

export type PricesT = TFunction<'prices'>;
export type Money = ReturnType<typeof useMoney>;

/** A name of the catalogue or of a price list in the reader's language (English where it has none). */
export const nameOf = (names: Names, language: Language): string => names[language] || names.en;

/** An option as a breakdown's line names it: its group's name and its own. */
export interface OptionNaming {
  group: string;
  option: string;
}

/** An option's price in a version: a fixed amount, an amount per square metre, or a percentage of the base. */
export function optionPriceText(
  t: PricesT,
  money: Money,
  language: Language,
  price: OptionPrice | undefined,
) {
  if (!price) return t('priceOptions.noPrice');
  if (price.kind === 'fixed' && price.amount !== undefined) return money.amount(price.amount);
  if (price.kind === 'perSquareMetre' && price.rate !== undefined)
    return t('priceOptions.perSquareMetre', { amount: money.amount(price.rate) });
  if (price.kind === 'percentOfBase' && price.percent !== undefined)
    return t('priceOptions.percentOfBase', { percent: formatPercent(price.percent, language) });
  return t('priceOptions.noPrice');
}

/** `800–900` for two sizes, `800` for one. */
const span = (sizes: readonly number[]) => {
  const sorted = [...new Set(sizes)].sort((a, b) => a - b);
  return sorted.length > 1 ? `${sorted[0]}–${sorted.at(-1)}` : String(sorted[0] ?? '');
};

/** Square millimetres as square metres, two decimals in the reader's language: `1,76`. */
const squareMetres = (areaMm2: number, language: Language) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    areaMm2 / 1_000_000,
  );

/**
 * How the base price was found, as the breakdown names it: the cell (`800 × 2000 mm`), the next size
 * up (`priced as 900 × 2100 mm`), the cells interpolated between, or the area times the rate per
 * square metre with the minimum.
 */
export function baseDetail(
  t: PricesT,
  money: Money,
  language: Language,
  source: Breakdown['base']['source'],
): string | undefined {
  const { kind, cell, cells = [] } = source;
  if ((kind === 'cell' || kind === 'roundUp') && cell)
    return t(kind === 'cell' ? 'door.base.cell' : 'door.base.roundUp', {
      width: cell.width,
      height: cell.height,
    });
  if (kind === 'interpolated' && cells.length > 0) {
    const widths = span(cells.map((one) => one.width));
    const heights = span(cells.map((one) => one.height));
    const acrossWidths = widths.includes('–');
    const acrossHeights = heights.includes('–');
    if (acrossWidths && acrossHeights) return t('door.base.interpolated', { widths, heights });
    if (acrossWidths) return t('door.base.interpolatedWidth', { widths, height: heights });
    return t('door.base.interpolatedHeight', { width: widths, heights });
  }
  if (kind === 'perSquareMetre' && source.areaMm2 !== undefined && source.rate !== undefined) {
    const figures = {
      area: squareMetres(source.areaMm2, language),
      rate: money.amount(source.rate),
      minimum: money.amount(source.minimum ?? 0),
    };
    if (source.minimumApplied) return t('door.base.minimumApplied', figures);
    return source.minimum ? t('door.base.perSquareMetre', figures) : t('door.base.rate', figures);
  }
  return undefined;
}

/**
 * The breakdown's lines: the base price with how it was found, then each chosen option (its group and
 * name, and how it is priced unless a fixed amount), in the order the server gave them.
 */
export function breakdownLines(
  t: PricesT,
  money: Money,
  language: Language,
  breakdown: Breakdown,
  optionNaming: (optionId: number) => OptionNaming | undefined,
): PriceLine[] {
  const base: PriceLine = {
    id: 'base',
    label: t('door.basePrice'),
    detail: baseDetail(t, money, language, breakdown.base.source),
    amount: money.amount(breakdown.base.amount),
  };
  return [
    base,
    ...breakdown.options.map((line): PriceLine => {
      const naming = optionNaming(line.optionId);
      return {
        id: `option-${line.optionId}`,
        label: naming ? t('door.option', { ...naming }) : `#${line.optionId}`,
        detail: line.price.kind === 'fixed' ? undefined : optionPriceText(t, money, language, line.price),
        amount: money.amount(line.amount),
        tone: line.amount === 0 ? 'muted' : 'default',
      };
    }),
  ];
}
