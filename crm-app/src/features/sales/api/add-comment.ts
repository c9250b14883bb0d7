import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** `POST /orders/{id}/comments`. */
export const addComment = ({ orderId, body }: { orderId: number; body: string }) =>
  api.addComment({ params: { id: orderId }, body: { body } });

/** A new comment; the record's comments are asked again. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_answer, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.comments(orderId) }),
  });
}
