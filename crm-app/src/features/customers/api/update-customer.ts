import type { UpdateCustomerBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';

/**
 * `PATCH /customers/{id}` with the fields that changed. The answer goes into the cache at once; then
 * every customer key is asked again (the directory's pages, the customer's history).
 */
export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) =>
      api.updateCustomer({ params: { id }, body }).then((answer) => answer.data),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.record(id), customer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
