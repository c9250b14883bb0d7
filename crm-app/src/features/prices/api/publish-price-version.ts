import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/**
 * `POST /prices/versions/{id}/publish` (issue 43): a draft takes effect from a day on, today or later;
 * the price lists and the version are asked again (its status, day and whether it is in force).
 */
export function usePublishPriceVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, effectiveFrom }: { id: number; effectiveFrom: string }) =>
      api.publishPriceVersion({ params: { id }, body: { effectiveFrom } }),
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: priceKeys.version(id) }),
      ]),
  });
}
