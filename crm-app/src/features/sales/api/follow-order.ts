import type { OrderDetails } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/** `PUT` (follow) or `DELETE` (unfollow) `/orders/main/{id}/follow` (issue 40). */
export const setFollowing = ({ orderId, follow }: { orderId: number; follow: boolean }) =>
  (follow ? api.followOrder : api.unfollowOrder)({ params: { id: orderId } });

/**
 * Follows or unfollows a record; the answer (whether the reader now follows it) goes into the record's
 * details at once, with nothing asked again.
 */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    onSuccess: (answer, { orderId }) =>
      queryClient.setQueryData<OrderDetails>(orderKeys.details(orderId), (order) =>
        order ? { ...order, following: answer.data.following } : order,
      ),
  });
}
