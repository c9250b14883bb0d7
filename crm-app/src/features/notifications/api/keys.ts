import type { Endpoints, QueryOf } from '@doorline/api-client';

/* The notifications' queries, as the API client takes them, and their keys (see `@/lib/auth` for the convention). */
export type NotificationsQuery = QueryOf<Endpoints['listNotifications']>;

/**
 * The unread count and every page of notifications sit under `all`: a new notification, a read one
 * or "mark all" asks them all again. The e-mail settings are apart: nothing a notification does
 * changes them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationsQuery) => [...notificationKeys.lists(), query] as const,
  settings: () => ['notification-settings'] as const,
};
