import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dealersQueryOptions, type DealersQuery } from '@/lib/dealer-lookup';

/** A page of the dealers list (spec §2 "Dealers list"): the look-up's `GET /dealers`, kept while paging. */
export const dealersListQueryOptions = (query: DealersQuery) =>
  queryOptions({ ...dealersQueryOptions(query), placeholderData: keepPreviousData });

export const useDealers = (query: DealersQuery) => useQuery(dealersListQueryOptions(query));
