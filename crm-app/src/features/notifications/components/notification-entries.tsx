import type { Notification } from '@doorline/api-client';
import { NotificationItem, NotificationList } from '@doorline/design-system';
import { useMe } from '@/lib/auth';
import { useReadNotification } from '../api/read-notification';
import { notificationHref } from '../lib/links';
import { notificationMeta, notificationText } from '../lib/wording';

/**
 * Notifications as the bell's popover and Home show them (docs/notifications.md "Screens"): worded,
 * linked to what each is about, the unread ones marked; following one marks it read, then `onOpen`.
 */
export function NotificationEntries({
  notifications,
  label,
  unreadLabel,
  onOpen,
}: {
  notifications: readonly Notification[];
  label: string;
  unreadLabel: string;
  onOpen?: (notification: Notification) => void;
}) {
  const me = useMe().data;
  const read = useReadNotification();
  return (
    <NotificationList aria-label={label}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          message={notificationText(notification)}
          meta={notificationMeta(notification)}
          isUnread={notification.isOpen}
          unreadLabel={unreadLabel}
          href={notificationHref(notification, me) ?? undefined}
          onOpen={() => {
            if (notification.isOpen) read.mutate(notification);
            onOpen?.(notification);
          }}
        />
      ))}
    </NotificationList>
  );
}
