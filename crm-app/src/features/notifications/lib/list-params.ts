import { notificationSortFields, type ListSort, type NotificationSortField } from '@doorline/api-client';
import { pageOf, sortIn, sortQueryOf } from '@/lib/list-params';
import type { NotificationsQuery } from '../api/keys';

export interface NotificationListParams {
  page: number;
  limit: number;
  /** "Unread only". */
  unread: boolean;
  /** By time, either way (issue 40); newest first without one. */
  sort: ListSort<NotificationSortField> | undefined;
}

/** The list's state from the URL: page, limit, `unread=true` and the sort; bad values fall back. */
export const parseNotificationListParams = (params: URLSearchParams): NotificationListParams => ({
  ...pageOf(params),
  unread: params.get('unread') === 'true',
  sort: sortIn(params, notificationSortFields),
});

/** Which column of the list sorts by which of the contract's `notificationSortFields` (issue 40). */
export const notificationSortColumns = { time: 'createdAt' } as const satisfies Record<
  string,
  NotificationSortField
>;

/** The API query of the list: `unread` and the sort only when set. */
export const toNotificationsQuery = (list: NotificationListParams): NotificationsQuery => ({
  page: list.page,
  limit: list.limit,
  ...(list.unread ? { unread: true } : {}),
  ...sortQueryOf(list.sort),
});
