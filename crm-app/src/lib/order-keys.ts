import type { Endpoints, QueryOf } from '@doorline/api-client';

/* The queries of the sales lists, as the API client takes them. */
export type MainOrdersQuery = QueryOf<Endpoints['mainOrders']>;
export type SubOrdersQuery = QueryOf<Endpoints['subOrders']>;

/*
 * The orders' query keys (see `./auth` for the convention). Every key of an order starts with
 * `orderKeys.all`, so one invalidation after a change of status asks the record and every sales list
 * again. Here rather than in the sales feature because the live stream (`./live-keys`) asks a
 * record and the lists again too.
 */

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  mainList: (query: MainOrdersQuery) => [...orderKeys.lists(), 'main', query] as const,
  subList: (query: SubOrdersQuery) => [...orderKeys.lists(), 'sub', query] as const,
  record: (id: number) => [...orderKeys.all, 'record', id] as const,
  details: (id: number) => [...orderKeys.record(id), 'details'] as const,
  items: (id: number) => [...orderKeys.record(id), 'items'] as const,
  comments: (id: number) => [...orderKeys.record(id), 'comments'] as const,
  /** Who a comment on the record may mention, by what is typed after `@` (issue 40). */
  mentionable: (id: number, search: string) => [...orderKeys.record(id), 'mentionable', search] as const,
  files: (id: number) => [...orderKeys.record(id), 'files'] as const,
};
