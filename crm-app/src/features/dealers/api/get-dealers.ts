import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dealersQueryOptions, type DealersQuery } from '@/lib/dealer-lookup';
import { queryClient } from '@/lib/query-client';
import { dealerList } from '@doorline/api-client';
import { readListQuery } from '@/lib/list-params';
import { dealersReading } from '../lib/list-params';

/** A page of the dealers list (spec §2 "Dealers list"): the look-up's `GET /dealers`, kept while paging. */
export const dealersListQueryOptions = (query: DealersQuery) =>
  queryOptions({ ...dealersQueryOptions(query), placeholderData: keepPreviousData });

export const useDealers = (query: DealersQuery) => useQuery(dealersListQueryOptions(query));

/** Starts the dealers list from the page's URL search (the router's prefetch), as the list asks for it. */
export const prefetchDealers = (search: URLSearchParams) =>
  queryClient.prefetchQuery(dealersListQueryOptions(readListQuery(dealerList, search, dealersReading)));
