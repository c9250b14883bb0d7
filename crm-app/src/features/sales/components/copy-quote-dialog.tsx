import { HttpError, type OrderDetails } from '@doorline/api-client';
import { ConfirmDialog, toast } from '@doorline/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { explainError, serverText } from '@/lib/errors';
import { useCopyQuote } from '../api/copy-quote';
import * as styles from '../lists.css';
import { itemProblem } from './copy-quote-dialog.css';
import { useTranslation } from '@/lib/i18n';

/** The server's words for each item it refused (`items.<index>.…`), numbered as the items' list shows them. */
function itemProblems(error: unknown): { item: number; message: string }[] {
  if (!(error instanceof HttpError)) return [];
  return error.error.flatMap((field) => {
    const index = /^items\.(\d+)\./.exec(field.path)?.[1];
    return index === undefined ? [] : [{ item: Number(index) + 1, message: serverText(field) }];
  });
}

/**
 * Copy quote (issue 43, part 5): asks first, since it creates a record whose doors are priced at
 * today's prices; then opens the new quote. A refusal (a door no longer made) stays in the dialog
 * with the server's words for each item.
 */
export function CopyQuoteDialog({
  order,
  isOpen,
  onOpenChange,
}: {
  order: OrderDetails;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation(['sales', 'common']);
  const copy = useCopyQuote();
  const navigate = useNavigate();
  const [error, setError] = useState<{ message: string; items: { item: number; message: string }[] } | null>(
    null,
  );

  async function confirm() {
    setError(null);
    try {
      const { data } = await copy.mutateAsync(order.id);
      toast.success(t('orderRecord.copied', { orderNumber: data.orderNumber }));
      void navigate(`/quotes/${data.id}/details`);
    } catch (failure) {
      const message = explainError(t, failure);
      setError({ message, items: itemProblems(failure) });
      toast.error(message);
      throw failure;
    }
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      onConfirm={confirm}
      title={t('orderRecord.copyTitle', { orderNumber: order.orderNumber })}
      description={
        <>
          {t('orderRecord.copyText')}
          {error ? (
            <span role="alert" className={styles.dialogError}>
              {error.message}
              {error.items.map((problem) => (
                <span key={`${problem.item}:${problem.message}`} className={itemProblem}>
                  {t('orderRecord.copyItemProblem', problem)}
                </span>
              ))}
            </span>
          ) : null}
        </>
      }
      confirmLabel={t('orderRecord.copyQuote')}
      cancelLabel={t('orderRecord.dismiss')}
      pendingLabel={t('orderRecord.copying')}
    />
  );
}
