import { useQuery } from '@tanstack/react-query';
import { priceListsQueryOptions } from '@/lib/price-reads';

/**
 * The price lists with their versions, newest first (`GET /prices/lists`, issue 43); a dealer user's
 * without the drafts. Its query options are shared with a quote's items (`@/lib/price-reads`).
 */
export const usePriceLists = () => useQuery(priceListsQueryOptions());
