import type { Dealer } from '@doorline/api-client';
import { any, object, refine, string } from 'superstruct';
import { formatDecimal } from '@doorline/design-system';
import { amountBody, amountOf, checkAmount } from '@/lib/amounts';
import { changedTextFields } from '@/lib/contact-values';
import { i18n, type TFunction } from '@/lib/i18n';

export interface CreateDealerValues {
  name: string;
  description: string;
}

/** Spec §5 "Dealer create": name and description at least 2 characters ('Must be at least 2.'). */
export const createDealerSchema = (t: TFunction<'dealers'>) =>
  object({
    name: refine(string(), 'name', (value) => value.trim().length >= 2 || t('dealerCreate.minTwo')),
    description: refine(
      string(),
      'description',
      (value) => value.trim().length >= 2 || t('dealerCreate.minTwo'),
    ),
  });

export interface DealerAccountValues {
  name: string;
  description: string;
  /** The percent as typed, in the reader's language (`12,5 %`); lib/amounts.ts reads it. */
  discount: string;
}

export const accountValuesOf = (
  dealer: Pick<Dealer, 'name' | 'description' | 'discount'>,
): DealerAccountValues => ({
  name: dealer.name,
  description: dealer.description,
  discount: formatDecimal(String(dealer.discount), i18n.language, { percent: true }),
});

/** Whether the account form holds a change: the name or description (trimmed) or the discount. */
export const isAccountChanged = (initial: DealerAccountValues, values: DealerAccountValues) =>
  changedTextFields(initial, values).length > 0 ||
  amountOf(initial.discount, true) !== amountOf(values.discount, true);

/**
 * Spec §5 "Dealer edit": name required, description a string, the discount a number (percent from 0
 * to 100, two decimals, as the contract's `Discount`); the discount only where it may be changed.
 */
export const dealerAccountSchema = (t: TFunction<'dealers'>, withDiscount: boolean) =>
  object({
    name: refine(string(), 'name', (value) => value.trim().length > 0 || t('dealerProfile.nameRequired')),
    description: string(),
    discount: refine(
      any(),
      'discount',
      (value) =>
        !withDiscount ||
        checkAmount(value, {
          percent: true,
          min: 0,
          max: 100,
          outOfRange: t('dealerProfile.discountInvalid'),
        }),
    ),
  });

/** What the account form sends: the name and description, and the discount where it may be changed. */
export const accountBodyOf = (values: DealerAccountValues, withDiscount: boolean) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  ...(withDiscount ? { discount: amountBody(values.discount, true) } : {}),
});
