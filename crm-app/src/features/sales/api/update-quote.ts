import type { UpdateOrderBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** `PATCH /orders/{id}`: a quote's reference number, note and requested date. */
export const updateQuote = ({ id, changes }: { id: number; changes: UpdateOrderBody }) =>
  api.updateOrder({ params: { id }, body: changes });

/** Edit quote; the record and the lists are asked again before the dialog closes. */
export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
