import { superstructResolver } from '@hookform/resolvers/superstruct';
import { NumberField } from '@doorline/design-system';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useAddItem } from '../api/add-item';
import { itemSchema, type ItemValues } from '../lib/schemas';

/** 'Add item' (spec §5): description at least 1 character, price a number of at least 0. */
export const AddItemDialog = whileOpen(AddItemForm);

function AddItemForm({ orderId, onOpenChange }: DialogFormProps & { orderId: number }) {
  const { t } = useTranslation(['sales', 'common']);
  const addItem = useAddItem();
  const form = useForm<ItemValues>({
    defaultValues: { description: '', price: Number.NaN },
    resolver: superstructResolver(itemSchema(t)) as Resolver<ItemValues>,
  });
  const submission = useFormSubmission(form, {
    submit: ({ description, price }) =>
      addItem.mutateAsync({ orderId, description: description.trim(), price }),
    success: t('orderRecord.itemCreated'),
    onSuccess: () => onOpenChange(false),
    fields: ['description', 'price'],
  });

  return (
    <FormDialog
      title={t('orderRecord.addItem')}
      onOpenChange={onOpenChange}
      submission={submission}
      submitLabel={t('orderRecord.add')}
    >
      <FormTextField
        control={form.control}
        name="description"
        label={t('orderRecord.description')}
        maxLength={2000}
        isRequired
      />
      <Controller
        control={form.control}
        name="price"
        render={({ field, fieldState }) => (
          <NumberField
            label={t('orderRecord.price')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
            incrementLabel={t('orderRecord.increase')}
            decrementLabel={t('orderRecord.decrease')}
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
    </FormDialog>
  );
}
