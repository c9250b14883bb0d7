import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** `PATCH /orders/{id}/dealer`: the quote's dealer. */
export const assignDealer = ({ orderId, dealerId }: { orderId: number; dealerId: number }) =>
  api.assignDealer({ params: { id: orderId }, body: { dealerId } });

/** Assign dealer; the record (dealer, discount, totals) and the lists are asked again. */
export function useAssignDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDealer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
