import {
  ITEM_PRICE_MAX,
  modelPriceKinds,
  optionPriceKinds,
  tableBetweens,
  type ModelPrice,
  type OptionPrice,
  type PriceTable,
  type SizeRange,
} from '@doorline/api-client';
import { formatDecimal } from '@doorline/design-system';
import { array, enums, object, refine, string, type Struct } from 'superstruct';
import { amountBody, checkAmount } from '@/lib/amounts';
import { i18n } from '@/lib/i18n';

/*
 * A draft's prices edited on screen (issue 43): a model's base price (its width × height table's
 * cells, or its price per square metre with the minimum) and an option's price. Each amount is the
 * text typed, read in the reader's language (`checkAmount`, `amountBody`, issue 40); the server holds
 * the same rules and more (the contract's `ModelPrice`, `OptionPrice`; a table that covers the model's
 * sizes), and its field errors land under the cell or field they name.
 */

/** The form's words for its rules, in the reader's language. */
export interface PriceFormMessages {
  /** An amount outside 0 to the items' highest price, or missing where it is needed. */
  amount: string;
  /** A percentage outside 0 to 1,000, or missing. */
  percent: string;
}

export interface ModelPriceValues {
  kind: (typeof modelPriceKinds)[number];
  table: {
    between: (typeof tableBetweens)[number];
    /** The sizes across and down, as the table has them (not edited here). */
    widths: number[];
    heights: number[];
    /** A row per height, a cell per width: the price as typed; '' where that size is not made. */
    cells: string[][];
  };
  rate: string;
  minimum: string;
}

export interface OptionPriceValues {
  kind: (typeof optionPriceKinds)[number];
  amount: string;
  rate: string;
  percent: string;
}

/** An amount's text as the field shows it in the reader's language (`1 234,50`); '' for none. */
const amountText = (value: number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : formatDecimal(String(value), i18n.language, { minimumFractionDigits: 2 });

/**
 * The sizes a new table starts with: the range's smallest, each hundred millimetres above it, and its
 * largest, so that it covers the model's sizes as the server asks (a table's last size at least the
 * largest; an interpolated table's first the smallest).
 */
export function startingSizes({ min, max }: SizeRange): number[] {
  const sizes = [min];
  for (let size = Math.floor(min / 100) * 100 + 100; size < max; size += 100) sizes.push(size);
  if (max > min) sizes.push(max);
  return sizes;
}

/** The model price form's values from its price in the draft, or a table of the model's sizes when it has none. */
export function modelPriceValuesOf(
  price: ModelPrice | null,
  rule: { width: SizeRange; height: SizeRange },
): ModelPriceValues {
  const table: PriceTable = price?.table ?? {
    widths: startingSizes(rule.width),
    heights: startingSizes(rule.height),
    cells: [],
    between: 'interpolate',
  };
  return {
    kind: price?.kind ?? 'table',
    table: {
      between: table.between,
      widths: table.widths,
      heights: table.heights,
      cells: table.heights.map((_, row) =>
        table.widths.map((__, column) => amountText(table.cells[row]?.[column])),
      ),
    },
    rate: amountText(price?.rate),
    minimum: amountText(price?.minimum),
  };
}

/** The option price form's values from its price in the draft (a fixed amount when it has none). */
export const optionPriceValuesOf = (price: OptionPrice | null): OptionPriceValues => ({
  kind: price?.kind ?? 'fixed',
  amount: amountText(price?.amount),
  rate: amountText(price?.rate),
  percent:
    price?.percent === undefined
      ? ''
      : formatDecimal(String(price.percent), i18n.language, { percent: true }),
});

/** An amount, required when the form's kind (the root's `kind`) is one of `kinds`. */
const amountFor = (kinds: readonly string[], message: string, percent = false): Struct<string> =>
  refine(string(), 'amount', (value, context) => {
    const root = context.branch[0] as { kind?: string };
    if (!kinds.includes(root.kind ?? '')) return true;
    return checkAmount(value, { min: 0, max: percent ? 1000 : ITEM_PRICE_MAX, outOfRange: message, percent });
  });

/** A table's cell: empty (not made), or an amount; not checked while the model is priced otherwise. */
const cellStruct = (message: string) =>
  refine(string(), 'cell', (value, context) => {
    const root = context.branch[0] as { kind?: string };
    if (root.kind !== 'table' || value.trim() === '') return true;
    return checkAmount(value, { min: 0, max: ITEM_PRICE_MAX, outOfRange: message });
  });

/** The model price form: the kind's fields, each cell empty or an amount. */
export const modelPriceSchema = ({ amount }: PriceFormMessages) =>
  object({
    kind: enums(modelPriceKinds),
    table: object({
      between: enums(tableBetweens),
      widths: array(),
      heights: array(),
      cells: array(array(cellStruct(amount))),
    }),
    rate: amountFor(['perSquareMetre'], amount),
    minimum: amountFor(['perSquareMetre'], amount),
  });

/** The option price form: the kind's field. */
export const optionPriceSchema = ({ amount, percent }: PriceFormMessages) =>
  object({
    kind: enums(optionPriceKinds),
    amount: amountFor(['fixed'], amount),
    rate: amountFor(['perSquareMetre'], amount),
    percent: amountFor(['percentOfBase'], percent, true),
  });

/** What the model price form sends: the kind's own fields only. */
export const modelPriceBodyOf = ({ kind, table, rate, minimum }: ModelPriceValues): ModelPrice =>
  kind === 'table'
    ? {
        kind,
        table: {
          widths: table.widths,
          heights: table.heights,
          between: table.between,
          cells: table.cells.map((row) => row.map((cell) => (cell.trim() === '' ? null : amountBody(cell)))),
        },
      }
    : { kind, rate: amountBody(rate), minimum: amountBody(minimum) };

/** What the option price form sends: the kind's own field only. */
export const optionPriceBodyOf = ({ kind, amount, rate, percent }: OptionPriceValues): OptionPrice =>
  kind === 'fixed'
    ? { kind, amount: amountBody(amount) }
    : kind === 'perSquareMetre'
      ? { kind, rate: amountBody(rate) }
      : { kind, percent: amountBody(percent, true) };

/** Every field the server may name in a model price's answer, as the form names them. */
export const modelPriceFields = (values: ModelPriceValues) =>
  [
    'kind',
    'rate',
    'minimum',
    'table.between',
    ...values.table.cells.flatMap((row, r) => row.map((_, c) => `table.cells.${r}.${c}`)),
  ] as const;
