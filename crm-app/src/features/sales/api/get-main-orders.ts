import { listStatuses, type MainStage } from '@doorline/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { parseListParams, toQuery, type ListParams } from '../lib/list-params';
import { orderKeys, type MainOrdersQuery } from './keys';

/** A page of main orders of one stage (the quotes, pre-orders and orders lists). */
export const mainOrdersQueryOptions = (query: MainOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.mainList(query),
    queryFn: ({ signal }) => api.mainOrders({ query, signal }),
    // A new page or filter keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

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
