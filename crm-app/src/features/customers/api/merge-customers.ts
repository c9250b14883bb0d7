import type { MergeCustomersBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { orderKeys } from '@/lib/order-keys';

/**
 * `POST /customers/{id}/merge` (issue 42): `duplicateId` merged into the customer `id`, which survives.
 * The survivor's answer goes into the cache at once and the merged one's is dropped (it is gone);
 * then every customer key is asked again (the directory, the possible duplicates, the survivor's
 * history), and the sales lists, whose records of the merged customer are now the survivor's.
 */
export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MergeCustomersBody }) =>
      api.mergeCustomers({ params: { id }, body }),
    onSuccess: (answer, { body }) => {
      queryClient.removeQueries({ queryKey: customerKeys.record(body.duplicateId) });
      queryClient.setQueryData(customerKeys.record(answer.data.id), answer.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
