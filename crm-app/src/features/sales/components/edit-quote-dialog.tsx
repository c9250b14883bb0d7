import type { OrderDetails } from '@doorline/api-client';
import { DatePicker, fromIsoDate, TextArea, toIsoDate } from '@doorline/design-system';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '@/components/form/edit-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { earliestRequestedDate, pickerLocale } from '@/lib/dates';
import { useOrder } from '../api/get-order';
import { useUpdateQuote } from '../api/update-quote';
import { isQuoteChanged, quoteChanges, quoteFormValuesOf, type QuoteFormValues } from '../lib/quote-form';

/** Quote information's Change dialog (spec §5 "Edit quote"): reference number, note, requested date. */
export function EditQuoteDialog({
  order,
  isOpen,
  onOpenChange,
}: {
  order: OrderDetails;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <EditQuoteForm order={order} onOpenChange={onOpenChange} /> : null;
}

function EditQuoteForm({
  order,
  onOpenChange,
}: {
  order: OrderDetails;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useTranslation('sales');
  const formId = useId();
  const details = useOrder(order.id);
  const updateQuote = useUpdateQuote();
  const [isResetting, setResetting] = useState(false);
  const initial = useMemo(() => quoteFormValuesOf(details.data ?? order), [details.data, order]);
  const form = useForm<QuoteFormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as QuoteFormValues;
  const changed = isQuoteChanged(initial, { ...initial, ...values });

  const { onSubmit, rootError, isSubmitting, clearRootError } = useFormSubmission(form, {
    submit: (submitted) =>
      updateQuote.mutateAsync({ id: order.id, changes: quoteChanges(initial, submitted) }),
    success: t('orderRecord.quoteUpdated'),
    onSuccess: () => onOpenChange(false),
  });

  async function reset() {
    setResetting(true);
    clearRootError();
    try {
      const fresh = await details.refetch();
      form.reset(quoteFormValuesOf(fresh.data ?? order));
    } finally {
      setResetting(false);
    }
  }

  return (
    <EditDialog
      title={t('orderRecord.changeQuote')}
      isOpen
      onOpenChange={onOpenChange}
      formId={formId}
      onSubmit={onSubmit}
      isChanged={changed}
      isSaving={isSubmitting}
      onReset={() => void reset()}
      isResetting={isResetting}
      rootError={rootError}
    >
      <FormTextField
        control={form.control}
        name="referenceNumber"
        label={t('orderRecord.referenceNumber')}
        maxLength={100}
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
      <Controller
        control={form.control}
        name="note"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('orderRecord.note')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            rows={4}
            maxLength={2000}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </EditDialog>
  );
}
