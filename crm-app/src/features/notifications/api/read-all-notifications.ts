import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

/** "Mark all as read" (`PATCH /notifications/read-all`): the count is 0 at once, the lists follow. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.readAllNotifications(),
    onSuccess: () => {
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), 0);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
