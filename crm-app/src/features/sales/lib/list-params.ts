import { listDefaults, listPageSizes, orderStatuses, type OrderStatus } from '@doorline/api-client';

/** Spec §9, from the contract: default page 1, default limit 5, limit options 5, 10, 25, 50, 100. */
export const LIMIT_OPTIONS = listPageSizes;
export const DEFAULT_LIMIT = listDefaults.limit;

export interface ListParams {
  page: number;
  limit: number;
  status: OrderStatus | undefined;
  search: string;
  dealerId: number | undefined;
}

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 2147483647 ? n : undefined;
};

/**
 * A list's state from the URL (page, limit, status, search, dealerId); bad values fall back. A
 * status the list cannot hold (`statuses`: its status filter's options) counts as none.
 */
export function parseListParams(
  params: URLSearchParams,
  statuses: readonly OrderStatus[] = orderStatuses,
): ListParams {
  const limit = positiveInt(params.get('limit'));
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page')) ?? listDefaults.page,
    limit:
      limit !== undefined && (LIMIT_OPTIONS as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    status: (statuses as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
    search: (params.get('search') ?? '').slice(0, 100),
    dealerId: positiveInt(params.get('dealerId')),
  };
}

export type FilterChange = Partial<Pick<ListParams, 'status' | 'search' | 'dealerId'>>;

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

/** Clear: drops status, search and dealerId, keeps page and limit (spec §2). */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['page', 'limit']) {
    const value = params.get(key);
    if (value !== null) next.set(key, value);
  }
  return next;
}

export const hasFilters = (list: ListParams) => !!list.status || !!list.search || list.dealerId !== undefined;

/** The API query of a list: only what is set. */
export function toQuery(list: ListParams) {
  return {
    page: list.page,
    limit: list.limit,
    ...(list.status ? { status: list.status } : {}),
    ...(list.search ? { search: list.search } : {}),
    ...(list.dealerId !== undefined ? { dealerId: list.dealerId } : {}),
  };
}
