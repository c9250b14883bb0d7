import { listPageSizes, type ListKey, type ListPageSize, type ListSort } from '@doorline/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearFilters, withFilter, withLimit, withPage, withSort, type FilterChange } from './list-params';
import { useListSetting, withSavedLimit } from './list-settings';

/** A list's page and limit and how to change them (in the URL or kept in the component). */
export interface ListPaging {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/**
 * A list's page, limit, filters and sort, kept in the URL; `parse` reads them with their defaults (a
 * list that sorts reads its `sort` with `sortIn`). A new filter or sort goes back to page 1. Without
 * a limit in the URL the list shows the page size the user chose for it last (issue 40), which a new
 * choice saves on the server.
 */
export function useListParams<T extends { page: number; limit: number; sort?: ListSort<string> | undefined }>(
  key: ListKey,
  parse: (params: URLSearchParams) => T,
) {
  const [params, setParams] = useSearchParams();
  const { setting, save } = useListSetting(key);
  const list = useMemo(() => parse(withSavedLimit(params, setting.limit)), [parse, params, setting.limit]);
  const setFilter = useCallback(
    (change: FilterChange) => setParams((current) => withFilter(current, change)),
    [setParams],
  );
  const setPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  const setLimit = useCallback(
    (limit: number) => {
      setParams((current) => withLimit(current, limit));
      if ((listPageSizes as readonly number[]).includes(limit)) save({ limit: limit as ListPageSize });
    },
    [setParams, save],
  );
  const clear = useCallback(() => setParams((current) => clearFilters(current)), [setParams]);
  const setSort = useCallback(
    (sort: NonNullable<T['sort']> | undefined) => setParams((current) => withSort(current, sort)),
    [setParams],
  );
  const paging = useMemo<ListPaging>(
    () => ({ page: list.page, limit: list.limit, setPage, setLimit }),
    [list.page, list.limit, setPage, setLimit],
  );
  return { list, paging, setFilter, clear, setSort, setting, save };
}

/** Page and limit of a table kept in the component (a table on a record's page, not in the URL). */
export function useLocalPaging(initialLimit = 10): ListPaging {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return {
    page,
    limit,
    setPage,
    /** A new page size starts again at page 1. */
    setLimit: (next: number) => {
      setLimit(next);
      setPage(1);
    },
  };
}
