import { describe, expect, it } from 'vitest';
import { lineAmount, totalsOf, withAmount } from './line-amounts.js';

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
    });
    expect(totalsOf([], 10)).toEqual({ subtotal: 0, discountPercent: 10, discount: 0, total: 0 });
    expect(withAmount({ id: 1, price: 10, discountPercent: 2.5 })).toEqual({
      id: 1,
      price: 10,
      discountPercent: 2.5,
      amount: 9.75,
    });
  });
});
