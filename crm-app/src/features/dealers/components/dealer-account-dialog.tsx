import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { DealerDetails } from '@doorline/api-client';
import type { Resolver } from 'react-hook-form';
import { EditDialog } from '@/components/form/edit-dialog';
import { FormFields } from '@/components/form/form-fields';
import { FormNumberField } from '@/components/form/form-number-field';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useEditForm } from '@/components/form/use-edit-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useDealer } from '../api/get-dealer';
import { useUpdateDealer } from '../api/update-dealer';
import {
  accountBodyOf,
  accountValuesOf,
  dealerAccountSchema,
  isAccountChanged,
  type DealerAccountValues,
} from '../lib/schemas';
import { dealerNameFields } from './dealer-name-fields';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/**
 * The Account section's Change form (spec §5 "Dealer edit"): name required, description, and the
 * discount (percent, default 0) for those who may change it (`dealers.manage`); a dealer admin
 * changes the name and description only.
 */
export const DealerAccountDialog = whileOpen(DealerAccountForm);

export function DealerAccountForm({
  dealer,
  withDiscount,
  onOpenChange,
}: DialogFormProps & { dealer: DealerDetails; withDiscount: boolean }) {
  const { t } = useTranslation('dealers');
  const current = useDealer(dealer.id);
  const update = useUpdateDealer(dealer.id);
  const resolver = useLanguageMemo(
    () => superstructResolver(dealerAccountSchema(t, withDiscount)) as Resolver<DealerAccountValues>,
    [t, withDiscount],
  );

  const edit = useEditForm({
    record: current.data ?? dealer,
    refetch: async () => (await current.refetch()).data ?? dealer,
    valuesOf: accountValuesOf,
    isChanged: isAccountChanged,
    resolver,
  });
  const { form } = edit;

  const submission = useFormSubmission(form, {
    submit: (values) => update.mutateAsync(accountBodyOf(values, withDiscount)),
    fields: withDiscount ? ['name', 'description', 'discount'] : ['name', 'description'],
    success: t('dealerProfile.updated'),
    fallback: t('dealerProfile.updateError'),
    explain: { preferFallback: true },
    onOpenChange,
  });

  return (
    <EditDialog title={t('dealerProfile.changeAccount')} edit={edit} submission={submission}>
      <FormFields
        control={form.control}
        fields={[
          ...dealerNameFields<DealerAccountValues>({
            nameLabel: t('dealerProfile.name'),
            descriptionLabel: t('dealerProfile.description'),
          }),
        ]}
      />
      {withDiscount && (
        <FormNumberField
          control={form.control}
          name="discount"
          label={t('dealerProfile.discount')}
          description={t('dealerProfile.discountHint')}
          percent
        />
      )}
    </EditDialog>
  );
}
