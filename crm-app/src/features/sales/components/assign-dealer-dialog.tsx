import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { OrderDetails } from '@doorline/api-client';
import { ComboBox } from '@doorline/design-system';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useAssignDealer } from '../api/assign-dealer';
import { useDealerLookup } from '../api/get-dealers';
import { dealerSchema, type DealerValues } from '../lib/schemas';

/** Dealer information's Set or Change dialog (spec §5 "Assign dealer"): a dealer is required. */
export function AssignDealerDialog({
  order,
  isOpen,
  onOpenChange,
}: {
  order: OrderDetails;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <AssignDealerForm order={order} onOpenChange={onOpenChange} /> : null;
}

function AssignDealerForm({
  order,
  onOpenChange,
}: {
  order: OrderDetails;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation(['sales', 'common']);
  const formId = useId();
  const loadDealerPage = useDealerLookup();
  const assignDealer = useAssignDealer();
  const form = useForm<DealerValues>({
    defaultValues: { dealerId: order.dealer ? String(order.dealer.id) : null },
    resolver: superstructResolver(dealerSchema(t)) as Resolver<DealerValues>,
  });
  const {
    onSubmit,
    rootError,
    isSubmitting: isSaving,
  } = useFormSubmission(form, {
    submit: ({ dealerId }) => assignDealer.mutateAsync({ orderId: order.id, dealerId: Number(dealerId) }),
    success: t('orderRecord.dealerAssigned'),
    onSuccess: () => onOpenChange(false),
    fields: ['dealerId'],
  });

  return (
    <FormDialog
      title={t(order.dealer ? 'orderRecord.changeDealer' : 'orderRecord.setDealer')}
      onOpenChange={onOpenChange}
      formId={formId}
      onSubmit={onSubmit}
      isSaving={isSaving}
      submitLabel={t('orderRecord.save')}
      rootError={rootError}
    >
      <Controller
        control={form.control}
        name="dealerId"
        render={({ field, fieldState }) => (
          <ComboBox
            label={t('orderRecord.dealer')}
            loadPage={loadDealerPage}
            selectedKey={field.value}
            selectedLabel={order.dealer?.name}
            onSelectionChange={field.onChange}
            placeholder={t('orderRecord.searchDealers')}
            errorMessage={fieldState.error?.message}
            isRequired
            strings={{
              noResults: t('orderRecord.noResults'),
              noOptions: t('orderRecord.noOptions'),
              loading: t('orderRecord.loading'),
              loadingMore: t('orderRecord.loadingMore'),
              loadError: t('common:errors.generic'),
            }}
          />
        )}
      />
    </FormDialog>
  );
}
