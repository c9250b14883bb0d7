import type { CreateOrderBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders`: a new quote in draft. */
export const createQuote = (body: CreateOrderBody) => api.createOrder({ body }).then((answer) => answer.data);

/** Create Quote; the lists are asked again (in the background: the screen moves to the new quote). */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
