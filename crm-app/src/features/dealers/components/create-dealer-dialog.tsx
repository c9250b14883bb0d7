import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { DealerDetails } from '@doorline/api-client';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useCreateDealer } from '../api/create-dealer';
import { createDealerSchema, type CreateDealerValues } from '../lib/schemas';
import { dealerNameFields } from './dealer-name-fields';
import { FormFields } from '@/components/form/form-fields';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/**
 * 'Create dealer' (spec §5 "Dealer create"): name and description of at least 2 characters; on
 * success 'Dealer company created successful!' and `onCreated` (the new dealer's profile).
 */
export const CreateDealerDialog = whileOpen(CreateDealerForm);

export function CreateDealerForm({
  onOpenChange,
  onCreated,
}: DialogFormProps & { onCreated?: (dealer: DealerDetails) => unknown }) {
  const { t } = useTranslation('dealers');
  const createDealer = useCreateDealer();
  const resolver = useLanguageMemo(
    () => superstructResolver(createDealerSchema(t)) as Resolver<CreateDealerValues>,
    [t],
  );
  const form = useForm<CreateDealerValues>({ resolver, defaultValues: { name: '', description: '' } });
  const submission = useFormSubmission(form, {
    submit: ({ name, description }) =>
      createDealer.mutateAsync({ name: name.trim(), description: description.trim() }),
    success: t('dealerCreate.created'),
    onOpenChange,
    onSuccess: async (answer) => {
      await onCreated?.(answer.data);
    },
    fields: ['name', 'description'],
  });

  return (
    <FormDialog
      title={t('dealerCreate.title')}
      description={t('dealerCreate.text')}
      submission={submission}
      submitLabel={t('dealerCreate.submit')}
    >
      <FormFields
        control={form.control}
        fields={dealerNameFields<CreateDealerValues>({
          nameLabel: t('dealerCreate.name'),
          descriptionLabel: t('dealerCreate.description'),
          isDescriptionRequired: true,
        })}
      />
    </FormDialog>
  );
}
