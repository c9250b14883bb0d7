import { SEND_MESSAGE_MAX, SEND_SUBJECT_MAX, type OrderDetails } from '@doorline/api-client';
import { InlineAlert } from '@doorline/design-system';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { documentLanguageOf } from '@/lib/download';
import { useMoney } from '@/lib/money';
import { useSendOrder } from '../api/send-order';
import { sendSchema, type SendValues } from '../lib/schemas';
import { useTranslation } from '@/lib/i18n';

/**
 * Send to customer (issue 28): the quote's PDF by e-mail, in the reader's language, to the customer's
 * address (prefilled, may be corrected), with a subject and a message. A quote without a customer
 * e-mail cannot be sent: the dialog says so and the server refuses it too (409).
 */
export const SendToCustomerDialog = whileOpen(SendToCustomerForm);

function SendToCustomerForm({ order, onOpenChange }: DialogFormProps & { order: OrderDetails }) {
  const { t, i18n } = useTranslation(['sending', 'common']);
  const sendOrder = useSendOrder();
  const customerEmail = order.customer.contact?.email ?? '';
  // The message names the quote's total in the organization's currency, as its PDF does: the customer's,
  // the lines' amounts; the dealer's discount never leaves the dealer (issue 43, part 4b).
  const total = useMoney().totals(order.totals).subtotal;
  const form = useForm<SendValues>({
    defaultValues: {
      email: customerEmail,
      subject: t('sendDialog.subjectDefault', { orderNumber: order.orderNumber }),
      message: order.customer.contact?.name
        ? t('sendDialog.messageDefault', {
            orderNumber: order.orderNumber,
            name: order.customer.contact.name,
            total,
          })
        : t('sendDialog.messageDefaultNoName', { orderNumber: order.orderNumber, total }),
    },
    resolver: superstructResolver(sendSchema(t)) as Resolver<SendValues>,
  });
  const submission = useFormSubmission(form, {
    submit: ({ email, subject, message }) =>
      sendOrder.mutateAsync({
        id: order.id,
        body: { email: email.trim(), subject, message, lang: documentLanguageOf(i18n.language) },
      }),
    success: (_answer, { email }) =>
      t('sendDialog.sent', { orderNumber: order.orderNumber, email: email.trim() }),
    onOpenChange,
    fields: ['email', 'subject', 'message'],
    // A quote sent too often: the server says how many minutes to wait.
    explain: { waitInMessage: true },
  });

  return (
    <FormDialog
      title={t('sendDialog.title', { orderNumber: order.orderNumber })}
      description={t('sendDialog.description')}
      submission={submission}
      submitLabel={t('sendDialog.send')}
      isSubmitDisabled={!customerEmail}
    >
      {customerEmail ? null : <InlineAlert tone="critical">{t('sendDialog.noCustomerEmail')}</InlineAlert>}
      <FormFields
        control={form.control}
        fields={[
          { name: 'email', type: 'email', label: t('sendDialog.email'), maxLength: 254, isRequired: true },
          { name: 'subject', label: t('sendDialog.subject'), maxLength: SEND_SUBJECT_MAX, isRequired: true },
          {
            kind: 'textArea',
            name: 'message',
            label: t('sendDialog.message'),
            rows: 6,
            maxLength: SEND_MESSAGE_MAX,
          },
        ]}
        isDisabled={!customerEmail}
      />
    </FormDialog>
  );
}
