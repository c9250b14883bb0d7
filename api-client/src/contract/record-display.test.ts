import { describe, expect, it } from 'vitest';
import { formatPercent, totalsDisplay } from './record-display.js';

// Intl puts a (narrow) no-break space in some locales; compare with plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('the Totals section', () => {
  it('shows amounts with two decimals and the discount as taken off', () => {
    const shown = totalsDisplay(
      { subtotal: 1234.5, discountPercent: 10, discount: 123.45, total: 1111.05 },
      'en',
    );
    expect(shown).toEqual({
      subtotal: '1,234.50',
      discountPercent: '10%',
      discount: '−123.45',
      total: '1,111.05',
    });
  });

  it('shows no discount as zero, not as minus zero', () => {
    const shown = totalsDisplay({ subtotal: 200, discountPercent: 0, discount: 0, total: 200 }, 'en');
    expect(shown.discount).toBe('0.00');
    expect(shown.total).toBe('200.00');
  });

  it('follows the language', () => {
    expect(
      plain(totalsDisplay({ subtotal: 1234.5, discountPercent: 12.5, discount: 0, total: 0 }, 'uk').subtotal),
    ).toBe('1 234,50');
    expect(plain(formatPercent(12.5, 'uk'))).toBe('12,5%');
  });
});
