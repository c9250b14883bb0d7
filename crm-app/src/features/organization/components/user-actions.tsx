import type { User } from '@doorline/api-client';
import { MenuButton, toast } from '@doorline/design-system';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { useMe } from '@/lib/auth';
import { explainError, retryAfterOf } from '@/lib/errors';
import { useResendTimer } from '@/lib/resend-timer';
import { useApproveUser } from '../api/approve-user';
import { useChangeUserStatus } from '../api/change-user-status';
import { useReinviteUser } from '../api/reinvite-user';
import { isDestructiveUserAction, statusOf, userActionsFor, type UserAction } from '../lib/user-actions';
import { useTranslation } from '@/lib/i18n';

type Target = Pick<User, 'id' | 'name' | 'status'>;

/**
 * Runs a user action after 'Are you sure you want to proceed?'; toasts the outcome. A reinvite starts
 * the wait before the next one (`wait`), and a refusal to send so soon says how long is left in
 * its own words (issue 24), not as a failed attempt.
 */
function useUserActionRunner(wait: ReturnType<typeof useResendTimer>) {
  const { t } = useTranslation('organization');
  const reinvite = useReinviteUser();
  const approve = useApproveUser();
  const changeStatus = useChangeUserStatus();

  return async (action: UserAction, target: Target) => {
    try {
      const status = statusOf(action);
      if (status) await changeStatus.mutateAsync({ id: target.id, status });
      else if (action === 'reinvite') {
        await reinvite.mutateAsync(target.id);
        wait.start();
      } else await approve.mutateAsync({ userId: target.id, approve: action === 'approve' });
      const done = status
        ? t('userActions.statusChanged')
        : action === 'reinvite'
          ? t('userActions.reinvited')
          : action === 'approve'
            ? t('userActions.approved')
            : t('userActions.rejected');
      toast.success(done);
    } catch (error) {
      const seconds = retryAfterOf(error);
      if (action === 'reinvite' && seconds) {
        wait.start(seconds);
        toast.info(t('userActions.sendAgainIn', { seconds }));
        return;
      }
      toast.error(explainError(t, error));
      throw error;
    }
  };
}

/**
 * What the signed-in user may do to a user (reinvite, approve, suspend, …), as a row's menu or as
 * buttons on the user's page; each behind the confirm dialog.
 */
export function UserActions({ user, display }: { user: Target; display: 'menu' | 'buttons' }) {
  const { t } = useTranslation('organization');
  const me = useMe().data;
  // The wait between two invites of this user (the server's, 60 s), kept across the list's rows.
  const wait = useResendTimer(60, `reinvite:${user.id}`);
  const run = useUserActionRunner(wait);
  const actions = userActionsFor(user, me);
  if (actions.length === 0) return null;
  const waiting = (action: UserAction) => action === 'reinvite' && !wait.canResend;
  const label = (action: UserAction) => t(`userActions.${action}`);
  const itemLabel = (action: UserAction) =>
    waiting(action) ? t('userActions.reinviteWait', { seconds: wait.secondsLeft }) : label(action);

  return (
    <ConfirmedActions
      // A row's menu in the list; buttons on the user's page.
      chooser={
        display === 'menu'
          ? (choose) => (
              <MenuButton
                aria-label={t('users.rowActions', { name: user.name })}
                variant="ghost"
                size="sm"
                placement="bottom end"
                items={actions.map((action) => ({
                  id: action,
                  label: itemLabel(action),
                  isDisabled: waiting(action),
                  tone: isDestructiveUserAction(action) ? ('critical' as const) : ('default' as const),
                }))}
                onAction={(id) => choose(id as UserAction)}
              />
            )
          : undefined
      }
      actions={actions}
      label={itemLabel}
      isCritical={isDestructiveUserAction}
      isDisabled={waiting}
      confirm={(action) => ({
        title: t('userActions.of', { action: label(action), name: user.name }),
        description: t('userActions.confirm'),
      })}
      strings={{
        confirm: t('userActions.confirmButton'),
        cancel: t('userActions.cancel'),
        pending: t('userActions.working'),
      }}
      onConfirm={(action) => run(action, user)}
    />
  );
}
