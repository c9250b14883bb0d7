import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders/{id}/comments`. */
export const addComment = ({ orderId, body }: { orderId: number; body: string }) =>
  api.addComment({ params: { id: orderId }, body: { body } });

/** A new comment; the record's comments are asked again. */
export const useAddComment = () =>
  useInvalidatingMutation(addComment, ({ orderId }) => orderKeys.comments(orderId));
