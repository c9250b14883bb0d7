import { Button, Dialog, InlineAlert, NumberField, TextField, toast } from '@doorline/design-system';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useRefreshOrders } from '../api/order-record';
import { explainError, fieldErrorsOf } from '../lib/errors';
import * as styles from '../record.css';

interface ItemValues {
  description: string;
  /** NaN while empty. */
  price: number;
}

/** 'Add item' (spec §5): description at least 1 character, price a number of at least 0. */
export function AddItemDialog({
  orderId,
  isOpen,
  onOpenChange,
}: {
  orderId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <AddItemForm orderId={orderId} onOpenChange={onOpenChange} /> : null;
}

function AddItemForm({
  orderId,
  onOpenChange,
}: {
  orderId: number;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const refresh = useRefreshOrders();
  const [rootError, setRootError] = useState<string | null>(null);
  const form = useForm<ItemValues>({ defaultValues: { description: '', price: Number.NaN } });
  const isSaving = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ description, price }) => {
    setRootError(null);
    try {
      await api.orders.addItem({ orderId, description: description.trim(), price });
      await refresh();
      toast.success(t('orderRecord.itemCreated'));
      onOpenChange(false);
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error, ['description', 'price'] as const))
        form.setError(field, { message });
      const message = explainError(t, error);
      setRootError(message);
      toast.error(message);
    }
  });

  return (
    <Dialog
      title={t('orderRecord.addItem')}
      isOpen
      onOpenChange={(next) => {
        if (!isSaving) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
      isCloseDisabled={isSaving}
      closeLabel={t('app.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('orderRecord.dismiss')}
          </Button>
          <Button type="submit" form={formId} isPending={isSaving} pendingLabel={t('orderRecord.saving')}>
            {t('orderRecord.add')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <Controller
          control={form.control}
          name="description"
          rules={{ validate: (value) => value.trim().length >= 1 || t('orderRecord.atLeast1') }}
          render={({ field, fieldState }) => (
            <TextField
              label={t('orderRecord.description')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              maxLength={2000}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <Controller
          control={form.control}
          name="price"
          rules={{ validate: (value) => (Number.isFinite(value) && value >= 0) || t('orderRecord.atLeast0') }}
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
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
