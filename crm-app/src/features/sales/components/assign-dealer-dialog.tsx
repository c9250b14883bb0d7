import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { OrderDetails } from '@doorline/api-client';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDealerPicker } from '@/components/form/form-dealer-picker';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useAssignDealer } from '../api/assign-dealer';
import { dealerSchema, type DealerValues } from '../lib/schemas';
import { useTranslation } from '@/lib/i18n';

/** Dealer information's Set or Change dialog (spec §5 "Assign dealer"): a dealer is required. */
export const AssignDealerDialog = whileOpen(AssignDealerForm);

function AssignDealerForm({ order, onOpenChange }: DialogFormProps & { order: OrderDetails }) {
  const { t } = useTranslation(['sales', 'common']);
  const assignDealer = useAssignDealer();
  const form = useForm<DealerValues>({
    defaultValues: { dealerId: order.dealer ? String(order.dealer.id) : null },
    resolver: superstructResolver(dealerSchema(t)) as Resolver<DealerValues>,
  });
  const submission = useFormSubmission(form, {
    submit: ({ dealerId }) => assignDealer.mutateAsync({ orderId: order.id, dealerId: Number(dealerId) }),
    success: t('orderRecord.dealerAssigned'),
    onOpenChange,
    fields: ['dealerId'],
  });

  return (
    <FormDialog
      title={t(order.dealer ? 'orderRecord.changeDealer' : 'orderRecord.setDealer')}
      submission={submission}
      submitLabel={t('orderRecord.save')}
    >
      <FormDealerPicker
        control={form.control}
        name="dealerId"
        label={t('orderRecord.dealer')}
        placeholder={t('orderRecord.searchDealers')}
        selectedLabel={order.dealer?.name}
        scope="active"
        isRequired
      />
    </FormDialog>
  );
}
