import { describe, expect, it } from 'vitest';
import { lineAmount, lineNet, totalsOf, withAmount } from './line-amounts.js';

// A line's amount and a record's totals (issue 43, part 4): integer cents, each rounded once, half up.
describe('line amounts', () => {
  it('take the line discount off the price, half up to the cent', () => {
    expect(lineAmount({ price: 123.45, discountPercent: 12.5 })).toBe(108.02); // 108.016875
    expect(lineAmount({ price: 0.1, discountPercent: 12.5 })).toBe(0.09); // 0.0875
    expect(lineAmount({ price: 0.05, discountPercent: 50 })).toBe(0.03); // 0.025, half up
    expect(lineAmount({ price: 19.99, discountPercent: 0 })).toBe(19.99);
    expect(lineAmount({ price: 19.99, discountPercent: 100 })).toBe(0);
  });

  it('are exact for the highest price, beyond a double’s exact integers', () => {
    expect(lineAmount({ price: 9_999_999_999.99, discountPercent: 33.33 })).toBe(6_666_999_999.99); // 999,999,999,999 × 6,667 / 10,000 cents
  });

  it('make the subtotal, the dealer’s discount applying after it', () => {
    const lines = [
      { price: 100, discountPercent: 0 },
      { price: 40.5, discountPercent: 0 },
      { price: 123.45, discountPercent: 12.5 },
    ];
    expect(totalsOf(lines, 10)).toEqual({
      subtotal: 248.52,
      discountPercent: 10,
      discount: 24.85,
      total: 223.67,
      net: 223.67, // every line free: each line's amount less 10 %, 90 + 36.45 + 97.22
    });
    expect(totalsOf([], 10)).toEqual({ subtotal: 0, discountPercent: 10, discount: 0, total: 0, net: 0 });
    expect(withAmount({ id: 1, price: 10, discountPercent: 2.5 })).toEqual({
      id: 1,
      price: 10,
      discountPercent: 2.5,
      amount: 9.75,
    });
  });

  it('make the dealer’s net: a door’s stored net, a free line’s amount less the dealer’s discount', () => {
    // A door's net is its own, whatever the customer's line discount.
    expect(lineNet({ price: 1000, discountPercent: 20, netPrice: 850 }, 10)).toBe(850);
    // A free line: its amount less the dealer's discount, half up to the cent.
    expect(lineNet({ price: 123.45, discountPercent: 12.5, netPrice: null }, 10)).toBe(97.22); // 108.02 − 10.80
    expect(lineNet({ price: 0.05, discountPercent: 0 }, 50)).toBe(0.02); // 5 − 2.5 → 3 cents off
    expect(lineNet({ price: 19.99, discountPercent: 0, netPrice: null }, 0)).toBe(19.99);
    const lines = [
      { price: 1000, discountPercent: 20, netPrice: 850 },
      { price: 40.5, discountPercent: 0, netPrice: null },
    ];
    // Each line's net to the cent, then their sum: 850 + 36.45.
    expect(totalsOf(lines, 10)).toMatchObject({ subtotal: 840.5, total: 756.45, net: 886.45 });
  });
});
