import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { prefetchRecord } from '@/lib/prefetch-record';
import { orderKeys } from './keys';

/** A quote or an order with its sub-orders, dealer, customer, totals and history. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => api.orderDetails({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

/** Starts a record's details from its path parameter (the router's prefetch). */
export const prefetchOrder = (param: string | undefined) => prefetchRecord(param, orderQueryOptions);
