import type { Notification } from '@doorline/api-client';
import {
  formatBadgeCount,
  IconButton,
  Popover,
  Skeleton,
  toast,
  VisuallyHidden,
} from '@doorline/design-system';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { setTitleCount } from '@/lib/document-title';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../api/notification-stream';
import { useRoleChangeNotice } from '../lib/role-change';
import { notificationTexts } from '../lib/texts';

// The popover's list, its texts and the server's messages load when it first opens: the bell is on
// every page, so its own code stays small (docs/notifications.md "Screens").
const NotificationPanel = lazy(() =>
  Promise.all([import('./notification-panel'), loadNamespaces(...notificationTexts)]).then(([module]) => ({
    default: module.NotificationPanel,
  })),
);

/** The latest announcement for screen readers; `key` tells two equal texts apart. */
interface Announcement {
  key: number;
  text: string;
}

/**
 * Tells the user of a notification that has just arrived: a toast when it is about a record they
 * sell (a toast is announced by itself), else a polite announcement (docs/notifications.md "Live").
 * Its words and the rule load with the first one.
 */
async function tell(notification: Notification, announce: (text: string) => void) {
  const { arrivalOf } = await import('../lib/arrival');
  const { text, toast: asToast } = await arrivalOf(notification);
  if (asToast) toast.info(text);
  else announce(text);
}

/**
 * The bell in the top bar: the unread count on it (hidden at 0), the latest ten in a popover, the
 * live stream that keeps the count, and the count in the tab's title.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  useRoleChangeNotice();
  useNotificationStream(
    (notification) =>
      void tell(notification, (text) => setAnnouncement((last) => ({ key: (last?.key ?? 0) + 1, text }))),
  );
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    setTitleCount(count);
    return () => setTitleCount(0);
  }, [count]);

  return (
    <>
      <Popover
        title={t('bell.label')}
        placement="bottom end"
        isOpen={isOpen}
        onOpenChange={setOpen}
        trigger={
          <IconButton
            aria-label={
              count > 0 ? t('bell.labelUnread', { count, shown: formatBadgeCount(count) }) : t('bell.label')
            }
            icon={<Bell aria-hidden size={18} strokeWidth={1.75} />}
            badge={count}
          />
        }
      >
        {({ close }) => (
          <Suspense fallback={<Skeleton shape="block" height="8rem" />}>
            <NotificationPanel close={close} />
          </Suspense>
        )}
      </Popover>
      <VisuallyHidden>
        <span role="status">{announcement && <span key={announcement.key}>{announcement.text}</span>}</span>
      </VisuallyHidden>
    </>
  );
}
