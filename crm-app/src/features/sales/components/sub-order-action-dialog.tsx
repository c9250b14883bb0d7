import type { SubOrderRow } from '@doorline/api-client';
import { HttpError, NetworkError } from '@doorline/api-client';
import { ConfirmDialog, toast } from '@doorline/design-system';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { planCalls, runCalls, type SubOrderActionId } from '../lib/sub-order-actions';
import * as styles from '../lists.css';

export interface PendingAction {
  action: SubOrderActionId;
  rows: SubOrderRow[];
}

/** The server's message (409 names the ids that could not move), else a fallback. */
export function explainActionError(t: TFunction, error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429 && error.retryAfter)
      return t('account.tryAgainIn', { seconds: error.retryAfter });
    return error.message || t('salesLists.failed');
  }
  if (error instanceof NetworkError) return t('account.networkError');
  return t('salesLists.failed');
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!pending) return;
    setError(null);
    // One call per main order for the ids actions (see planCalls): each is all or nothing.
    const calls = planCalls(pending.action, pending.rows);
    const outcome = await runCalls(api.orders, calls);
    const moved = outcome.done.flatMap((call) => (call.kind === 'ids' ? call.ids : [call.id]));
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    onDone(moved);
    if (outcome.failed) {
      let message = explainActionError(t, outcome.failed.error);
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
