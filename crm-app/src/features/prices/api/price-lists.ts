import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePriceListBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';
import { priceRuleKeys } from './price-rules';

/** `POST /prices/lists` (issue 43): a new price list, without versions yet. */
export const createPriceList = (body: CreatePriceListBody) => api.createPriceList({ body });

/** A new price list; the price lists are asked again. */
export const useCreatePriceList = () => useInvalidatingMutation(createPriceList, priceKeys.lists());

/**
 * `PUT /dealers/{id}/price-list` (issue 43): the list a dealer's quotes are priced from (null: the list
 * price); the dealer's rules, which answer it, are asked again.
 */
export function useSetDealerPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealerId, priceListId }: { dealerId: number; priceListId: number | null }) =>
      api.setDealerPriceList({ params: { id: dealerId }, body: { priceListId } }),
    onSuccess: (_answer, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: priceRuleKeys.dealer(dealerId) }),
  });
}
