import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

/** How many of the user's notifications are unread (`GET /notifications/unread-count`). */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api.unreadNotificationCount({ signal }).then((answer) => answer.data.count),
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
