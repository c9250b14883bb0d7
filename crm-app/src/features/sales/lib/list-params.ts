import {
  orderSortFields,
  orderStatuses,
  type ListSort,
  type OrderSortField,
  type OrderStatus,
} from '@doorline/api-client';
import { parseId } from '@/lib/ids';
import { oneOf, pageOf, searchOf, sortIn, sortQueryOf } from '@/lib/list-params';

export interface ListParams<F extends OrderSortField = OrderSortField> {
  page: number;
  limit: number;
  status: OrderStatus | undefined;
  search: string;
  dealerId: number | undefined;
  sort: ListSort<F> | undefined;
  /** Only the overdue records (docs/sales-flow.md "Overdue"): `?overdue=true`, as Home links. */
  overdue: boolean;
}

/**
 * A sales list's state from the URL (page, limit, status, search, dealerId, overdue, sort); bad values fall back. A
 * status the list cannot hold (`statuses`: its status filter's options) counts as none.
 */
export function parseListParams<F extends OrderSortField = OrderSortField>(
  params: URLSearchParams,
  statuses: readonly OrderStatus[] = orderStatuses,
  // The list's sortable fields: a sub-order list's have no reference (`subOrderSortFields`).
  fields: readonly F[] = orderSortFields as readonly OrderSortField[] as readonly F[],
): ListParams<F> {
  return {
    ...pageOf(params),
    status: oneOf(params.get('status'), statuses),
    search: searchOf(params),
    dealerId: parseId(params.get('dealerId')) ?? undefined,
    sort: sortIn(params, fields),
    overdue: params.get('overdue') === 'true',
  };
}

export const hasFilters = (list: ListParams) =>
  !!list.status || !!list.search || list.dealerId !== undefined || list.overdue;

/** The API query of a list: only what is set. */
export function toQuery<F extends OrderSortField>(list: ListParams<F>) {
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
