import { dealerStatusFilter } from '@doorline/api-client';
import { definedOnly, oneOf, pageOf, searchOf } from '@/lib/list-params';

export interface DealerListParams {
  page: number;
  limit: number;
  status: (typeof dealerStatusFilter)[number] | undefined;
  search: string;
}

/** The dealers list's state from the URL (spec §2 "Dealers list": Status and search; §4 the status filter). */
export function parseDealerListParams(params: URLSearchParams): DealerListParams {
  return {
    ...pageOf(params),
    status: oneOf(params.get('status'), dealerStatusFilter),
    search: searchOf(params),
  };
}

export const hasDealerFilters = (list: DealerListParams) => !!list.status || !!list.search;

/** The API query: only what is set. */
export const toDealersQuery = (list: DealerListParams) => definedOnly({ ...list });
