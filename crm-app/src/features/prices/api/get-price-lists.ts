import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/**
 * The price lists with their versions, newest first (`GET /prices/lists`, issue 43); a dealer user's
 * without the drafts.
 */
export const priceListsQueryOptions = () =>
  queryOptions({
    queryKey: priceKeys.lists(),
    queryFn: ({ signal }) => api.priceLists({ signal }).then((answer) => answer.data),
  });

export const usePriceLists = () => useQuery(priceListsQueryOptions());
