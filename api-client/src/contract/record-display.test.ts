import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, totalsDisplay } from './record-display.js';

// Intl puts a (narrow) no-break space in some locales; compare with plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('the Totals section', () => {
  it('shows amounts with two decimals, the currency, and the discount as taken off', () => {
    const shown = totalsDisplay(
      { subtotal: 1234.5, discountPercent: 10, discount: 123.45, total: 1111.05, net: 987.65 },
      'en',
      'UAH',
    );
    expect(Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, plain(value)]))).toEqual({
      subtotal: '₴1,234.50',
      discountPercent: '10%',
      discount: '−₴123.45',
      total: '₴1,111.05',
      net: '₴987.65',
    });
  });

  it('shows no discount as zero, not as minus zero', () => {
    const shown = totalsDisplay(
      { subtotal: 200, discountPercent: 0, discount: 0, total: 200, net: 200 },
      'en',
      'UAH',
    );
    expect(plain(shown.discount)).toBe('₴0.00');
    expect(plain(shown.total)).toBe('₴200.00');
  });

  it('follows the language', () => {
    const shown = totalsDisplay(
      { subtotal: 1234.5, discountPercent: 12.5, discount: 5, total: 0, net: 0 },
      'uk',
      'UAH',
    );
    expect(plain(shown.subtotal)).toBe('1 234,50 ₴');
    expect(plain(shown.discount)).toBe('−5,00 ₴');
    expect(plain(formatPercent(12.5, 'uk'))).toBe('12,5%');
  });
});

describe('an amount (issue 40 item 2: one organization currency, shown with every amount)', () => {
  it('carries the currency’s symbol the language’s way', () => {
    expect(plain(formatMoney(1234.5, 'uk', 'UAH'))).toBe('1 234,50 ₴');
    expect(plain(formatMoney(1234.5, 'ru', 'UAH'))).toBe('1 234,50 ₴');
    expect(plain(formatMoney(1234.5, 'en', 'UAH'))).toBe('₴1,234.50');
    expect(plain(formatMoney(1234.5, 'en', 'EUR'))).toBe('€1,234.50');
    expect(plain(formatMoney(0.1, 'uk', 'USD'))).toBe('0,10 $');
  });

  it('is exact: cents are never rounded away, whatever the currency’s own decimals', () => {
    // The yen has no minor unit; amounts are kept with two decimals, and shown with them.
    expect(plain(formatMoney(1234.5, 'en', 'JPY'))).toBe('¥1,234.50');
    expect(plain(formatMoney(1234, 'en', 'JPY'))).toBe('¥1,234.00');
    // The Bahraini dinar has three: shown, never fewer.
    expect(plain(formatMoney(1.25, 'en', 'BHD'))).toBe('BHD 1.250');
    expect(plain(formatMoney(9_999_999_999.99, 'en', 'UAH'))).toBe('₴9,999,999,999.99');
  });

  it('is the plain amount while the currency is not known yet', () => {
    expect(plain(formatMoney(1234.5, 'uk', null))).toBe('1 234,50');
  });
});
