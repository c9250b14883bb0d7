import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { queryClient } from '@/lib/query-client';
import { notificationList } from '@doorline/api-client';
import { readListQuery } from '@/lib/list-params';
import { notificationKeys, type NotificationsQuery } from './keys';

/** A page of the user's notifications, newest first; `unread` keeps the unread ones only. */
export const notificationsQueryOptions = listQueryOptions(notificationKeys.list, (args) =>
  api.listNotifications(args),
);

export const useNotifications = (query: NotificationsQuery) => useQuery(notificationsQueryOptions(query));

/** What the bell's popover shows: the latest ten (docs/notifications.md "Screens"). */
export const latestQuery: NotificationsQuery = { page: 1, limit: 10 };

/** Starts the list from the page's URL search (the router's prefetch), as the page asks for it. */
export const prefetchNotifications = (search: URLSearchParams) =>
  queryClient.prefetchQuery(notificationsQueryOptions(readListQuery(notificationList, search)));
