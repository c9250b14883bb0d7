import type { OrderDetails } from '@doorline/api-client';
import { ContactForm } from '@/components/form/contact-dialog';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useOrder } from '../api/get-order';
import { useUpdateQuote } from '../api/update-quote';
import { useTranslation } from '@/lib/i18n';

/**
 * Customer contacts' Set or Change dialog (issue 40): the contact form of the profile and the
 * dealer (spec §5 "Contact forms"), written with Edit quote (`PATCH /orders/{id}`, customerContact)
 * while the quote is editable. The customer directory's picker goes in the form's `picker` slot.
 */
export const CustomerDialog = whileOpen(CustomerForm);

function CustomerForm({ order, onOpenChange }: DialogFormProps & { order: OrderDetails }) {
  const { t } = useTranslation('sales');
  const details = useOrder(order.id);
  const updateQuote = useUpdateQuote();
  const contact = order.customer.contact;
  return (
    <ContactForm
      title={t(contact ? 'orderRecord.changeCustomer' : 'orderRecord.setCustomer')}
      contact={contact}
      refetch={async () => (await details.refetch()).data?.customer.contact ?? contact}
      save={(customerContact) => updateQuote.mutateAsync({ id: order.id, changes: { customerContact } })}
      success={t('orderRecord.quoteUpdated')}
      onOpenChange={onOpenChange}
    />
  );
}
