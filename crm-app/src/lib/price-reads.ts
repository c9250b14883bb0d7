import { queryOptions } from '@tanstack/react-query';
import type { Configuration } from '@doorline/api-client';
import { api } from './api';

/*
 * The prices' query keys (issue 43; see `./auth` for the convention), all under `all`, and the reads
 * that both the prices' pages (the configurator among them) and a quote's items make: the price lists
 * with their versions and a configured item's door. Here rather than in the prices feature because
 * the sales feature's "Why this price" reads them too.
 */
const all = ['prices'] as const;

export const priceKeys = {
  all,
  /** The catalogue: families, models, option groups and options (`GET /prices/catalogue`). */
  catalogue: () => [...all, 'catalogue'] as const,
  /** The price lists with their versions (`GET /prices/lists`): a new, published or deleted draft changes it. */
  lists: () => [...all, 'lists'] as const,
  /** A version with its prices (`GET /prices/versions/{id}`). */
  version: (id: number) => [...all, 'version', id] as const,
  /** A configuration's check and price (`POST /prices/check`), by the configuration asked. */
  check: (configuration: Configuration) => [...all, 'check', configuration] as const,
  /** Every configured item's door: re-pricing a quote (issue 43, part 5) changes its doors. */
  itemDoors: () => [...all, 'item-door'] as const,
  /** A configured item's door (`GET /items/{id}/door`): kept as it was added; only re-pricing changes it. */
  itemDoor: (itemId: number) => [...priceKeys.itemDoors(), itemId] as const,
};

/**
 * The price lists with their versions, newest first (`GET /prices/lists`, issue 43); a dealer user's
 * without the drafts.
 */
export const priceListsQueryOptions = () =>
  queryOptions({
    queryKey: priceKeys.lists(),
    queryFn: ({ signal }) => api.priceLists({ signal }).then((answer) => answer.data),
  });

/**
 * A configured item's door (`GET /items/{id}/door`, issue 43, part 3): its configuration with the
 * names it had when it was added, its price version and its breakdown. It never changes, so it is
 * asked once.
 */
export const itemDoorQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: priceKeys.itemDoor(itemId),
    queryFn: ({ signal }) => api.itemDoor({ params: { id: itemId }, signal }).then((answer) => answer.data),
    staleTime: Infinity,
  });
