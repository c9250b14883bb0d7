import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type Resolver } from 'react-hook-form';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormTextField } from '@/components/form/form-text-field';
import { amountBody } from '@/lib/amounts';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useAddItem } from '../api/add-item';
import { itemSchema, type ItemValues } from '../lib/item-schema';
import { useTranslation } from '@/lib/i18n';

/**
 * 'Add item' (spec §5): description at least 1 character, price a number of at least 0, typed the way
 * the reader's language writes it (issue 40).
 */
export const AddItemDialog = whileOpen(AddItemForm);

function AddItemForm({ orderId, onOpenChange }: DialogFormProps & { orderId: number }) {
  const { t } = useTranslation(['sales', 'common']);
  const addItem = useAddItem();
  const form = useForm<ItemValues>({
    defaultValues: { description: '', price: '' },
    resolver: superstructResolver(itemSchema(t)) as Resolver<ItemValues>,
  });
  const submission = useFormSubmission(form, {
    submit: ({ description, price }) =>
      addItem.mutateAsync({ orderId, description: description.trim(), price: amountBody(price) }),
    success: t('orderRecord.itemCreated'),
    onOpenChange,
    fields: ['description', 'price'],
  });

  return (
    <FormDialog title={t('orderRecord.addItem')} submission={submission} submitLabel={t('orderRecord.add')}>
      <FormTextField
        control={form.control}
        name="description"
        label={t('orderRecord.description')}
        maxLength={2000}
        isRequired
      />
      <FormNumberField
        control={form.control}
        name="price"
        label={t('orderRecord.price')}
        minimumFractionDigits={2}
        isRequired
      />
    </FormDialog>
  );
}
