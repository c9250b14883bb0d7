// A line's amount and a record's totals (docs/sales-flow.md "Totals", docs/decisions.md "Issue 43,
// part 4"): integer cents, each amount rounded once, half up. Every item the API answers takes its
// `amount` from `withAmount`, and every total from `totalsOf`.

/** A line of a record: its price and its discount given by hand, in percent. */
export interface Line {
  price: number;
  discountPercent: number;
}

/** Cents of a number with at most two decimals (a price, a percent), exactly. */
const centsOf = (value: number) => Math.round(value * 100);

/**
 * A line's amount in cents: price × (1 − discount / 100), half up to the cent. In big integers:
 * a price of ten digits times 10,000 basis points is beyond a double's exact integers.
 */
export function lineAmountCents({ price, discountPercent }: Line): number {
  const basisPoints = BigInt(10_000 - centsOf(discountPercent));
  return Number((BigInt(centsOf(price)) * basisPoints + 5_000n) / 10_000n);
}

/** A line's amount, in the currency: its price less its discount. */
export const lineAmount = (line: Line) => lineAmountCents(line) / 100;

/** An item as the API answers it: with its amount, the price less the line's discount. */
export const withAmount = <T extends Line>(item: T) => ({ ...item, amount: lineAmount(item) });

/** A line and its dealer's net (issue 43, part 4b): a configured door's stored net; null, a free line. */
export interface NetLine extends Line {
  netPrice?: number | null;
}

/**
 * The dealer's net of a line in cents (docs/decisions.md "Issue 43: the order the manufacturer
 * produces carries the net"): a configured door's stored net (the line discount by hand is the
 * customer's, it does not touch the net); a free line, which has no net, its amount less the record's
 * dealer's discount on totals, half up to the cent.
 */
export function lineNetCents(line: NetLine, discountPercent: number): number {
  if (line.netPrice !== undefined && line.netPrice !== null) return centsOf(line.netPrice);
  const amountCents = lineAmountCents(line);
  return amountCents - Math.round((amountCents * discountPercent) / 100);
}

/** A line's dealer's net, in the currency (`lineNetCents`). */
export const lineNet = (line: NetLine, discountPercent: number) => lineNetCents(line, discountPercent) / 100;

/**
 * The totals of a record: its lines' amounts, then the dealer's discount, in cents so that they round
 * once; and the dealer's net total, the sum of its lines' nets (each to the cent, so that a record's
 * sub-orders' nets add up to it).
 */
export function totalsOf(lines: readonly NetLine[], discountPercent: number) {
  const subtotalCents = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  const discountCents = Math.round((subtotalCents * discountPercent) / 100);
  const netCents = lines.reduce((sum, line) => sum + lineNetCents(line, discountPercent), 0);
  return {
    subtotal: subtotalCents / 100,
    discountPercent,
    discount: discountCents / 100,
    total: (subtotalCents - discountCents) / 100,
    net: netCents / 100,
  };
}
