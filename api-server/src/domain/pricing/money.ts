// Money inside the pricing module (docs/decisions.md "Issue 43: the door catalogue and its prices"):
// integer cents as `bigint`, so that every sum is exact and each component is rounded once, half away
// from zero, to the cent. The contract's amounts are decimals of two places (`numeric(12, 2)`).

/** An amount in cents. */
export type Cents = bigint;

/** The cents of an amount of at most two decimals, as the contract checks them (`hasTwoDecimalsAtMost`). */
export const centsOf = (amount: number): Cents => BigInt(Math.round(amount * 100));

/** An amount of cents as the contract's decimal (`12345n` is `123.45`). */
export const amountOf = (cents: Cents): number => Number(cents) / 100;

/** `numerator / denominator` rounded half away from zero; the denominator is positive. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((magnitude * 2n + denominator) / (denominator * 2n));
}

/** Square millimetres in a square metre. */
export const MM2_PER_M2 = 1_000_000n;

/** A price per square metre over an area in square millimetres, rounded to the cent. */
export const perSquareMetre = (rate: Cents, areaMm2: bigint): Cents =>
  divideRounded(rate * areaMm2, MM2_PER_M2);

/** A percentage (at most two decimals) of an amount, rounded to the cent. */
export const percentOf = (amount: Cents, percent: number): Cents =>
  divideRounded(amount * BigInt(Math.round(percent * 100)), 10_000n);
