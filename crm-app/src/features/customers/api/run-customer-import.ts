import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import type { CustomerImportBody } from './check-customer-import';

/** `POST /customers/imports/{id}/run`: writes every row but the skipped ones, or none; the directory's pages are asked again. */
export function useRunCustomerImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CustomerImportBody }) =>
      api.runCustomerImport({ params: { id }, body }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}
