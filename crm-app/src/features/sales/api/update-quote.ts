import type { UpdateOrderBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `PATCH /orders/{id}`: a quote's reference number, note and requested date. */
export const updateQuote = ({ id, changes }: { id: number; changes: UpdateOrderBody }) =>
  api.updateOrder({ params: { id }, body: changes });

/** Edit quote; the record and the lists are asked again before the dialog closes. */
export const useUpdateQuote = () => useInvalidatingMutation(updateQuote, orderKeys.all);
