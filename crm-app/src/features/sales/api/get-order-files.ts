import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/** A record's attached files. */
export const orderFilesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.files(id),
    queryFn: ({ signal }) => api.orderFiles({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useOrderFiles = (id: number) => useQuery(orderFilesQueryOptions(id));
