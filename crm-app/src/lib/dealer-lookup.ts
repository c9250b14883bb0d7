import type { DealerStatus, Endpoints, QueryOf } from '@doorline/api-client';
import { DEALER_LOOKUP_LIMIT } from '@doorline/api-client';
import type { ComboBoxLoadPage } from '@doorline/design-system';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api';
import { recordKeys } from './record-keys';

export type DealersQuery = QueryOf<Endpoints['dealers']>;
export type DealerAuditQuery = QueryOf<Endpoints['dealerAudit']>;

/**
 * The dealers' query keys, the one definition of the app (see `./auth` for the convention): the
 * look-up and the dealers list are pages of `GET /dealers`; a dealer's record, its users and its
 * audit trail sit under it, so a change of the dealer asks them all again.
 */
const dealerRecordKeys = recordKeys<DealersQuery, DealerAuditQuery>('dealers');
export const dealerKeys = {
  ...dealerRecordKeys,
  users: (dealerId: number) => [...dealerRecordKeys.record(dealerId), 'users'] as const,
};

/** One page of `GET /dealers`: the dealers list's and the look-up's. */
export const dealersQueryOptions = (query: DealersQuery) =>
  queryOptions({
    queryKey: dealerKeys.list(query),
    queryFn: ({ signal }) => api.dealers({ query, signal }),
  });

/**
 * Which dealers a look-up offers: `active` for the quote form and Assign dealer (a quote is made
 * only for a dealer that works with us), `any` for the filters and the invite form (any dealer but
 * a deleted one, which `GET /dealers` leaves out unless asked for).
 */
export type DealerLookupScope = 'active' | 'any';

const lookupStatus: Record<DealerLookupScope, DealerStatus | undefined> = {
  active: 'active',
  any: undefined,
};

/**
 * The one dealer look-up of every screen (the lists' Dealer filter, Create Quote, Assign dealer, the
 * users filter and the invite form): a combo box's pages of 20 by name or e-mail, while the server
 * says there are more. The pages go through the query cache, so reopening the box does not ask again.
 */
export function useDealerLookup(scope: DealerLookupScope = 'any'): ComboBoxLoadPage {
  const queryClient = useQueryClient();
  return useCallback<ComboBoxLoadPage>(
    async ({ search, page }) => {
      const term = search.trim();
      const status = lookupStatus[scope];
      const answer = await queryClient.fetchQuery(
        dealersQueryOptions({
          page,
          limit: DEALER_LOOKUP_LIMIT,
          ...(status ? { status } : {}),
          ...(term ? { search: term } : {}),
        }),
      );
      return {
        items: answer.data.map((dealer) => ({ id: String(dealer.id), label: dealer.name })),
        hasMore: answer.hasMore,
      };
    },
    [queryClient, scope],
  );
}

/**
 * The name of the dealer a filter has chosen (`dealerId` in the URL): `known` when the page already
 * has it (a row of the list carries it), else one row of `GET /dealers?id=`, asked only then. A
 * filter shows it rather than "All dealers" or a bare id, even on an empty result (issue 24).
 */
export function useDealerName(id: number | undefined, known: string | undefined): string | undefined {
  const answer = useQuery({
    ...dealersQueryOptions({ id: id ?? 0, limit: 1 }),
    enabled: id !== undefined && known === undefined,
  });
  return known ?? (id === undefined ? undefined : answer.data?.data.find((dealer) => dealer.id === id)?.name);
}
