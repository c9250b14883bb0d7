import { listDefaults, listPageSizes, type AccountType } from '@doorline/api-client';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

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

export function useTypeListParams() {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => parseTypeListParams(params), [params]);
  const set = useCallback(
    (name: 'page' | 'limit', value: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, String(value));
        // A new page size starts again at page 1.
        if (name === 'limit') next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback((page: number) => set('page', page), [set]);
  const setLimit = useCallback((limit: number) => set('limit', limit), [set]);
  return { list, setPage, setLimit };
}
