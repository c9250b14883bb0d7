import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Item } from '@doorline/api-client';
import { formatDecimal } from '@doorline/design-system';
import { useForm, type Resolver } from 'react-hook-form';
import { object, refine, unknown } from 'superstruct';
import { FormNumberField } from '@/components/form/form-number-field';
import { amountBody, checkAmount } from '@/lib/amounts';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { i18n, useTranslation } from '@/lib/i18n';
import { useSetItemDiscount } from '../api/set-item-discount';

interface LineDiscountValues {
  /** The percent as typed, in the reader's language (`12,5`); lib/amounts.ts reads it. */
  discountPercent: string;
}

/**
 * 'Line discount' (issue 43, part 4): a line's discount by hand, a percent from 0 to 100 with two
 * decimals. Above the giver's role's maximum it is taken, and the quote then needs an approval.
 */
export const LineDiscountDialog = whileOpen(LineDiscountForm);

function LineDiscountForm({ item, onOpenChange }: DialogFormProps & { item: Item }) {
  const { t } = useTranslation(['sales', 'common']);
  const setDiscount = useSetItemDiscount();
  const form = useForm<LineDiscountValues>({
    defaultValues: {
      discountPercent: formatDecimal(String(item.discountPercent), i18n.language, { percent: true }),
    },
    resolver: superstructResolver(
      object({
        discountPercent: refine(unknown(), 'discountPercent', (value) =>
          checkAmount(value, {
            percent: true,
            min: 0,
            max: 100,
            outOfRange: t('orderRecord.lineDiscountInvalid'),
          }),
        ),
      }),
    ) as Resolver<LineDiscountValues>,
  });
  const submission = useFormSubmission(form, {
    submit: ({ discountPercent }) =>
      setDiscount.mutateAsync({ itemId: item.id, discountPercent: amountBody(discountPercent, true) }),
    success: t('orderRecord.lineDiscountSet'),
    onOpenChange,
    fields: ['discountPercent'],
  });

  return (
    <FormDialog
      title={t('orderRecord.lineDiscountOf', { id: item.id })}
      submission={submission}
      submitLabel={t('orderRecord.save')}
    >
      <FormNumberField
        control={form.control}
        name="discountPercent"
        label={t('orderRecord.lineDiscount')}
        description={t('orderRecord.lineDiscountHint')}
        percent
        isRequired
      />
    </FormDialog>
  );
}
