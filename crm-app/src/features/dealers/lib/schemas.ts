import type { Dealer } from '@doorline/api-client';
import type { TFunction } from 'i18next';
import { any, object, refine, string } from 'superstruct';
import { changedTextFields } from '@/lib/contact-values';

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
  /** Percent, 0 to 100; `NaN` while the field is empty. */
  discount: number;
}

export const accountValuesOf = (
  dealer: Pick<Dealer, 'name' | 'description' | 'discount'>,
): DealerAccountValues => ({
  name: dealer.name,
  description: dealer.description,
  discount: dealer.discount,
});

/** Whether the account form holds a change: the name or description (trimmed) or the discount. */
export const isAccountChanged = (initial: DealerAccountValues, values: DealerAccountValues) =>
  changedTextFields(initial, values).length > 0 || !Object.is(initial.discount, values.discount);

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
        (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100) ||
        t('dealerProfile.discountInvalid'),
    ),
  });

/** What the account form sends: the name and description, and the discount where it may be changed. */
export const accountBodyOf = (values: DealerAccountValues, withDiscount: boolean) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  ...(withDiscount ? { discount: Math.round(values.discount * 100) / 100 } : {}),
});
