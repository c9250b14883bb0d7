import type { NotificationSubject } from '@doorline/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard-keys';
import { dealerKeys } from './dealer-lookup';
import { orderKeys } from './order-keys';
import { searchKeys } from './search-keys';
import { userKeys } from './user-keys';

/*
 * What the live stream's events refresh (docs/notifications.md "Live"): an event is about a record,
 * and every screen that shows that record asks again, wherever it is open, so that the page behind a
 * toast says what the toast says (issue 40). The one map from an event's subject to query keys;
 * the keys are the resources' own factories, in lib/ so that this layer imports no feature.
 */

/** Home and the search palette show records, users and dealers of every kind, with their state. */
const everywhere: readonly QueryKey[] = [dashboardKeys.all, searchKeys.all];

/**
 * The query keys an event about `about` makes stale: the record itself (a sub-order's own parts and
 * its order's page, which lists it among the items), every list of its kind, Home and the search.
 * An event about nothing (`about` null) refreshes Home and the search only.
 */
export function subjectQueryKeys(about: NotificationSubject | null): QueryKey[] {
  if (!about) return [...everywhere];
  switch (about.kind) {
    case 'main':
      return [orderKeys.record(about.id), orderKeys.lists(), ...everywhere];
    case 'sub':
      return [
        orderKeys.record(about.id),
        ...(about.mainId ? [orderKeys.record(about.mainId)] : []),
        orderKeys.lists(),
        ...everywhere,
      ];
    case 'user':
      return [userKeys.record(about.id), userKeys.lists(), ...everywhere];
    case 'dealer':
      return [dealerKeys.record(about.id), dealerKeys.lists(), ...everywhere];
  }
}

/** Asks again what shows `about`: the open screens at once, the others when they next open. */
export function refreshSubject(queryClient: QueryClient, about: NotificationSubject | null) {
  return Promise.all(subjectQueryKeys(about).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The stream is open: whatever failed to load while it could not be (the server away, the network
 * cut) loads again by itself. Open again after it was lost (`reopened`), every answer is stale and
 * the open screens ask again too, since changes that told this user nothing may have happened
 * meanwhile. The missed notifications themselves come with the stream (`Last-Event-ID`).
 */
export function refreshOnOpen(queryClient: QueryClient, reopened: boolean) {
  if (reopened) return queryClient.invalidateQueries();
  return queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}
