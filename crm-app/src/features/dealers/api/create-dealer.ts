import type { CreateDealerBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';

/** `POST /dealers`: a new dealer company (its discount starts at 0). */
export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDealerBody) => api.createDealer({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.all }),
  });
}
