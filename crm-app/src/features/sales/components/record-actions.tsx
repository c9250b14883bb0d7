import type { CurrentUser, OrderDetails } from '@doorline/api-client';
import { toast } from '@doorline/design-system';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { explainError } from '@/lib/errors';
import { useOrderAction } from '../api/act-on-order';
import { actionsFor, isDestructive, type RecordAction } from '../lib/record-actions';
import { useTranslation } from '@/lib/i18n';

/**
 * The order-level status view (spec §4): the actions the record's status offers and the user may
 * take, each behind 'Are you sure you want to proceed?', then 'Transaction {action} successful!'.
 */
export function RecordActions({ order, user }: { order: OrderDetails; user: CurrentUser | undefined }) {
  const { t } = useTranslation('sales');
  const orderAction = useOrderAction();
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
    <ConfirmedActions
      aria-label={t('orderRecord.actions')}
      size="md"
      actions={actions}
      label={(action) => t(`orderRecord.action.${action}`)}
      isCritical={isDestructive}
      confirm={(action) => ({
        title: t('orderRecord.confirmTitle'),
        description: t('orderRecord.confirmText', {
          action: t(`orderRecord.action.${action}`),
          orderNumber: order.orderNumber,
        }),
      })}
      strings={{
        confirm: t('orderRecord.confirm'),
        cancel: t('orderRecord.dismiss'),
        pending: t('orderRecord.saving'),
      }}
      onConfirm={run}
    />
  );
}
