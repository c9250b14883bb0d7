import { Button, Inline, InlineAlert } from '@doorline/design-system';
import { useUnreadCount } from '../api/get-unread-count';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { notificationTexts } from '../lib/texts';
import { useTranslation } from '@/lib/i18n';

/**
 * "Mark all as read", the one button of the bell's popover and of `/notifications`: disabled with
 * nothing unread, pending while the server answers, and saying so beside it when that fails.
 */
export function MarkAllReadButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation(notificationTexts);
  const unread = useUnreadCount().data ?? 0;
  const readAll = useReadAllNotifications();
  return (
    <Inline gap="sm">
      <Button
        variant="secondary"
        size={size}
        isDisabled={unread === 0}
        isPending={readAll.isPending}
        pendingLabel={t('notificationPanel.markAllRead')}
        onPress={() => readAll.mutate()}
      >
        {t('notificationPanel.markAllRead')}
      </Button>
      {readAll.isError && <InlineAlert tone="critical">{t('notificationPanel.markAllFailed')}</InlineAlert>}
    </Inline>
  );
}
