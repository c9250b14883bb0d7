import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders/{id}/comments`, with the people it mentions (issue 40). */
export const addComment = ({
  orderId,
  body,
  mentions,
}: {
  orderId: number;
  body: string;
  mentions: number[];
}) =>
  api.addComment({ params: { id: orderId }, body: { body, ...(mentions.length > 0 ? { mentions } : {}) } });

/** A new comment; the record's comments are asked again. */
export const useAddComment = () =>
  useInvalidatingMutation(addComment, ({ orderId }) => orderKeys.comments(orderId));
