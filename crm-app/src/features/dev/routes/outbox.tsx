import type { OutboxMessage } from '@doorline/api-client';
import {
  Button,
  Card,
  EmptyState,
  formatDateTime,
  InlineAlert,
  Link,
  Spinner,
  Text,
} from '@doorline/design-system';
import { useState, type ReactNode } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Page } from '@/components/layout/page';
import * as pageStyles from '@/components/layout/page.css';
import { usePublicConfig } from '@/lib/public-config';
import { WithQueryClient } from '@/lib/query-provider';
import { OUTBOX_REFRESH_MS, useOutbox } from '../api/get-outbox';
import { appHref, linkify } from '../linkify';
import * as styles from './outbox.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The development outbox (docs/identity.md "Messages"): what the server would have e-mailed or texted,
 * so that a person trying the product can follow an invite link or read a code. Shown only when the
 * server keeps an outbox (demo mode); reachable signed in or out.
 */
export function OutboxPage() {
  const { t } = useTranslation(['dev', 'common']);
  const config = usePublicConfig();
  if (!config)
    return (
      <Frame>
        <Spinner label={t('common:app.loading')} />
      </Frame>
    );
  if (!config.outbox)
    return (
      <Frame>
        <NotFoundPage />
      </Frame>
    );
  return (
    <Frame>
      <WithQueryClient>
        <Outbox />
      </WithQueryClient>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <main className={styles.content}>{children}</main>
    </div>
  );
}

function Outbox() {
  const { t } = useTranslation(['dev', 'common']);
  const outbox = useOutbox();
  const messages = outbox.data ?? null;
  const failed = outbox.isError;
  const [isRefreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    await outbox.refetch();
    setRefreshing(false);
  }

  return (
    <Page
      title={t('devOutbox.title')}
      description={t('devOutbox.description')}
      actions={
        <Button
          variant="secondary"
          onPress={() => void refresh()}
          isPending={isRefreshing}
          pendingLabel={t('common:app.loading')}
        >
          {t('devOutbox.refresh')}
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <Text tone="muted" size="sm">
          {t('devOutbox.autoRefresh', { seconds: OUTBOX_REFRESH_MS / 1000 })}
        </Text>
        <Link href="/auth/login">{t('devOutbox.toLogin')}</Link>
      </div>
      {failed ? <InlineAlert tone="critical">{t('devOutbox.loadFailed')}</InlineAlert> : null}
      {messages === null ? (
        failed ? null : (
          <Spinner label={t('common:app.loading')} />
        )
      ) : messages.length === 0 ? (
        <EmptyState title={t('devOutbox.empty')} headingLevel={2} />
      ) : (
        <ul className={styles.list} aria-label={t('devOutbox.title')}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation(['dev', 'common']);
  const channel = message.channel === 'email' ? t('devOutbox.email') : t('devOutbox.sms');
  return (
    <Card
      title={message.subject ?? t('devOutbox.smsTo', { recipient: message.recipient })}
      description={
        <span className={pageStyles.factsLine}>
          <span>{channel}</span>
          <span aria-hidden>·</span>
          <span>{message.recipient}</span>
          <span aria-hidden>·</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          <span aria-hidden>·</span>
          <span>{t(`devOutbox.status.${message.status}`)}</span>
        </span>
      }
    >
      <p className={styles.body}>
        {linkify(message.body).map((piece, index) =>
          piece.kind === 'text' ? (
            piece.text
          ) : (
            <Link key={index} href={appHref(piece.href, window.location.origin)}>
              {piece.href}
            </Link>
          ),
        )}
      </p>
      {message.attachments.length > 0 ? (
        <Text tone="muted" size="sm">
          {t('devOutbox.attachments', {
            files: message.attachments
              .map((file) => `${file.fileName} (${Math.max(1, Math.round(file.size / 1024))} kB)`)
              .join(', '),
          })}
        </Text>
      ) : null}
    </Card>
  );
}

export { OutboxPage as Component };
