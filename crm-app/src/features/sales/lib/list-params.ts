import {
  orderSortFields,
  orderStatuses,
  type ListSort,
  type OrderSortField,
  type OrderStatus,
} from '@doorline/api-client';
import { parseId } from '@/lib/ids';
import { oneOf, pageOf, searchOf, sortIn, sortQueryOf } from '@/lib/list-params';

export interface ListParams {
  page: number;
  limit: number;
  status: OrderStatus | undefined;
  search: string;
  dealerId: number | undefined;
  sort: ListSort<OrderSortField> | undefined;
  /** Only the overdue records (docs/sales-flow.md "Overdue"): `?overdue=true`, as Home links. */
  overdue: boolean;
}

/**
 * A sales list's state from the URL (page, limit, status, search, dealerId, overdue, sort); bad values fall back. A
 * status the list cannot hold (`statuses`: its status filter's options) counts as none.
 */
export function parseListParams(
  params: URLSearchParams,
  statuses: readonly OrderStatus[] = orderStatuses,
): ListParams {
  return {
    ...pageOf(params),
    status: oneOf(params.get('status'), statuses),
    search: searchOf(params),
    dealerId: parseId(params.get('dealerId')) ?? undefined,
    sort: sortIn(params, orderSortFields),
    overdue: params.get('overdue') === 'true',
  };
}

export const hasFilters = (list: ListParams) =>
  !!list.status || !!list.search || list.dealerId !== undefined || list.overdue;

/** The API query of a list: only what is set. */
export function toQuery(list: ListParams) {
  return {
    page: list.page,
    limit: list.limit,
    ...(list.status ? { status: list.status } : {}),
    ...(list.search ? { search: list.search } : {}),
    ...(list.dealerId !== undefined ? { dealerId: list.dealerId } : {}),
    ...(list.overdue ? { overdue: true } : {}),
    ...sortQueryOf(list.sort),
  };
}
