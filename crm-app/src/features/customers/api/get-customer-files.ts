import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';

/** A customer's files, newest first (`GET /customers/{id}/files`, issue 42). */
export const customerFilesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.files(id),
    queryFn: ({ signal }) => api.customerFiles({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useCustomerFiles = (id: number) => useQuery(customerFilesQueryOptions(id));
