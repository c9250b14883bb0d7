import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys, type MainOrdersQuery } from './keys';

/** A page of main orders of one stage (the quotes, pre-orders and orders lists). */
export const mainOrdersQueryOptions = (query: MainOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.mainList(query),
    queryFn: ({ signal }) => api.orders.mainOrders(query, signal),
    // A new page or filter keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useMainOrders = (query: MainOrdersQuery) => useQuery(mainOrdersQueryOptions(query));
