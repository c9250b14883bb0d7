import type { OrderDetails } from '@doorline/api-client';
import { ContactForm } from '@/components/form/contact-dialog';
import { CustomerPicker } from '@/components/form/customer-picker';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useMe } from '@/lib/auth';
import { contactFromCustomer, customerLookupScope } from '@/lib/customer-lookup';
import { accountTypeOf } from '@/lib/permissions';
import { useOrder } from '../api/get-order';
import { useUpdateQuote } from '../api/update-quote';
import { useTranslation } from '@/lib/i18n';

/**
 * Customer contacts' Set or Change dialog (issue 40): the contact form of the profile and the
 * dealer (spec §5 "Contact forms"), written with Edit quote (`PATCH /orders/{id}`, customerContact)
 * while the quote is editable. The customer directory's picker (issue 42) sits in the form's `picker`
 * slot: a pick fills the contact and links the quote to the customer; clearing it unlinks the quote
 * and keeps the contact (`customerId: null`). The link is sent only when it changed.
 */
export const CustomerDialog = whileOpen(CustomerForm);

function CustomerForm({ order, onOpenChange }: DialogFormProps & { order: OrderDetails }) {
  const { t } = useTranslation('sales');
  const accountType = accountTypeOf(useMe().data);
  const details = useOrder(order.id);
  const updateQuote = useUpdateQuote();
  const contact = order.customer.contact;
  return (
    <ContactForm
      title={t(contact ? 'orderRecord.changeCustomer' : 'orderRecord.setCustomer')}
      contact={contact}
      refetch={async () => (await details.refetch()).data?.customer.contact ?? contact}
      linkedId={order.customer.id}
      picker={
        accountType
          ? ({ linkedId, link }) => (
              <CustomerPicker
                selectedKey={linkedId}
                scope={customerLookupScope(accountType, order.dealer?.id)}
                onSelectionChange={(key, customer) =>
                  link(key, customer ? contactFromCustomer(customer) : null)
                }
              />
            )
          : undefined
      }
      save={(customerContact, customerId) =>
        updateQuote.mutateAsync({
          id: order.id,
          changes: {
            customerContact,
            ...(customerId !== undefined && customerId !== order.customer.id ? { customerId } : {}),
          },
        })
      }
      success={t('orderRecord.quoteUpdated')}
      onOpenChange={onOpenChange}
    />
  );
}
