import { useQuery } from '@tanstack/react-query';
import { itemDoorQueryOptions, priceListsQueryOptions } from '@/lib/price-reads';

/** A configured item's door (`GET /items/{id}/door`, issue 43): its configuration, version and breakdown. */
export const useItemDoor = (itemId: number) => useQuery(itemDoorQueryOptions(itemId));

/**
 * The price lists with their versions (`GET /prices/lists`), to name the version a door was priced
 * from; nothing is asked of whom may not read prices (`enabled` false).
 */
export const usePriceLists = (enabled: boolean) => useQuery({ ...priceListsQueryOptions(), enabled });
