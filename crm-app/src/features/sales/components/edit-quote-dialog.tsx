import type { OrderDetails } from '@doorline/api-client';
import { DatePicker, fromIsoDate, TextArea, TextField, toast, toIsoDate } from '@doorline/design-system';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useOrderDetails, useRefreshOrders } from '../api/order-record';
import { earliestRequestedDate, pickerLocale } from '../lib/dates';
import { explainError, fieldErrorsOf } from '../lib/errors';
import { isQuoteChanged, quoteChanges, quoteFormValuesOf, type QuoteFormValues } from '../lib/quote-form';
import { EditDialog } from '@/components/form/edit-dialog';

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
  const { t, i18n } = useTranslation();
  const formId = useId();
  const details = useOrderDetails(order.id);
  const refresh = useRefreshOrders();
  const [rootError, setRootError] = useState<string | null>(null);
  const [isResetting, setResetting] = useState(false);
  const initial = useMemo(() => quoteFormValuesOf(details.data ?? order), [details.data, order]);
  const form = useForm<QuoteFormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as QuoteFormValues;
  const changed = isQuoteChanged(initial, { ...initial, ...values });

  const onSubmit = form.handleSubmit(async (submitted) => {
    setRootError(null);
    try {
      await api.orders.update(order.id, quoteChanges(initial, submitted));
      await refresh();
      toast.success(t('orderRecord.quoteUpdated'));
      onOpenChange(false);
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error, [
        'referenceNumber',
        'note',
        'requestedDate',
      ] as const))
        form.setError(field, { message });
      const message = explainError(t, error);
      setRootError(message);
      toast.error(message);
    }
  });

  async function reset() {
    setResetting(true);
    setRootError(null);
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
      isSaving={form.formState.isSubmitting}
      onReset={() => void reset()}
      isResetting={isResetting}
      rootError={rootError}
    >
      <Controller
        control={form.control}
        name="referenceNumber"
        render={({ field, fieldState }) => (
          <TextField
            label={t('orderRecord.referenceNumber')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            maxLength={100}
            errorMessage={fieldState.error?.message}
          />
        )}
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
