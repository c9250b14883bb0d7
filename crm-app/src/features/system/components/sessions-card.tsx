import type { SessionInfo } from '@doorline/api-client';
import {
  Button,
  Card,
  formatDateTime,
  InlineAlert,
  KeyValueList,
  Skeleton,
  StatusBadge,
  toast,
} from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { explainError } from '@/lib/errors';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { parseUserAgent } from '../lib/user-agent';
import * as styles from '../routes/system.css';
import { useTranslation, type TFunction } from '@/lib/i18n';

// The confirmation (the design system's dialog and React Aria's modal) loads when a sign-out is
// asked, as the administration's dialogs do (issue 12): the settings page only shows until then, and
// the dialog's code stays out of `app`, which every page loads (issue 26).
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** "Chrome on Linux", in the reader's language. */
export function deviceName(t: TFunction<'system'>, userAgent: string | null): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (!browser && !os) return t('sessions.unknownDevice');
  return t('sessions.device', {
    browser: browser ?? t('sessions.unknownBrowser'),
    os: os ?? t('sessions.unknownOs'),
  });
}

type Pending = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | null;

/** The user's signed-in sessions, beyond the spec: each other one may be signed out. */
export function SessionsCard() {
  const { t } = useTranslation('system');
  const sessions = useSessions();
  const revokeSession = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current);

  async function confirm() {
    if (!pending) return;
    setActionError(null);
    try {
      if (pending.kind === 'one') {
        await revokeSession.mutateAsync(pending.session.id);
        toast.success(t('sessions.signedOut'));
      } else {
        await revokeOthers.mutateAsync();
        toast.success(t('sessions.signedOutOthers'));
      }
    } catch (error) {
      const message = explainError(t, error, t('sessions.failed'));
      setActionError(message);
      toast.error(message);
      // The confirm dialog stays open on a failure.
      throw error;
    }
  }

  const pendingDevice = pending?.kind === 'one' ? deviceName(t, pending.session.userAgent) : '';

  return (
    <Card
      title={t('sessions.title')}
      description={t('sessions.description')}
      actions={
        others.length > 0 ? (
          <Button variant="secondary" size="sm" onPress={() => setPending({ kind: 'others' })}>
            {t('sessions.signOutOthers')}
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <div aria-busy="true" className={styles.sessions}>
          <Skeleton shape="block" height="5rem" />
          <Skeleton shape="block" height="5rem" />
        </div>
      ) : sessions.isError ? (
        <div className={styles.sessions}>
          <InlineAlert tone="critical">{t('sessions.loadFailed')}</InlineAlert>
          <div>
            <Button variant="secondary" size="sm" onPress={() => void sessions.refetch()}>
              {t('sessions.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <ul className={styles.sessions} aria-label={t('sessions.list')}>
          {list.map((session) => {
            const device = deviceName(t, session.userAgent);
            return (
              <li key={session.id} className={styles.session}>
                <div className={styles.sessionHeader}>
                  <span className={styles.device}>{device}</span>
                  {session.current ? (
                    <StatusBadge tone="success" label={t('sessions.thisDevice')} />
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('sessions.signOutDevice', { device })}
                      onPress={() => setPending({ kind: 'one', session })}
                    >
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </div>
                <KeyValueList
                  columns={3}
                  items={[
                    { key: 'ip', label: t('sessions.ip'), value: session.ip ?? t('sessions.unknownIp') },
                    {
                      key: 'created',
                      label: t('sessions.signedInAt'),
                      value: formatDateTime(session.createdAt),
                    },
                    {
                      key: 'used',
                      label: t('sessions.lastActive'),
                      value: formatDateTime(session.lastUsedAt ?? session.createdAt),
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
      {actionError && !pending ? <InlineAlert tone="critical">{actionError}</InlineAlert> : null}
      <Suspense fallback={null}>
        {pending && (
          <ConfirmDialog
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setPending(null);
            }}
            onConfirm={confirm}
            tone="critical"
            title={pending.kind === 'others' ? t('sessions.confirmOthers') : t('sessions.confirmSignOut')}
            description={
              pending.kind === 'others'
                ? t('sessions.confirmOthersText')
                : t('sessions.confirmSignOutText', { device: pendingDevice })
            }
            confirmLabel={pending.kind === 'others' ? t('sessions.signOutOthers') : t('sessions.signOut')}
            cancelLabel={t('sessions.cancel')}
            pendingLabel={t('sessions.signingOut')}
          />
        )}
      </Suspense>
    </Card>
  );
}
