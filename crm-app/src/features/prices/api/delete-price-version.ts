import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/**
 * `DELETE /prices/versions/{id}` (issue 43): a draft goes with its prices; the price lists are asked
 * again and its prices forgotten.
 */
export function useDeletePriceVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deletePriceVersion({ params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: priceKeys.version(id) });
      return queryClient.invalidateQueries({ queryKey: priceKeys.lists() });
    },
  });
}
