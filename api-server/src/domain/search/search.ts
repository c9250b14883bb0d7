// The one search box (issue 27; docs/search.md): what a caller finds, by the contract's
// `searchAccess` and in the caller's scope.
import {
  searchGroups,
  searchGroupsFor,
  searchLimit,
  type SearchQuery,
  type SearchResponse,
} from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { searchEverything } from '../../db/queries/search.js';
import type { AuthUser } from '../identity/sessions.js';
import type { DealerScope } from '../scope.js';

/**
 * `GET /search`: the groups the caller gets (the rule of the pages their results lead to), each
 * inside the caller's scope, in one statement; a group the caller does not get is left out, and one
 * with more matches than the search ranks is named in `capped`.
 */
export async function search(
  db: Queryable,
  caller: AuthUser,
  scope: DealerScope,
  query: SearchQuery,
): Promise<SearchResponse> {
  const groups = searchGroupsFor({ type: caller.type, has: (key) => caller.permissions.has(key) });
  const hits = await searchEverything(db, {
    term: query.q,
    limit: query.limit ?? searchLimit.default,
    records: groups.includes('records'),
    customers: groups.includes('customers'),
    dealers: groups.includes('dealers'),
    users: groups.includes('users'),
    scope,
  });
  const data: SearchResponse['data'] = {};
  if (hits.records) data.records = hits.records.items;
  if (hits.customers) data.customers = hits.customers.items;
  if (hits.dealers) data.dealers = hits.dealers.items;
  if (hits.users) data.users = hits.users.items;
  const capped = searchGroups.filter((group) => hits[group]?.capped);
  if (capped.length > 0) data.capped = capped;
  return { data };
}
