import {
  dealerAdmitsUsers,
  dealerStatusActions,
  dealerStatusActionsFor,
  type DealerDetails,
  type DealerStatusAction,
} from '@doorline/api-client';
import { toast } from '@doorline/design-system';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { explainError } from '@/lib/errors';
import { useUpdateDealer } from '../api/update-dealer';
import { useTranslation } from '@/lib/i18n';

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
    <ConfirmedActions
      actions={dealerStatusActionsFor(dealer.status)}
      label={label}
      isCritical={signsUsersOut}
      confirm={(action) => ({
        title: t('dealerStatusActions.of', { action: label(action), name: dealer.name }),
        description: signsUsersOut(action)
          ? `${t('dealerStatusActions.signOut')} ${t('dealerStatusActions.confirm')}`
          : t('dealerStatusActions.confirm'),
      })}
      strings={{
        confirm: t('dealerStatusActions.confirmButton'),
        cancel: t('dealerStatusActions.cancel'),
        pending: t('dealerStatusActions.working'),
      }}
      onConfirm={run}
    />
  );
}
