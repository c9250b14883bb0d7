import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalPlaces, formatDecimal, parseDecimal } from './parseDecimal';

const locales = ['uk', 'ru', 'en'] as const;
const decimal = (value: string) => ({ kind: 'decimal', value });

describe('parseDecimal: an amount as a person of each language types it (issue 40)', () => {
  it.each(locales)('%s: 1234,50, 1 234,50 and 1234.50 are all 1234.5; 12,5 % is 12.5', (locale) => {
    expect(parseDecimal('1234,50', locale)).toEqual(decimal('1234.5'));
    expect(parseDecimal('1 234,50', locale)).toEqual(decimal('1234.5'));
    expect(parseDecimal('1 234,50', locale)).toEqual(decimal('1234.5'));
    expect(parseDecimal('1234.50', locale)).toEqual(decimal('1234.5'));
    expect(parseDecimal('12,5 %', locale, { percent: true })).toEqual(decimal('12.5'));
    expect(parseDecimal('12.5%', locale, { percent: true })).toEqual(decimal('12.5'));
    expect(parseDecimal('1,234.50', locale)).toEqual(decimal('1234.5'));
    expect(parseDecimal('1.234,50', locale)).toEqual(decimal('1234.5'));
    expect(parseDecimal('1 234 567', locale)).toEqual(decimal('1234567'));
    expect(parseDecimal('0,5', locale)).toEqual(decimal('0.5'));
    expect(parseDecimal('', locale)).toEqual({ kind: 'empty' });
    expect(parseDecimal('12a', locale)).toEqual({ kind: 'invalid' });
    expect(parseDecimal('1,2,3', locale)).toEqual({ kind: 'invalid' });
    expect(parseDecimal('12 %', locale)).toEqual({ kind: 'invalid' });
  });

  it("reads the language's own decimal sign as such and refuses the other one where it could group", () => {
    expect(parseDecimal('1,234', 'uk')).toEqual(decimal('1.234'));
    expect(parseDecimal('1.234', 'uk')).toEqual({ kind: 'ambiguous' });
    expect(parseDecimal('1.234', 'ru')).toEqual({ kind: 'ambiguous' });
    expect(parseDecimal('1.234', 'en')).toEqual(decimal('1.234'));
    expect(parseDecimal('1,234', 'en')).toEqual({ kind: 'ambiguous' });
    // Not a group: more than three digits before it, or a fraction not of three.
    expect(parseDecimal('1234.567', 'uk')).toEqual(decimal('1234.567'));
    expect(parseDecimal('0.125', 'uk')).toEqual(decimal('0.125'));
    expect(parseDecimal('1,5', 'en')).toEqual(decimal('1.5'));
  });

  it('writes 1234.5 as each language does', () => {
    expect(formatDecimal('1234.5', 'uk', { minimumFractionDigits: 2 })).toBe('1\u00a0234,50');
    expect(formatDecimal('1234.5', 'en', { minimumFractionDigits: 2 })).toBe('1,234.50');
    expect(formatDecimal('12.5', 'ru', { percent: true })).toBe('12,5\u00a0%');
    expect(formatDecimal('12.5', 'en', { percent: true })).toBe('12.5%');
    expect(formatDecimal('0.29', 'en')).toBe('0.29');
    expect(decimalPlaces('12.50')).toBe(2);
  });

  // Any amount with up to two decimals, as written by the language (grouped or not, with a percent
  // sign or not), reads back as itself: what is shown is what is stored.
  const amounts = fc
    .tuple(fc.bigInt({ min: 0n, max: 9_999_999_999n }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) =>
      cents === 0 ? `${whole}` : `${whole}.${String(cents).padStart(2, '0')}`.replace(/0$/, ''),
    );

  it.each(locales)('%s: formatDecimal then parseDecimal gives the decimal back', (locale) => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 2 }), fc.boolean(), (value, fraction, percent) => {
        const written = formatDecimal(value, locale, { minimumFractionDigits: fraction, percent });
        expect(parseDecimal(written, locale, { percent })).toEqual(decimal(value));
      }),
    );
  });

  it.each(locales)('%s: the ungrouped text in either sign is never misread by a factor', (locale) => {
    fc.assert(
      fc.property(amounts, fc.constantFrom('.', ','), (value, sign) => {
        const typed = value.replace('.', sign);
        const read = parseDecimal(typed, locale);
        // Either the very number, or a refusal; never another number.
        if (read.kind === 'decimal') expect(read.value).toBe(value);
        else expect(read.kind).toBe('ambiguous');
      }),
    );
  });
});
