import { decimalPlaces, parseDecimal } from '@doorline/design-system';
import { i18n } from './i18n';

/*
 * An amount or a percent typed into a number field (issue 40): the form keeps the text as typed, read
 * here in the reader's language (`parseDecimal`, the design system's) and sent as the decimal it is.
 * docs/decisions.md "Issue 40 (money)".
 */

export interface AmountRule {
  /** The text may end with a percent sign (a discount). */
  percent?: boolean;
  min: number;
  max: number;
  /** The message for an empty field and for a number outside min..max (the spec's, e.g. 'Must be at least 0.'). */
  outOfRange: string;
}

/** The decimal string (`'1234.5'`) of a number field's text in the current language; null when it holds none. */
export function amountOf(text: string, percent = false): string | null {
  const read = parseDecimal(text, i18n.language, { percent });
  return read.kind === 'decimal' ? read.value : null;
}

/** What the body carries: the decimal as a JSON number, whose shortest form is the decimal itself. */
export const amountBody = (text: string, percent = false) => Number(amountOf(text, percent));

/**
 * A superstruct `refine` check of a number field's text: a number of at most two decimals within the
 * rule's range; an ambiguous `1.234` is refused with a message saying so rather than guessed.
 */
export function checkAmount(value: unknown, rule: AmountRule): true | string {
  const text = typeof value === 'string' ? value : '';
  const read = parseDecimal(text, i18n.language, { percent: rule.percent });
  if (read.kind === 'ambiguous') return i18n.t('number.ambiguous', { text: text.trim() });
  if (read.kind === 'invalid') return i18n.t('number.invalid');
  if (read.kind === 'empty') return rule.outOfRange;
  const number = Number(read.value);
  if (number < rule.min || number > rule.max) return rule.outOfRange;
  return decimalPlaces(read.value) <= 2 || i18n.t('number.decimals');
}
