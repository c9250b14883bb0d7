import type { UpdateDealerBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';

/**
 * `PATCH /dealers/{id}`, one section at a time: the account, a contact, the responsible contact or
 * the status. The answer goes into the cache at once; then every dealer key is asked again (the
 * lists, the look-ups, the trail).
 */
export function useUpdateDealer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDealerBody) =>
      api.updateDealer({ params: { id }, body }).then((answer) => answer.data),
    onSuccess: (dealer) => {
      queryClient.setQueryData(dealerKeys.record(id), dealer);
      return queryClient.invalidateQueries({ queryKey: dealerKeys.all });
    },
  });
}
