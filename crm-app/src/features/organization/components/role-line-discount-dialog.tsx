import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Role } from '@doorline/api-client';
import { formatDecimal } from '@doorline/design-system';
import { useForm, type Resolver } from 'react-hook-form';
import { object, refine, unknown } from 'superstruct';
import { FormNumberField } from '@/components/form/form-number-field';
import { amountBody, checkAmount } from '@/lib/amounts';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { i18n, useTranslation } from '@/lib/i18n';
import { useSetRoleLineDiscount } from '../api/set-role-line-discount';

interface RoleLineDiscountValues {
  /** The percent as typed, in the reader's language (`7,5`); lib/amounts.ts reads it. */
  maxLineDiscount: string;
}

/**
 * A role's maximum line discount (issue 43, part 4), for whom may manage roles: a percent from 0 to
 * 100 with two decimals, the most its users give on a quote's line by hand.
 */
export const RoleLineDiscountDialog = whileOpen(RoleLineDiscountForm);

function RoleLineDiscountForm({ role, onOpenChange }: DialogFormProps & { role: Role }) {
  const { t } = useTranslation(['organization', 'common']);
  const setMaximum = useSetRoleLineDiscount();
  const form = useForm<RoleLineDiscountValues>({
    defaultValues: {
      maxLineDiscount: formatDecimal(String(role.maxLineDiscount), i18n.language, { percent: true }),
    },
    resolver: superstructResolver(
      object({
        maxLineDiscount: refine(unknown(), 'maxLineDiscount', (value) =>
          checkAmount(value, {
            percent: true,
            min: 0,
            max: 100,
            outOfRange: t('role.maxLineDiscountInvalid'),
          }),
        ),
      }),
    ) as Resolver<RoleLineDiscountValues>,
  });
  const submission = useFormSubmission(form, {
    submit: ({ maxLineDiscount }) =>
      setMaximum.mutateAsync({ id: role.id, maxLineDiscount: amountBody(maxLineDiscount, true) }),
    success: t('role.maxLineDiscountSet'),
    onOpenChange,
    fields: ['maxLineDiscount'],
  });

  return (
    <FormDialog
      title={t('role.maxLineDiscountTitle')}
      submission={submission}
      submitLabel={t('common:editForm.save')}
    >
      <FormNumberField
        control={form.control}
        name="maxLineDiscount"
        label={t('role.maxLineDiscount')}
        description={t('role.maxLineDiscountHint')}
        percent
        isRequired
      />
    </FormDialog>
  );
}
