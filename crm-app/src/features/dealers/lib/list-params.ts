import {
  dealerSortFields,
  dealerStatusFilter,
  type DealerSortField,
  type ListSort,
} from '@doorline/api-client';
import { definedOnly, oneOf, pageOf, searchOf, sortIn, sortQueryOf } from '@/lib/list-params';

export interface DealerListParams {
  page: number;
  limit: number;
  status: (typeof dealerStatusFilter)[number] | undefined;
  search: string;
  sort: ListSort<DealerSortField> | undefined;
}

/** The dealers list's state from the URL (spec §2 "Dealers list": Status and search; §4 the status filter). */
export function parseDealerListParams(params: URLSearchParams): DealerListParams {
  return {
    ...pageOf(params),
    status: oneOf(params.get('status'), dealerStatusFilter),
    search: searchOf(params),
    sort: sortIn(params, dealerSortFields),
  };
}

/** Which column of the dealers list sorts by which of the contract's `dealerSortFields` (issue 27). */
export const dealerSortColumns = {
  name: 'name',
  status: 'status',
  created: 'createdAt',
  updated: 'updatedAt',
} as const satisfies Record<string, DealerSortField>;

export const hasDealerFilters = (list: DealerListParams) => !!list.status || !!list.search;

/** The API query: only what is set. */
export const toDealersQuery = ({ sort, ...list }: DealerListParams) =>
  definedOnly({ ...list, ...sortQueryOf(sort) });
