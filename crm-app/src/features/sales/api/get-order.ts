import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** A quote or an order with its sub-orders, dealer, customer, totals and history. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => api.orders.details(id, signal).then((answer) => answer.data),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
