import type { Dashboard } from '@doorline/api-client';
import { Link, Section, Text } from '@doorline/design-system';
import { notificationTexts } from '../lib/texts';
import { NotificationEntries } from './notification-entries';
import { useTranslation } from '@/lib/i18n';

/**
 * Its own words are Home's (`home`, loaded with the page); the wording's are the notifications'
 * others (`server`, `dealers`, `access`): the notifications' screens' own namespace is left unloaded,
 * one file fewer on Home's first load.
 */
const texts = ['home', ...notificationTexts.filter((namespace) => namespace !== 'notifications')] as const;

/**
 * Home's part of a dealer user (issue 27; docs/dashboard.md "Per role"): their latest notifications,
 * which Home's answer carries, about their dealer's records and company, worded, linked and marked read
 * when followed as the bell's (shown when the answer has them: `notifications` is null for the organization's users).
 */
export function HomeNotifications({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation(texts);
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
        <NotificationEntries
          notifications={notifications}
          label={t('home:notifications.title')}
          unreadLabel={t('home:notifications.unread')}
        />
      )}
    </Section>
  );
}

export { HomeNotifications as default };
