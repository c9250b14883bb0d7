import { orderActionEndpoints, type OrderAction } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/** `PATCH /orders/{id}/{action}`: submit, approve, reject, confirm or cancel a quote or an order. */
export const actOnOrder = ({ action, id }: { action: OrderAction; id: number }) =>
  api.call(orderActionEndpoints[action], { params: { id } });

/**
 * An action of the record page. Success or not, the record and the lists are asked again in the
 * background (a 409 means the record moved meanwhile: the page shows where it is now).
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
