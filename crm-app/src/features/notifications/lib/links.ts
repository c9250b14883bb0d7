import {
  notificationEvents,
  type CurrentUser,
  type Notification,
  type NotificationEvent,
  type NotificationEventName,
} from '@doorline/api-client';
import { mayOpen } from '@/lib/page-access';
import { dealerPagePath, subOrderPath, userPagePath } from '@/lib/page-links';

/**
 * Where a main order's notification leads: an order's page once it is one (confirmed), the tab its
 * event opens (`notificationEvents`: the comments of a comment or a mention), else the quote's
 * details (a quote's page shows what the record is now, pre-order or order: issue 24).
 */
function mainOrderPath(code: NotificationEventName, id: number): string {
  if (code === 'preOrderConfirmed') return `/orders/${id}/details`;
  const { opens } = notificationEvents[code] as NotificationEvent;
  return `/quotes/${id}/${opens ?? 'details'}`;
}

/**
 * The page a notification is about, or null when there is none or `user` may not open it
 * (lib/page-access.ts: the item is then plain text, not a link):
 * - a main order: its record's page;
 * - a sub-order: the item itself among its order's items (`about.mainId` is its main order, issue 40),
 *   for a comment as for a move;
 * - a user: the own profile for oneself, else the user's page (lib/page-links.ts);
 * - a dealer: its page in the organization area, or a dealer user's own company page.
 */
export function notificationHref(notification: Notification, user: CurrentUser | undefined): string | null {
  const { about } = notification;
  if (!about) return null;
  switch (about.kind) {
    case 'main':
      return mayOpen(user, 'sales') ? mainOrderPath(notification.code, about.id) : null;
    case 'sub':
      return mayOpen(user, 'sales') && about.mainId ? subOrderPath(about.mainId, about.id) : null;
    case 'user':
      return userPagePath(user, about.id);
    case 'dealer':
      return dealerPagePath(user, about.id);
  }
}
