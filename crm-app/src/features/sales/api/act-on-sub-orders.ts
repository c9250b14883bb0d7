import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { runCalls, type ActionCall } from '../lib/sub-order-actions';
import { orderKeys } from '@/lib/order-keys';

/**
 * The calls of an action on selected sub-orders (`planCalls`), one after another until the first
 * refusal; the answer says which went through. Never rejects: the outcome carries the failure.
 */
export const actOnSubOrders = (calls: readonly ActionCall[]) => runCalls(api, calls);

/** A list's row or bulk action; the lists and records are asked again before it resolves. */
export function useSubOrderActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnSubOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
