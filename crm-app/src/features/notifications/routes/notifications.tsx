import { notificationList, type CurrentUser, type Notification } from '@doorline/api-client';
import { Link, StatusBadge, Switch } from '@doorline/design-system';
import { useMemo } from 'react';
import { Page } from '@/components/layout/page';
import { dateCol } from '@/components/list/columns';
import { ListTable } from '@/components/list/list-table';
import { Wrap } from '@/components/list/wrap';
import { col, type Column } from '@/components/table/columns';
import { useMe } from '@/lib/auth';
import { useListQuery } from '@/lib/use-list-params';
import { useNotifications } from '../api/get-notifications';
import { useReadNotification } from '../api/read-notification';
import { MarkAllReadButton } from '../components/mark-all-read';
import { notificationHref } from '../lib/links';
import { notificationTexts } from '../lib/texts';
import { notificationText } from '../lib/wording';
import * as styles from '../notifications.css';
import { useTranslation, type TFunction } from '@/lib/i18n';

function columnsFor(
  t: TFunction<typeof notificationTexts>,
  me: CurrentUser | undefined,
  open: (notification: Notification) => void,
): Column<Notification>[] {
  const c = col<Notification>;
  return [
    c('message', t('notificationList.message'), (notification) => {
      const href = notificationHref(notification, me);
      const text = notificationText(notification);
      return (
        <div className={styles.messageCell}>
          {href ? (
            <Link href={href} onPress={() => open(notification)}>
              {text}
            </Link>
          ) : (
            text
          )}
        </div>
      );
    }),
    c('state', t('notificationList.state'), (notification) =>
      notification.isOpen ? (
        <StatusBadge tone="info" status="unread" label={t('notificationList.unread')} />
      ) : (
        <StatusBadge tone="neutral" status="read" label={t('notificationList.read')} />
      ),
    ),
    c('actor', t('notificationList.actor'), (notification) => (
      <Wrap>{notification.actor?.name ?? t('notificationList.noActor')}</Wrap>
    )),
    dateCol<Notification>('time', t('notificationList.time'), (notification) => notification.createdAt),
  ];
}

/**
 * `/notifications` (docs/notifications.md "Screens"): every notification of the user, newest first,
 * in the shared table with its pager; "Unread only" keeps the unread ones. Following one opens what
 * it is about and marks it read.
 */
export function NotificationsPage() {
  const { t } = useTranslation([...notificationTexts, 'common']);
  const me = useMe().data;
  const { query, paging, setFilter, declared } = useListQuery(notificationList);
  const notifications = useNotifications(query);
  const read = useReadNotification();
  const { mutate } = read;
  const columns = useMemo(
    () =>
      columnsFor(t, me, (notification) => {
        if (notification.isOpen) mutate(notification);
      }),
    [t, me, mutate],
  );

  return (
    <Page title={t('common:pages.notifications')} actions={<MarkAllReadButton />}>
      <Switch
        isSelected={query.unread === true}
        onChange={(on) => setFilter({ unread: on ? 'true' : undefined })}
      >
        {t('notificationList.unreadOnly')}
      </Switch>
      <ListTable
        declared={declared}
        aria-label={t('notificationList.table')}
        columns={columns}
        query={notifications}
        paging={paging}
        emptyText={query.unread ? t('notificationList.emptyUnread') : t('notificationList.empty')}
      />
    </Page>
  );
}

export { NotificationsPage as Component };
