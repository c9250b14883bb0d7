import type { Notification } from '@doorline/api-client';
import { loadNamespaces } from '@/lib/i18n';
import { notificationText } from './wording';

/**
 * How a notification that has just arrived is told: its words in the reader's language (their texts
 * load with the first one), and whether it is a toast or only an announcement. Its own module: the
 * bell loads it with the first notification, not with the page.
 */
export async function arrivalOf(notification: Notification): Promise<{ text: string; toast: boolean }> {
  // A record the user sells: a toast (the server's `mine`, docs/notifications.md "Toasts: `mine`").
  const toast = notification.mine;
  try {
    await loadNamespaces('server', 'dealers', 'access');
    return { text: notificationText(notification), toast };
  } catch {
    // The texts could not be fetched: the server's English words.
    return { text: notification.message, toast };
  }
}
