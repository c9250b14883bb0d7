import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceRuleBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/** The rules' query keys: a dealer's rules, under the prices' keys. */
export const priceRuleKeys = {
  all: () => [...priceKeys.all, 'rules'] as const,
  dealer: (dealerId: number) => [...priceRuleKeys.all(), dealerId] as const,
};

/**
 * A dealer's discount rules in the order they apply (`GET /dealers/{id}/price-rules`, issue 43, part
 * 4b); nothing while no dealer is chosen.
 */
export const useDealerPriceRules = (dealerId: number | null) =>
  useQuery({
    queryKey: priceRuleKeys.dealer(dealerId ?? 0),
    queryFn: ({ signal }) =>
      api.dealerPriceRules({ params: { id: dealerId! }, signal }).then((answer) => answer.data),
    enabled: dealerId !== null,
  });

/** A new rule of a dealer (`POST`), or a rule changed (`PUT`); the dealer's rules are asked again. */
export function useSavePriceRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      dealerId,
      ruleId,
      body,
    }: {
      dealerId: number;
      ruleId: number | null;
      body: PriceRuleBody;
    }) =>
      ruleId === null
        ? api.createPriceRule({ params: { id: dealerId }, body })
        : api.changePriceRule({ params: { id: ruleId }, body }),
    onSuccess: (_answer, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: priceRuleKeys.dealer(dealerId) }),
  });
}

/** `DELETE /price-rules/{id}`; the dealer's rules are asked again. */
export function useDeletePriceRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId }: { dealerId: number; ruleId: number }) =>
      api.deletePriceRule({ params: { id: ruleId } }),
    onSuccess: (_answer, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: priceRuleKeys.dealer(dealerId) }),
  });
}
