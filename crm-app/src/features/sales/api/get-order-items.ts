import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/** A quote's items (the first 100: the Items tab shows them on one page). */
export const orderItemsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.items(id),
    queryFn: ({ signal }) =>
      api.orderItems({ params: { orderId: id }, query: { page: 1, limit: 100 }, signal }),
  });

export const useOrderItems = (id: number) => useQuery(orderItemsQueryOptions(id));
