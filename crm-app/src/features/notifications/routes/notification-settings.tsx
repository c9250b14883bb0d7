import { Button, Inline, InlineAlert, Section, Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useTranslation } from '@/lib/i18n';

// The switches load beside the settings: React Aria's toggle, which the tables' checkboxes share,
// would otherwise go to `app`, which every page loads (docs/notifications.md "Weight").
const EmailSettings = lazy(() =>
  import('../components/email-settings').then((module) => ({ default: module.EmailSettings })),
);

/**
 * `/me/notifications`, the personal area's Notifications tab: per group, whether its notifications
 * are also e-mailed (every notification always shows in the app).
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const loading = <Skeleton shape="block" height="14rem" />;

  if (settings.isPending) return loading;
  if (settings.isError)
    return (
      <Inline gap="md">
        <InlineAlert tone="critical">{t('notificationSettings.loadFailed')}</InlineAlert>
        <Button variant="secondary" onPress={() => void settings.refetch()}>
          {t('notificationSettings.retry')}
        </Button>
      </Inline>
    );
  return (
    <Section title={t('notificationSettings.email')} description={t('notificationSettings.emailText')}>
      <Suspense fallback={loading}>
        <EmailSettings settings={settings.data} />
      </Suspense>
    </Section>
  );
}

export { NotificationSettingsPage as Component };
