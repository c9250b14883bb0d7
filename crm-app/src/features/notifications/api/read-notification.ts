import type { Notification } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

/**
 * Marks one notification read (`PATCH /notifications/{id}/read`) when its link is followed: the
 * count drops at once for an unread one, then the count and the lists are asked again.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => api.readNotification({ params: { id: notification.id } }),
    onSuccess: (_answer, notification) => {
      if (notification.isOpen)
        queryClient.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
          count === undefined ? count : Math.max(0, count - 1),
        );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
