/*
 * Amounts (issue 40, docs/decisions.md "Issue 40 (money)"): a price or a percent has at most two
 * decimals, counted on the decimal the number is written as (JSON's shortest form: `0.29`), never on
 * a binary float times 100 (`0.29 * 100` is `28.999999999999996`).
 */

/** The highest item price: the database keeps 10 whole digits and 2 decimals (`numeric(12, 2)`). */
export const ITEM_PRICE_MAX = 9_999_999_999.99;

/** The digits after the point of `value` as JSON writes it; Infinity for an exponent form (`1e-7`). */
export function decimalsOf(value: number): number {
  const written = String(value);
  if (/e/i.test(written)) return Math.abs(value) >= 1 && !/e-/i.test(written) ? 0 : Infinity;
  return written.split('.')[1]?.length ?? 0;
}

/** Whether `value` has at most two decimals: `12.5` and `0.29` do, `1.234` does not. */
export const hasTwoDecimalsAtMost = (value: number) => decimalsOf(value) <= 2;

/** The message of an amount with more decimals (the discount's, as before). */
export const TWO_DECIMALS_MESSAGE = 'At most two decimals.';
