import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys, type SubOrdersQuery } from './keys';

/** A page of sub-orders (the order items, production, warehouse and hold lists). */
export const subOrdersQueryOptions = (query: SubOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.subList(query),
    queryFn: ({ signal }) => api.subOrders({ query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSubOrders = (query: SubOrdersQuery) => useQuery(subOrdersQueryOptions(query));
