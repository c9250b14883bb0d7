import type { OrderDetails } from '@doorline/api-client';
import { DatePicker, fromIsoDate, toIsoDate } from '@doorline/design-system';
import { Controller } from 'react-hook-form';
import { EditDialog } from '@/components/form/edit-dialog';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { useEditForm } from '@/components/form/use-edit-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { earliestRequestedDate, pickerLocale } from '@/lib/picker-dates';
import { useOrder } from '../api/get-order';
import { useUpdateQuote } from '../api/update-quote';
import { isQuoteChanged, quoteChanges, quoteFormValuesOf } from '../lib/quote-form';
import { useTranslation } from '@/lib/i18n';

/** Quote information's Change dialog (spec §5 "Edit quote"): reference number, note, requested date. */
export const EditQuoteDialog = whileOpen(EditQuoteForm);

function EditQuoteForm({ order, onOpenChange }: DialogFormProps & { order: OrderDetails }) {
  const { t, i18n } = useTranslation('sales');
  const details = useOrder(order.id);
  const updateQuote = useUpdateQuote();
  const edit = useEditForm({
    record: details.data ?? order,
    refetch: async () => (await details.refetch()).data ?? order,
    valuesOf: quoteFormValuesOf,
    isChanged: isQuoteChanged,
  });
  const { form, initial } = edit;

  const submission = useFormSubmission(form, {
    submit: (submitted) =>
      updateQuote.mutateAsync({ id: order.id, changes: quoteChanges(initial, submitted) }),
    success: t('orderRecord.quoteUpdated'),
    onOpenChange,
  });

  return (
    <EditDialog title={t('orderRecord.changeQuote')} edit={edit} submission={submission}>
      <FormFields
        control={form.control}
        fields={[{ name: 'referenceNumber', label: t('orderRecord.referenceNumber'), maxLength: 100 }]}
      />
      <Controller
        control={form.control}
        name="requestedDate"
        render={({ field, fieldState }) => (
          <DatePicker
            label={t('orderRecord.requestedDate')}
            value={fromIsoDate(field.value)}
            onChange={(date) => field.onChange(date ? toIsoDate(date) : '')}
            minValue={earliestRequestedDate()}
            errorMessage={fieldState.error?.message}
            locale={pickerLocale(i18n.language)}
            strings={{
              calendar: t('orderRecord.calendar'),
              previousMonth: t('orderRecord.previousMonth'),
              nextMonth: t('orderRecord.nextMonth'),
            }}
          />
        )}
      />
      <FormFields
        control={form.control}
        fields={[{ kind: 'textArea', name: 'note', label: t('orderRecord.note'), rows: 4, maxLength: 2000 }]}
      />
    </EditDialog>
  );
}
