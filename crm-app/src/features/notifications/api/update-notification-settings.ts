import type { BodyOf, Endpoints } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

export type NotificationSettingsChange = BodyOf<Endpoints['updateNotificationSettings']>;

/** Changes the e-mail setting of any of the groups; the answer is the whole setting, kept as it is. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsChange) => api.updateNotificationSettings({ body }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings(), answer.data),
  });
}
