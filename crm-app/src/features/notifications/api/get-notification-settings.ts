import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

/** The user's e-mail setting per group (`GET /users/me/notification-settings`). */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => api.notificationSettings({ signal }).then((answer) => answer.data),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
