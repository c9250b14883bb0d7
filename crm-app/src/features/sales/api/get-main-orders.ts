import { mainOrderList, type MainStage } from '@doorline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { readListQuery } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { orderKeys, type MainOrdersQuery } from '@/lib/order-keys';
import { mainOrdersReading } from '../lib/list-params';

/** A page of main orders of one stage (the quotes, pre-orders and orders lists). */
export const mainOrdersQueryOptions = listQueryOptions(orderKeys.mainList, (args) => api.mainOrders(args));

export const useMainOrders = (query: MainOrdersQuery) => useQuery(mainOrdersQueryOptions(query));

/** Starts a stage's list from the page's URL search (the router's prefetch), as the list reads it. */
export const prefetchMainOrders = (stage: MainStage, search: URLSearchParams) =>
  queryClient.prefetchQuery(
    mainOrdersQueryOptions(readListQuery(mainOrderList, search, mainOrdersReading(stage))),
  );
