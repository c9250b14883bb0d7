import type { ApiClient } from '@doorline/api-client';
import type { ComboBoxLoadPage } from '@doorline/design-system';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api';

export type DealerLookupQuery = Parameters<ApiClient['dealers']['lookup']>[0];

/** The dealers' query keys (see `./auth` for the convention). */
export const dealerKeys = {
  all: ['dealers'] as const,
  lookup: (query: DealerLookupQuery) => [...dealerKeys.all, 'lookup', query] as const,
  users: (dealerId: number) => [...dealerKeys.all, dealerId, 'users'] as const,
};

/** One page of the dealer look-up (by name). */
export const dealersQueryOptions = (query: DealerLookupQuery) =>
  queryOptions({
    queryKey: dealerKeys.lookup(query),
    queryFn: ({ signal }) => api.dealers.lookup(query, signal),
  });

/**
 * The one dealer look-up of every screen (the lists' Dealer filter, Create Quote, Assign dealer, the
 * users filter and the invite form): a combo box's pages of 20 by name, while the server says there
 * are more. The pages go through the query cache, so reopening the box does not ask again.
 */
export function useDealerLookup(): ComboBoxLoadPage {
  const queryClient = useQueryClient();
  return useCallback<ComboBoxLoadPage>(
    async ({ search, page }) => {
      const term = search.trim();
      const answer = await queryClient.fetchQuery(
        dealersQueryOptions({ page, limit: 20, ...(term ? { search: term } : {}) }),
      );
      return {
        items: answer.data.map((dealer) => ({ id: String(dealer.id), label: dealer.name })),
        hasMore: answer.hasMore,
      };
    },
    [queryClient],
  );
}
