import { listDefaults, listPageSizes, type AccountType } from '@doorline/api-client';
import { useListParams } from '@/lib/use-list-params';

/** The roles and permissions pages' state in the URL: the Organization | Dealer tab, page and limit. */
export interface TypeListParams {
  type: AccountType;
  page: number;
  limit: number;
}

const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 0);

/** `?type=dealer` is the Dealer tab, anything else Organization; bad pages and limits fall back (spec §9). */
export function parseTypeListParams(params: URLSearchParams): TypeListParams {
  const limit = positiveInt(params.get('limit'));
  return {
    type: params.get('type') === 'dealer' ? 'dealer' : 'organization',
    page: positiveInt(params.get('page')) || listDefaults.page,
    limit: (listPageSizes as readonly number[]).includes(limit) ? limit : listDefaults.limit,
  };
}

/** Where a tab leads: its type, page 1, the same limit. */
export const typeTabHref = (path: string, type: AccountType) =>
  type === 'dealer' ? `${path}?type=dealer` : path;

/** The tab, page and limit in the URL, paged as every list is. */
export const useTypeListParams = () => useListParams(parseTypeListParams);
