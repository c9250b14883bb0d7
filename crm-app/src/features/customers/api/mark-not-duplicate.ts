import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';

/**
 * `POST /customers/{id}/not-duplicate` (issue 42): the pair of `id` and `duplicateId` leaves the
 * possible duplicates; the possible duplicates are asked again.
 */
export function useMarkNotDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, duplicateId }: { id: number; duplicateId: number }) =>
      api.markNotDuplicate({ params: { id }, body: { duplicateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'duplicates'] }),
  });
}
