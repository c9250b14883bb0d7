import { Button, ButtonLink, InlineAlert, Inline, Skeleton, Stack, Text } from '@doorline/design-system';
import { latestQuery, useNotifications } from '../api/get-notifications';
import { MarkAllReadButton } from './mark-all-read';
import { NotificationEntries } from './notification-entries';
import { notificationTexts } from '../lib/texts';
import * as styles from '../notifications.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The bell's popover (docs/notifications.md "Screens"): the latest ten, newest first, the unread
 * ones marked; following one opens what it is about, marks it read and closes the popover. "Mark
 * all as read" and "See all" (the full list) below them.
 */
export function NotificationPanel({ close }: { close: () => void }) {
  const { t } = useTranslation(notificationTexts);
  const latest = useNotifications(latestQuery);

  let list;
  if (latest.isPending) {
    list = <Skeleton shape="block" height="8rem" />;
  } else if (latest.isError) {
    list = (
      <Inline gap="sm">
        <InlineAlert tone="critical">{t('notificationPanel.loadFailed')}</InlineAlert>
        <Button variant="secondary" size="sm" onPress={() => void latest.refetch()}>
          {t('notificationPanel.retry')}
        </Button>
      </Inline>
    );
  } else if (latest.data.data.length === 0) {
    list = <Text tone="muted">{t('notificationPanel.empty')}</Text>;
  } else {
    list = (
      <div className={styles.latest}>
        <NotificationEntries
          notifications={latest.data.data}
          label={t('notificationPanel.latest')}
          unreadLabel={t('notificationPanel.unread')}
          onOpen={close}
        />
      </div>
    );
  }

  return (
    <Stack gap="md">
      {list}
      <Inline justify="between" gap="sm">
        <MarkAllReadButton size="sm" />
        <ButtonLink variant="ghost" size="sm" href="/notifications" onPress={close}>
          {t('notificationPanel.seeAll')}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
