import type { User } from '@doorline/api-client';
import { Button, ConfirmDialog, Inline, MenuButton, toast } from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/auth';
import { explainError, retryAfterOf } from '@/lib/errors';
import { useResendTimer } from '@/lib/resend-timer';
import { useApproveUser } from '../api/approve-user';
import { useChangeUserStatus } from '../api/change-user-status';
import { useReinviteUser } from '../api/reinvite-user';
import { isDestructiveUserAction, statusOf, userActionsFor, type UserAction } from '../lib/user-actions';

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
  const [pending, setPending] = useState<UserAction | null>(null);
  const actions = userActionsFor(user, me);
  if (actions.length === 0) return null;
  const waiting = (action: UserAction) => action === 'reinvite' && !wait.canResend;
  const label = (action: UserAction) => t(`userActions.${action}`);
  const itemLabel = (action: UserAction) =>
    waiting(action) ? t('userActions.reinviteWait', { seconds: wait.secondsLeft }) : label(action);

  return (
    <>
      {display === 'menu' ? (
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
          onAction={(id) => setPending(id as UserAction)}
        />
      ) : (
        <Inline gap="sm">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={isDestructiveUserAction(action) ? 'secondary' : 'primary'}
              isDisabled={waiting(action)}
              onPress={() => setPending(action)}
            >
              {itemLabel(action)}
            </Button>
          ))}
        </Inline>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        onConfirm={() => (pending ? run(pending, user) : undefined)}
        title={pending ? t('userActions.of', { action: label(pending), name: user.name }) : undefined}
        description={t('userActions.confirm')}
        confirmLabel={t('userActions.confirmButton')}
        cancelLabel={t('userActions.cancel')}
        pendingLabel={t('userActions.working')}
        tone={pending && isDestructiveUserAction(pending) ? 'critical' : undefined}
      />
    </>
  );
}
