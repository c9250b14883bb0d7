import { pageOf } from '@/lib/list-params';
import type { NotificationsQuery } from '../api/keys';

export interface NotificationListParams {
  page: number;
  limit: number;
  /** "Unread only". */
  unread: boolean;
}

/** The list's state from the URL: page, limit and `unread=true`; bad values fall back. */
export const parseNotificationListParams = (params: URLSearchParams): NotificationListParams => ({
  ...pageOf(params),
  unread: params.get('unread') === 'true',
});

/** The API query of the list: `unread` only when set. */
export const toNotificationsQuery = (list: NotificationListParams): NotificationsQuery => ({
  page: list.page,
  limit: list.limit,
  ...(list.unread ? { unread: true } : {}),
});
