import {
  listDefaults,
  listPageSizes,
  roleSortFields,
  type AccountType,
  type ListSort,
  type RoleSortField,
} from '@doorline/api-client';
import { sortIn, sortQueryOf } from '@/lib/list-params';
import { useListParams } from '@/lib/use-list-params';

/** The roles and permissions pages' state in the URL: the Organization | Dealer tab, page, limit, sort. */
export interface TypeListParams {
  type: AccountType;
  page: number;
  limit: number;
  /** The roles list's sort (issue 27). */
  sort: ListSort<RoleSortField> | undefined;
}

const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 0);

/** `?type=dealer` is the Dealer tab, anything else Organization; bad pages and limits fall back (spec §9). */
export function parseTypeListParams(params: URLSearchParams): TypeListParams {
  const limit = positiveInt(params.get('limit'));
  return {
    type: params.get('type') === 'dealer' ? 'dealer' : 'organization',
    page: positiveInt(params.get('page')) || listDefaults.page,
    limit: (listPageSizes as readonly number[]).includes(limit) ? limit : listDefaults.limit,
    sort: sortIn(params, roleSortFields),
  };
}

/** The roles list's query: its tab, page, limit and sort. */
export const rolesQueryOf = ({ type, page, limit, sort }: TypeListParams) => ({
  type,
  page,
  limit,
  ...sortQueryOf(sort),
});

/** Which column of the roles list sorts by which of the contract's `roleSortFields` (issue 27). */
export const roleSortColumns = {
  name: 'name',
  isActive: 'isActive',
  users: 'userCount',
  created: 'createdAt',
  updated: 'updatedAt',
} as const satisfies Record<string, RoleSortField>;

/** Where a tab leads: its type, page 1, the same limit. */
export const typeTabHref = (path: string, type: AccountType) =>
  type === 'dealer' ? `${path}?type=dealer` : path;

/** The tab, page and limit in the URL, paged as every list is. */
export const useTypeListParams = () => useListParams('roles', parseTypeListParams);
