/*
 * Reading and writing a decimal the way a person of a language types it (issue 40): Ukrainian and
 * Russian write `1 234,50`, English `1,234.50`. A decimal travels as a string (`'1234.5'`), never as a
 * binary float, so that what was typed is what is kept.
 */

/** What `parseDecimal` read: a decimal string, nothing, or text it refuses to guess about. */
export type DecimalParse =
  | { kind: 'decimal'; value: string }
  | { kind: 'empty' }
  /** One `.` or `,` with three digits after it, not the language's decimal sign: `1.234` in Ukrainian. */
  | { kind: 'ambiguous' }
  | { kind: 'invalid' };

const separators = new Map<string, { decimal: string; group: string }>();

/** The language's decimal sign and group separator, e.g. `,` and a no-break space in Ukrainian. */
export function separatorsOf(locale: string) {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separators.set(locale, found);
  }
  return found;
}

const digits = /^\d+$/;
/** Groups of a whole part written with a separator: 1 to 3 digits, then groups of exactly 3. */
const validGroups = (groups: string[]) =>
  groups.length > 0 &&
  /^\d{1,3}$/.test(groups[0]!) &&
  groups.slice(1).every((group) => /^\d{3}$/.test(group));

/** `'0012'` and `'50'` as `'12.5'`: no leading zeros in the whole part, no trailing ones in the fraction. */
function canonical(negative: boolean, whole: string, fraction: string): DecimalParse {
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const value = decimals ? `${integer}.${decimals}` : integer;
  return { kind: 'decimal', value: negative && value !== '0' ? `-${value}` : value };
}

/**
 * Reads `text` as a decimal in `locale`'s way, accepting the other way where it cannot be misread:
 * spaces (any) group digits; with both `.` and `,`, the last one is the decimal sign; one sign alone
 * is the decimal sign when it is the language's or when it is not followed by exactly three digits
 * (`1234.50` in Ukrainian, `12,5` in English). What is left is ambiguous (`1.234` in Ukrainian,
 * `1,234` in English: a thousand or one and a bit) and is refused rather than guessed. With
 * `percent`, one `%` may follow the number. The answer is `{ kind: 'decimal', value: '1234.5' }`.
 */
export function parseDecimal(text: string, locale: string, { percent = false } = {}): DecimalParse {
  let rest = text.trim();
  if (percent) rest = rest.replace(/\s*%$/, '');
  const negative = /^[-−]/.test(rest);
  // Any space groups digits: the typed space, the no-break one Intl writes, the narrow one.
  rest = rest.replace(/^[-−]\s*/, '').replace(/[\s\u00a0\u202f']/g, '');
  if (rest === '') return negative ? { kind: 'invalid' } : { kind: 'empty' };
  if (!/^[\d.,]+$/.test(rest) || !/^\d/.test(rest.replace(/^[.,]/, '0'))) return { kind: 'invalid' };

  const dots = rest.split('.').length - 1;
  const commas = rest.split(',').length - 1;
  const { decimal } = separatorsOf(locale);

  if (dots > 0 && commas > 0) {
    // Both: the last sign is the decimal one, once, and the other one only groups before it.
    const last = rest.lastIndexOf('.') > rest.lastIndexOf(',') ? '.' : ',';
    const group = last === '.' ? ',' : '.';
    if ((last === '.' ? dots : commas) !== 1) return { kind: 'invalid' };
    const [whole, fraction] = rest.split(last) as [string, string];
    const groups = whole.split(group);
    if (!validGroups(groups) || !digits.test(fraction)) return { kind: 'invalid' };
    return canonical(negative, groups.join(''), fraction);
  }
  if (dots === 0 && commas === 0) return canonical(negative, rest, '');

  const sign = dots > 0 ? '.' : ',';
  const pieces = rest.split(sign);
  if (pieces.length > 2) {
    // The same sign more than once can only group: `1.234.567`.
    return validGroups(pieces) ? canonical(negative, pieces.join(''), '') : { kind: 'invalid' };
  }
  const [whole, fraction] = pieces as [string, string];
  if (whole === '' && fraction === '') return { kind: 'invalid' };
  if (sign === decimal || fraction.length !== 3 || whole === '' || whole.length > 3 || /^0+$/.test(whole))
    return fraction === '' || digits.test(fraction)
      ? canonical(negative, whole, fraction)
      : { kind: 'invalid' };
  return { kind: 'ambiguous' };
}

/** How many digits a decimal string has after its point: `'12.50'` has 2. */
export const decimalPlaces = (value: string) => value.split('.')[1]?.length ?? 0;

export interface DecimalFormat {
  /** Digits after the sign at least, e.g. 2 for an amount (`1 234,50`); 0 unless given. */
  minimumFractionDigits?: number;
  /** Written with the language's percent sign: `12,5 %`. */
  percent?: boolean;
}

/**
 * A decimal string as `locale` writes it, every digit kept (`'1234.5'` is `1 234,50` in Ukrainian with
 * two fraction digits); a percent is the number with the language's percent sign, not a ratio.
 */
export function formatDecimal(value: string, locale: string, options: DecimalFormat = {}) {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: 20,
    // A decimal string is formatted exactly (Intl.NumberFormat reads strings as decimals).
  }).format(value as unknown as number);
  if (!options.percent) return number;
  const pattern = new Intl.NumberFormat(locale, { style: 'percent' }).format(0);
  return pattern.replace('0', number);
}
