import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';
import { prefetchRecord } from '@/lib/prefetch-record';

/** A dealer with its contacts, its sales counts per stage and how many users it has. */
export const dealerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dealerKeys.record(id),
    queryFn: ({ signal }) => api.dealer({ params: { id }, signal }).then((answer) => answer.data),
  });

export const useDealer = (id: number) => useQuery(dealerQueryOptions(id));

/** Starts a dealer's page data from its path parameter (the router's prefetch). */
export const prefetchDealer = (param: string | undefined) => prefetchRecord(param, dealerQueryOptions);
