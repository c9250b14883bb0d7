import type { Notification } from '@doorline/api-client';
import {
  Button,
  ButtonLink,
  InlineAlert,
  Inline,
  NotificationItem,
  NotificationList,
  Skeleton,
  Stack,
  Text,
} from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/auth';
import { latestQuery, useNotifications } from '../api/get-notifications';
import { useReadNotification } from '../api/read-notification';
import { MarkAllReadButton } from './mark-all-read';
import { notificationHref } from '../lib/links';
import { notificationTexts } from '../lib/texts';
import { notificationMeta, notificationText } from '../lib/wording';
import * as styles from '../notifications.css';

/**
 * The bell's popover (docs/notifications.md "Screens"): the latest ten, newest first, the unread
 * ones marked; following one opens what it is about, marks it read and closes the popover. "Mark
 * all as read" and "See all" (the full list) below them.
 */
export function NotificationPanel({ close }: { close: () => void }) {
  const { t } = useTranslation(notificationTexts);
  const me = useMe().data;
  const latest = useNotifications(latestQuery);
  const read = useReadNotification();

  const open = (notification: Notification) => {
    if (notification.isOpen) read.mutate(notification);
    close();
  };

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
        <NotificationList aria-label={t('notificationPanel.latest')}>
          {latest.data.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              message={notificationText(notification)}
              meta={notificationMeta(notification)}
              isUnread={notification.isOpen}
              unreadLabel={t('notificationPanel.unread')}
              href={notificationHref(notification, me) ?? undefined}
              onOpen={() => open(notification)}
            />
          ))}
        </NotificationList>
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
