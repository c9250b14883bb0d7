import type { CurrentUser, OrderDetails } from '@doorline/api-client';
import { Button, Inline, toast } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { explainError } from '@/lib/errors';
import { useDownloadOrderDocument } from '../api/download-order-document';
import { canCopyQuote, canSendToCustomer } from '../lib/record-actions';
import { useTranslation } from '@/lib/i18n';

// The form library loads when the dialog opens, as the record's other dialogs (issue 12).
const SendToCustomerDialog = lazy(() =>
  import('./send-to-customer-dialog').then((module) => ({ default: module.SendToCustomerDialog })),
);
const CopyQuoteDialog = lazy(() =>
  import('./copy-quote-dialog').then((module) => ({ default: module.CopyQuoteDialog })),
);

/**
 * The record as a document (issue 28): Download PDF for every reader of the record, in the reader's
 * language; Send to customer on a quote, for whoever may write it; Copy quote (issue 43, part 5) on
 * any record, for whoever may create quotes.
 */
export function RecordDocumentActions({
  order,
  user,
}: {
  order: OrderDetails;
  user: CurrentUser | undefined;
}) {
  const { t, i18n } = useTranslation(['sales', 'common']);
  const download = useDownloadOrderDocument();
  const [sending, setSending] = useState(false);
  const [copying, setCopying] = useState(false);

  async function downloadPdf() {
    try {
      await download.mutateAsync({ id: order.id, language: i18n.language });
    } catch (error) {
      toast.error(explainError(t, error));
    }
  }

  return (
    <>
      <Inline gap="sm" role="group" aria-label={t('orderRecord.document')}>
        <Button
          variant="secondary"
          onPress={() => void downloadPdf()}
          isPending={download.isPending}
          pendingLabel={t('common:app.loading')}
        >
          {t('orderRecord.downloadPdf')}
        </Button>
        {canSendToCustomer(order.status, user) ? (
          <Button variant="secondary" onPress={() => setSending(true)}>
            {t('orderRecord.sendToCustomer')}
          </Button>
        ) : null}
        {canCopyQuote(user) ? (
          <Button variant="secondary" onPress={() => setCopying(true)}>
            {t('orderRecord.copyQuote')}
          </Button>
        ) : null}
      </Inline>
      <Suspense fallback={null}>
        {sending ? (
          <SendToCustomerDialog
            order={order}
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setSending(false);
            }}
          />
        ) : null}
        {copying ? (
          <CopyQuoteDialog
            order={order}
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setCopying(false);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
