import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/** A record's comments, oldest first. */
export const orderCommentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.comments(id),
    queryFn: ({ signal }) => api.orderComments({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useOrderComments = (id: number) => useQuery(orderCommentsQueryOptions(id));
