import type { Dashboard } from '@doorline/api-client';
import { Link, NotificationItem, NotificationList, Section, Text } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/auth';
import { notificationHref } from '../lib/links';
import { notificationTexts } from '../lib/texts';

/**
 * Its own words are Home's (`home`, loaded with the page); the wording's are the notifications'
 * others (`server`, `dealers`, `access`): the notifications' screens' own namespace is left unloaded,
 * one file fewer on Home's first load.
 */
const texts = ['home', ...notificationTexts.filter((namespace) => namespace !== 'notifications')] as const;
import { notificationMeta, notificationText } from '../lib/wording';

/**
 * Home's part of a dealer user (issue 27; docs/dashboard.md "Per role"): their latest notifications,
 * which Home's answer carries, about their dealer's records and company, worded and linked as the
 * bell's (shown when the answer has them: `notifications` is null for the organization's users).
 */
export function HomeNotifications({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation(texts);
  const me = useMe().data;
  const notifications = dashboard.notifications ?? [];
  return (
    <Section
      title={t('home:notifications.title')}
      description={t('home:notifications.description')}
      actions={<Link href="/notifications">{t('home:notifications.all')}</Link>}
    >
      {notifications.length === 0 ? (
        <Text tone="muted">{t('home:notifications.empty')}</Text>
      ) : (
        <NotificationList aria-label={t('home:notifications.title')}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              message={notificationText(notification)}
              meta={notificationMeta(notification)}
              isUnread={notification.isOpen}
              unreadLabel={t('home:notifications.unread')}
              href={notificationHref(notification, me) ?? undefined}
            />
          ))}
        </NotificationList>
      )}
    </Section>
  );
}

export { HomeNotifications as default };
