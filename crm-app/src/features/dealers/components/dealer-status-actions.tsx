import {
  dealerAdmitsUsers,
  dealerStatusActions,
  dealerStatusActionsFor,
  type DealerDetails,
  type DealerStatusAction,
} from '@doorline/api-client';
import { Button, ConfirmDialog, Inline, toast } from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainError } from '@/lib/errors';
import { useUpdateDealer } from '../api/update-dealer';

/** Whether the action ends the dealer's users' sessions (the confirm dialog says so). */
const signsUsersOut = (action: DealerStatusAction) => !dealerAdmitsUsers(dealerStatusActions[action]);

/**
 * A dealer's status actions (`dealers.manage`): every settable status but the current one
 * (`dealerStatusActionsFor`), each after a confirm dialog; blocking, deactivating and deleting say
 * that the dealer's users will be signed out.
 */
export function DealerStatusActions({ dealer }: { dealer: Pick<DealerDetails, 'id' | 'name' | 'status'> }) {
  const { t } = useTranslation('dealers');
  const update = useUpdateDealer(dealer.id);
  const [pending, setPending] = useState<DealerStatusAction | null>(null);
  const label = (action: DealerStatusAction) => t(`dealerStatusActions.${action}`);

  const run = async (action: DealerStatusAction) => {
    try {
      await update.mutateAsync({ status: dealerStatusActions[action] });
      toast.success(t('dealerStatusActions.done'));
    } catch (error) {
      toast.error(explainError(t, error, t('dealerProfile.updateError'), { preferFallback: true }));
      throw error;
    }
  };

  return (
    <>
      <Inline gap="sm">
        {dealerStatusActionsFor(dealer.status).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={signsUsersOut(action) ? 'secondary' : 'primary'}
            onPress={() => setPending(action)}
          >
            {label(action)}
          </Button>
        ))}
      </Inline>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        onConfirm={() => (pending ? run(pending) : undefined)}
        title={
          pending ? t('dealerStatusActions.of', { action: label(pending), name: dealer.name }) : undefined
        }
        description={
          pending && signsUsersOut(pending)
            ? `${t('dealerStatusActions.signOut')} ${t('dealerStatusActions.confirm')}`
            : t('dealerStatusActions.confirm')
        }
        confirmLabel={t('dealerStatusActions.confirmButton')}
        cancelLabel={t('dealerStatusActions.cancel')}
        pendingLabel={t('dealerStatusActions.working')}
        tone={pending && signsUsersOut(pending) ? 'critical' : undefined}
      />
    </>
  );
}
