import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';
import type { DealerImportBody } from './check-dealer-import';

/** `POST /dealers/imports/{id}/run`: writes every row but the skipped ones, or none; the dealers' lists and look-ups are asked again. */
export function useRunDealerImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DealerImportBody }) =>
      api.runDealerImport({ params: { id }, body }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.all }),
  });
}
