import { listStatuses, type MainStage } from '@doorline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { queryClient } from '@/lib/query-client';
import { parseListParams, toQuery, type ListParams } from '../lib/list-params';
import { orderKeys, type MainOrdersQuery } from '@/lib/order-keys';

/** A page of main orders of one stage (the quotes, pre-orders and orders lists). */
export const mainOrdersQueryOptions = listQueryOptions(orderKeys.mainList, (args) => api.mainOrders(args));

export const useMainOrders = (query: MainOrdersQuery) => useQuery(mainOrdersQueryOptions(query));

/**
 * The query of a stage's list for its page and filters (their defaults filled in): the one
 * derivation that the list asks for and that the router's prefetch starts, so both share a cache key.
 */
export const mainOrdersQueryOf = (stage: MainStage, list: ListParams): MainOrdersQuery => ({
  ...toQuery(list),
  stage,
});

/** Starts a stage's list from the page's URL search (the router's prefetch). */
export const prefetchMainOrders = (stage: MainStage, search: URLSearchParams) =>
  queryClient.prefetchQuery(
    mainOrdersQueryOptions(mainOrdersQueryOf(stage, parseListParams(search, listStatuses('main', stage)))),
  );
