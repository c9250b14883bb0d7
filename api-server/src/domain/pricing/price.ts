// A configuration's price and where it came from (docs/decisions.md "Issue 43: the door catalogue and
// its prices"): the base from the model's table (the cell, or the cells and how they were combined)
// or from its price per square metre, then each option's price. Exact, in cents
// (`money.ts`); each component rounded once. Dealer rules and line discounts come in later parts.
import type {
  Catalogue,
  Configuration,
  ModelPrice,
  OptionPrice,
  PriceTable,
  VersionPrices,
} from './catalogue.js';
import { checkConfiguration, type Problem } from './check.js';
import type { NetPrice } from './dealer-rules.js';
import { amountOf, type Cents, centsOf, divideRounded, percentOf, perSquareMetre } from './money.js';

/** A cell of a table the base was read from. */
export interface TableCell {
  width: number;
  height: number;
  amount: number;
}

/** Where the base price came from. */
export type BaseSource =
  | { kind: 'cell'; cell: TableCell }
  | { kind: 'roundUp'; cell: TableCell }
  | { kind: 'interpolated'; cells: TableCell[] }
  | { kind: 'perSquareMetre'; rate: number; areaMm2: number; minimum: number; minimumApplied: boolean };

/** An option's line of the breakdown. */
export interface OptionLine {
  optionId: number;
  price: OptionPrice;
  amount: number;
}

export interface Breakdown {
  versionId: number;
  base: { amount: number; source: BaseSource };
  options: OptionLine[];
  /** The base and the options: the list price of one door. */
  listPrice: number;
  /** The dealer's net under the dealer's rules (`applyDealerRules`); absent when priced for no dealer. */
  net?: NetPrice;
}

export type Priced = { ok: true; breakdown: Breakdown } | { ok: false; problems: Problem[] };

/** Where a size falls on one axis of a table: the listed sizes around it, each with its weight. */
interface AxisPosition {
  /** Indexes of the listed sizes used, with their weights' numerators. */
  points: { index: number; weight: bigint }[];
  /** The weights' common denominator. */
  denominator: bigint;
}

/** A size on an axis of listed sizes: exactly one, between two (interpolated), or the next one up. */
function axisPosition(
  sizes: readonly number[],
  value: number,
  between: PriceTable['between'],
): AxisPosition | null {
  const exact = sizes.indexOf(value);
  if (exact !== -1) return { points: [{ index: exact, weight: 1n }], denominator: 1n };
  const next = sizes.findIndex((size) => size > value);
  if (next === -1) return null; // after the last listed size
  if (between === 'roundUp') return { points: [{ index: next, weight: 1n }], denominator: 1n };
  if (next === 0) return null; // before the first: nothing to interpolate from
  const low = sizes[next - 1]!;
  const high = sizes[next]!;
  return {
    points: [
      { index: next - 1, weight: BigInt(high - value) },
      { index: next, weight: BigInt(value - low) },
    ],
    denominator: BigInt(high - low),
  };
}

/** The base price of a size from a model's price: its cents and source, or the problems. */
export function basePrice(
  price: ModelPrice,
  width: number,
  height: number,
): { cents: Cents; source: BaseSource } | { problems: Problem[] } {
  if (price.kind === 'perSquareMetre') {
    const areaMm2 = width * height;
    const byArea = perSquareMetre(centsOf(price.rate), BigInt(areaMm2));
    const minimum = centsOf(price.minimum);
    const minimumApplied = byArea < minimum;
    return {
      cents: minimumApplied ? minimum : byArea,
      source: { kind: 'perSquareMetre', rate: price.rate, areaMm2, minimum: price.minimum, minimumApplied },
    };
  }
  const { table } = price;
  const across = axisPosition(table.widths, width, table.between);
  const down = axisPosition(table.heights, height, table.between);
  const range = (sizes: readonly number[]) => ({ min: sizes[0]!, max: sizes[sizes.length - 1]! });
  const problems: Problem[] = [];
  if (!across)
    problems.push({ field: 'width', code: 'outOfRange', params: { ...range(table.widths), step: 1 } });
  if (!down)
    problems.push({ field: 'height', code: 'outOfRange', params: { ...range(table.heights), step: 1 } });
  if (!across || !down) return { problems };

  const cells: TableCell[] = [];
  let numerator = 0n;
  for (const row of down.points)
    for (const column of across.points) {
      const amount = table.cells[row.index]?.[column.index] ?? null;
      const at = { width: table.widths[column.index]!, height: table.heights[row.index]! };
      if (amount === null) return { problems: [{ field: 'width', code: 'notOffered', params: at }] };
      cells.push({ ...at, amount });
      numerator += centsOf(amount) * row.weight * column.weight;
    }
  const cents = divideRounded(numerator, across.denominator * down.denominator);
  const source: BaseSource =
    cells.length > 1
      ? { kind: 'interpolated', cells }
      : table.widths.includes(width) && table.heights.includes(height)
        ? { kind: 'cell', cell: cells[0]! }
        : { kind: 'roundUp', cell: cells[0]! };
  return { cents, source };
}

/** An option's price for a door of this base and area. */
function optionCents(price: OptionPrice, base: Cents, areaMm2: number): Cents {
  if (price.kind === 'fixed') return centsOf(price.amount);
  if (price.kind === 'perSquareMetre') return perSquareMetre(centsOf(price.rate), BigInt(areaMm2));
  return percentOf(base, price.percent);
}

/**
 * The price of a configuration in a version, with its breakdown; or the problems that stop it: the
 * check's (`checkConfiguration`), a size the table does not make, an option the version has no price for.
 */
export function priceConfiguration(
  catalogue: Catalogue,
  prices: VersionPrices,
  configuration: Configuration,
): Priced {
  const { problems } = checkConfiguration(catalogue, configuration);
  if (problems.length > 0) return { ok: false, problems };
  const base = basePrice(prices.model, configuration.width, configuration.height);
  if ('problems' in base) return { ok: false, problems: base.problems };
  const areaMm2 = configuration.width * configuration.height;
  const lines: OptionLine[] = [];
  const unpriced: Problem[] = [];
  let total = base.cents;
  [...new Set(configuration.options)].forEach((optionId) => {
    const price = prices.options.get(optionId);
    if (!price) {
      const index = configuration.options.indexOf(optionId);
      unpriced.push({ field: `options.${index}`, code: 'notOffered', params: { option: optionId } });
      return;
    }
    const cents = optionCents(price, base.cents, areaMm2);
    total += cents;
    lines.push({ optionId, price, amount: amountOf(cents) });
  });
  if (unpriced.length > 0) return { ok: false, problems: unpriced };
  return {
    ok: true,
    breakdown: {
      versionId: prices.versionId,
      base: { amount: amountOf(base.cents), source: base.source },
      options: lines,
      listPrice: amountOf(total),
    },
  };
}
