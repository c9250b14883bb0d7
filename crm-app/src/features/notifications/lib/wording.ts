import { dealerStatuses, isSeededRoleKey, type Notification } from '@doorline/api-client';
import { formatDateTime } from '@doorline/design-system';
import { serverText } from '@/lib/errors';
import { i18n } from '@/lib/i18n';

const isDealerStatus = (value: unknown): value is (typeof dealerStatuses)[number] =>
  (dealerStatuses as readonly unknown[]).includes(value);

/**
 * A notification's message in the reader's language: its code's text (`locales/<language>/server.ts`)
 * filled with its parameters, but for two that name something the app names itself
 * (docs/notifications.md "What each holds"): a dealer status's key (`status`) as the status's name,
 * and a seeded role (`roleKey`) by its name in the reader's language, as the audit trail does. The
 * server's English words when the code has no text here.
 */
export function notificationText(notification: Notification): string {
  const { status, roleKey, role } = notification.params;
  const params = { ...notification.params };
  if (isDealerStatus(status)) params.status = i18n.t(`dealers:dealerStatuses.${status}`);
  if (typeof roleKey === 'string' && isSeededRoleKey(roleKey))
    params.role = i18n.t(`access:roleNames.${roleKey}.name`, { defaultValue: String(role ?? roleKey) });
  return serverText({ message: notification.message, code: notification.code, params });
}

/** When it happened, as the tables show a moment: `05.11.2026, 09:07`. */
export const notificationTime = (notification: Notification) => formatDateTime(notification.createdAt);

/** Under a notification's message: when, and who made the change when the account is still there. */
export const notificationMeta = (notification: Notification) =>
  notification.actor
    ? `${notificationTime(notification)} · ${notification.actor.name}`
    : notificationTime(notification);
