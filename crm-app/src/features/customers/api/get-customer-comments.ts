import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';

/** A customer's comments, oldest first (`GET /customers/{id}/comments`, issue 42). */
export const customerCommentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.comments(id),
    queryFn: ({ signal }) => api.customerComments({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useCustomerComments = (id: number) => useQuery(customerCommentsQueryOptions(id));
