import type { SubOrderRow } from '@doorline/api-client';
import { ConfirmDialog, toast } from '@doorline/design-system';
import { useState } from 'react';
import { explainError } from '@/lib/errors';
import { useSubOrderActions } from '../api/act-on-sub-orders';
import { planCalls, type SubOrderActionId } from '../lib/sub-order-actions';
import * as styles from '../lists.css';
import { useTranslation } from '@/lib/i18n';

export interface PendingAction {
  action: SubOrderActionId;
  rows: SubOrderRow[];
}

/** Asks 'Are you sure you want to proceed?', then makes the action's calls and refreshes the lists. */
export function SubOrderActionDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingAction | null;
  onClose: () => void;
  /** After the calls: the rows that moved (all of them on success). */
  onDone: (movedIds: number[]) => void;
}) {
  const { t } = useTranslation('sales');
  const actions = useSubOrderActions();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!pending) return;
    setError(null);
    // One call per main order for the ids actions (see planCalls): each is all or nothing.
    const calls = planCalls(pending.action, pending.rows);
    const outcome = await actions.mutateAsync(calls);
    const moved = outcome.done.flatMap((call) => (call.kind === 'ids' ? call.ids : [call.id]));
    onDone(moved);
    if (outcome.failed) {
      let message = explainError(t, outcome.failed.error, t('salesLists.failed'));
      if (outcome.done.length > 0)
        message = `${message} ${t('salesLists.partial', { done: outcome.done.length, total: calls.length })}`;
      setError(message);
      toast.error(message);
      throw outcome.failed.error;
    }
    toast.success(t('salesLists.success', { action: t(`salesLists.actionName.${pending.action}`) }));
  }

  const numbers = pending?.rows.map((row) => row.orderNumber).join(', ') ?? '';
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setError(null);
          onClose();
        }
      }}
      onConfirm={confirm}
      tone={pending?.action === 'cancel' ? 'critical' : 'default'}
      title={t('salesLists.confirmTitle')}
      description={
        pending ? (
          <>
            {t('salesLists.confirmText', { action: t(`salesLists.action.${pending.action}`), numbers })}
            {error ? (
              <span role="alert" className={styles.dialogError}>
                {error}
              </span>
            ) : null}
          </>
        ) : null
      }
      confirmLabel={t('salesLists.confirm')}
      cancelLabel={t('salesLists.cancel')}
      pendingLabel={t('salesLists.working')}
    />
  );
}
