import { listDefaults, listPageSizes, sortOf, type AnyList, type ListSort } from '@doorline/api-client';
import { validate, type Infer, type Struct } from 'superstruct';
import { parseId } from './ids';

// A list's state in the URL (spec §2: page, limit and the filters; issue 27: the sort), the same for
// every list.

/** Page and limit from the URL; bad values fall back to the spec's defaults (§9: 1 and 5). */
export function pageOf(params: URLSearchParams): { page: number; limit: number } {
  const limit = parseId(params.get('limit'));
  return {
    page: parseId(params.get('page')) ?? listDefaults.page,
    limit:
      limit !== null && (listPageSizes as readonly number[]).includes(limit) ? limit : listDefaults.limit,
  };
}

/** A new sort, or none (the default order): into the URL beside the filters, back to page 1. */
export function withSort(params: URLSearchParams, sort: ListSort<string> | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) {
    next.set('sort', sort.field);
    next.set('order', sort.order);
  } else {
    next.delete('sort');
    next.delete('order');
  }
  next.delete('page');
  return next;
}

export type FilterChange = Record<string, string | number | undefined>;

/** A filter changed: set or remove it, and go back to page 1 (limit stays). */
export function withFilter(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** A new page size starts again at page 1. */
export function withLimit(params: URLSearchParams, limit: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('limit', String(limit));
  next.delete('page');
  return next;
}

/** Clear: drops every filter, keeps page and limit (spec §2) and the sort (not a filter). */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['page', 'limit', 'sort', 'order']) {
    const value = params.get(key);
    if (value !== null) next.set(key, value);
  }
  return next;
}

/** A declared list's API query: its page and page size, and whatever filters and sort are set. */
export type ListQueryOf<L extends AnyList> = Infer<L['query']> & { page: number; limit: number };

/** What a page narrows its list to: its view, the filters it fixes, the choices a filter offers. */
export interface ListReading<L extends AnyList> {
  /** The view the page shows (`quotes` of the main orders): its filters are fixed. */
  view?: keyof NonNullable<L['views']> & string;
  /** Filters the page fixes (a view's stage, a dealer's own area): over what the URL says. */
  fixed?: Partial<Infer<L['query']>>;
  /** The values a filter offers (a stage's statuses): any other counts as none. */
  choices?: { [K in keyof Infer<L['query']>]?: readonly unknown[] };
}

const PAGING = ['page', 'limit'];

/**
 * A declared list's query from its page's URL (issue 41): page and page size with the spec's defaults
 * (`pageOf`), then each filter and the sort read with the contract's own struct for it, so that a value
 * the API would refuse counts as none (a bad `status`, `sort=nope`), as does one its filter does not
 * offer (`choices`) or a flag that is off; `order` only with a `sort`. Only what is set is in it: it is
 * the API's query as it is.
 */
export function readListQuery<L extends AnyList>(
  list: L,
  params: URLSearchParams,
  { view, fixed, choices }: ListReading<L> = {},
): ListQueryOf<L> {
  const query: Record<string, unknown> = { ...pageOf(params) };
  for (const [key, struct] of Object.entries(list.query.schema as Record<string, Struct<unknown>>)) {
    const raw = params.get(key);
    if (PAGING.includes(key) || raw === null || raw === '') continue;
    const [refused, value] = validate(raw, struct, { coerce: true });
    const offered = (choices as Record<string, readonly unknown[] | undefined> | undefined)?.[key];
    // A flag that is off (`overdue=false`) is no filter, as if it were not there.
    const set = !refused && value !== undefined && value !== false;
    if (set && (!offered || offered.includes(value))) query[key] = value;
  }
  if (query.sort === undefined) delete query.order;
  return { ...query, ...pinnedBy(list, { view, fixed }) } as ListQueryOf<L>;
}

/** The filters a page fixes: its view's, then its own. */
const pinnedBy = <L extends AnyList>(list: L, { view, fixed }: ListReading<L>): Record<string, unknown> => ({
  ...(view ? list.views?.[view]?.filters : undefined),
  ...fixed,
});

/** Whether any of a list's filters is set, besides those its page fixes (Clear shows then). */
export function hasFiltersIn<L extends AnyList>(
  list: L,
  query: ListQueryOf<L>,
  reading: ListReading<L> = {},
) {
  const pinned = pinnedBy(list, reading);
  return Object.keys(list.filters).some(
    (key) => !(key in pinned) && (query as Record<string, unknown>)[key] !== undefined,
  );
}

/** The sort a declared list's query asks for (`sort` and `order`), or none: its default order. */
export const querySort = <L extends AnyList>(query: ListQueryOf<L>) =>
  sortOf(query as { sort?: string; order?: 'asc' | 'desc' });
