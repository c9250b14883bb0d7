import type { CurrentUser, OrderDetails } from '@doorline/api-client';
import { Button, ConfirmDialog, toast } from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainError } from '@/lib/errors';
import { useOrderAction } from '../api/act-on-order';
import { actionsFor, isDestructive, type RecordAction } from '../lib/record-actions';
import * as styles from '../record.css';

/**
 * The order-level status view (spec §4): the actions the record's status offers and the user may
 * take, each behind 'Are you sure you want to proceed?', then 'Transaction {action} successful!'.
 */
export function RecordActions({ order, user }: { order: OrderDetails; user: CurrentUser | undefined }) {
  const { t } = useTranslation('sales');
  const orderAction = useOrderAction();
  const [pending, setPending] = useState<RecordAction | null>(null);
  const actions = actionsFor(order.status, user);
  if (actions.length === 0) return null;

  async function run(action: RecordAction) {
    try {
      await orderAction.mutateAsync({ action, id: order.id });
      toast.success(t('orderRecord.actionDone', { action: t(`orderRecord.actionWord.${action}`) }));
    } catch (error) {
      toast.error(explainError(t, error));
      throw error;
    }
  }

  return (
    <div className={styles.actionBar} role="group" aria-label={t('orderRecord.actions')}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={isDestructive(action) ? 'secondary' : 'primary'}
          onPress={() => setPending(action)}
        >
          {t(`orderRecord.action.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        onConfirm={() => (pending ? run(pending) : undefined)}
        title={t('orderRecord.confirmTitle')}
        description={
          pending
            ? t('orderRecord.confirmText', {
                action: t(`orderRecord.action.${pending}`),
                orderNumber: order.orderNumber,
              })
            : undefined
        }
        confirmLabel={t('orderRecord.confirm')}
        cancelLabel={t('orderRecord.dismiss')}
        pendingLabel={t('orderRecord.saving')}
        tone={pending && isDestructive(pending) ? 'critical' : undefined}
      />
    </div>
  );
}
