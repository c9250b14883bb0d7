import { notificationEvents, type Notification, type Recipient } from '@doorline/api-client';
import { loadNamespaces } from '@/lib/i18n';
import { notificationText } from './wording';

/**
 * Whether a notification is about a record the user sells, which shows a toast beside the count
 * (docs/notifications.md "Screens"). The server says so when it sends `mine`; until then, the
 * events of the sales and production groups about an order or a sub-order whose recipients are the
 * record's salesman (docs/notifications.md "Toasts": a dealer administrator who is not the salesman
 * gets these too).
 */
export function isAboutOwnRecord(notification: Notification): boolean {
  if ('mine' in notification && typeof notification.mine === 'boolean') return notification.mine;
  const event: { group: string; to: readonly Recipient[] } = notificationEvents[notification.code];
  const aboutRecord = notification.about?.kind === 'main' || notification.about?.kind === 'sub';
  return (
    aboutRecord && (event.group === 'sales' || event.group === 'production') && event.to.includes('salesman')
  );
}

/**
 * How a notification that has just arrived is told: its words in the reader's language (their texts
 * load with the first one), and whether it is a toast or only an announcement. Its own module: the
 * bell loads it with the first notification, not with the page.
 */
export async function arrivalOf(notification: Notification): Promise<{ text: string; toast: boolean }> {
  const toast = isAboutOwnRecord(notification);
  try {
    await loadNamespaces('server', 'dealers', 'access');
    return { text: notificationText(notification), toast };
  } catch {
    // The texts could not be fetched: the server's English words.
    return { text: notification.message, toast };
  }
}
