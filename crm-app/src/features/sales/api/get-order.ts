import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { parseId } from '@/lib/ids';
import { queryClient } from '@/lib/query-client';
import { orderKeys } from './keys';

/** A quote or an order with its sub-orders, dealer, customer, totals and history. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => api.orders.details(id, signal).then((answer) => answer.data),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

/** Starts a record's details from its path parameter (the router's prefetch); ignores a bad id. */
export function prefetchOrder(param: string | undefined): Promise<void> {
  const id = parseId(param);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(orderQueryOptions(id));
}
