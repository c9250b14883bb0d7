import { ITEM_PRICE_MAX } from '@doorline/api-client';
import { object, refine, string, unknown } from 'superstruct';
import { checkAmount } from '@/lib/amounts';
import type { TFunction } from '@/lib/i18n';

// The Add item form's rule (spec §5), apart from the other sales forms': only that dialog reads the
// number field's text (lib/amounts.ts), so the pages that show the other forms do not load it.

export interface ItemValues {
  description: string;
  /** The price as typed, in the reader's language (`1 234,50`); lib/amounts.ts reads it. */
  price: string;
}

/** Add item: description at least 1 character, price a number of at least 0 with at most two decimals. */
export const itemSchema = (t: TFunction<'sales'>) =>
  object({
    description: refine(
      string(),
      'description',
      (value) => value.trim().length >= 1 || t('orderRecord.atLeast1'),
    ),
    price: refine(unknown(), 'price', (value) =>
      checkAmount(value, { min: 0, max: ITEM_PRICE_MAX, outOfRange: t('orderRecord.atLeast0') }),
    ),
  });
