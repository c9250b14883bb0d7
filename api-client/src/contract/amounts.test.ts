import { describe, expect, it } from 'vitest';
import { Discount } from './dealers.js';
import { CreateItemBody } from './orders.js';
import { check } from './validate.js';

// Issue 40: an amount keeps the decimals it was typed with, two at most, checked on the decimal
// itself (never on a binary float times 100).
describe('amounts in the contract', () => {
  const item = (price: number) => check(CreateItemBody, { orderId: 1, description: 'Door', price });

  it('takes a price of up to two decimals as it is, and names the price when it has more', () => {
    for (const price of [0, 0.29, 1.1, 1234.5, 9999999999.99])
      expect(item(price)).toMatchObject({ ok: true });
    expect(item(1234.567)).toEqual({
      ok: false,
      errors: [{ path: 'price', message: 'At most two decimals.' }],
    });
    expect(item(1e-7)).toMatchObject({ ok: false, errors: [{ path: 'price' }] });
  });

  it('takes every discount of two decimals, 0.29 and 1.1 among them', () => {
    for (const discount of [0.29, 1.1, 0.57, 12.5, 99.99, 100]) {
      expect(check(Discount, discount)).toMatchObject({ ok: true });
    }
    expect(check(Discount, 1.234)).toMatchObject({ ok: false });
  });
});
