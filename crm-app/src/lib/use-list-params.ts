import {
  listPageSizes,
  type AnyList,
  type ListKey,
  type ListPageSize,
  type ListSort,
} from '@doorline/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearFilters,
  hasFiltersIn,
  querySort,
  readListQuery,
  withFilter,
  withLimit,
  withPage,
  withSort,
  type FilterChange,
  type ListQueryOf,
  type ListReading,
} from './list-params';
import { useListSetting, withSavedLimit } from './list-settings';

/** A list's page and limit and how to change them (in the URL or kept in the component). */
export interface ListPaging {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/**
 * A list's page, limit, filters and sort, kept in the URL; `parse` reads them with their defaults
 * (`readListQuery`, by the list's declaration). A new filter or sort goes back to page 1. Without
 * a limit in the URL the list shows the page size the user chose for it last (issue 40), which a new
 * choice saves on the server.
 */
function useListParams<T extends { page: number; limit: number }>(
  key: ListKey,
  parse: (params: URLSearchParams) => T,
) {
  const { setting, save } = useListSetting(key);
  const saveLimit = useCallback((limit: ListPageSize) => save({ limit }), [save]);
  return { ...useUrlListParams(parse, setting.limit, saveLimit), setting, save };
}

/**
 * A list's page, limit and filters kept in the URL, as `useListParams` keeps a declared list's: for a
 * list that has no declaration and so no saved page size (the possible duplicates, issue 42) unless
 * `savedLimit` and `saveLimit` give one.
 */
export function useUrlListParams<T extends { page: number; limit: number }>(
  parse: (params: URLSearchParams) => T,
  savedLimit: number | null = null,
  saveLimit?: (limit: ListPageSize) => void,
) {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => parse(withSavedLimit(params, savedLimit)), [parse, params, savedLimit]);
  const setFilter = useCallback(
    (change: FilterChange) => setParams((current) => withFilter(current, change)),
    [setParams],
  );
  const setPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  const setLimit = useCallback(
    (limit: number) => {
      setParams((current) => withLimit(current, limit));
      if ((listPageSizes as readonly number[]).includes(limit)) saveLimit?.(limit as ListPageSize);
    },
    [setParams, saveLimit],
  );
  const clear = useCallback(() => setParams((current) => clearFilters(current)), [setParams]);
  const setSort = useCallback(
    (sort: ListSort<string> | undefined) => setParams((current) => withSort(current, sort)),
    [setParams],
  );
  const paging = useMemo<ListPaging>(
    () => ({ page: list.page, limit: list.limit, setPage, setLimit }),
    [list.page, list.limit, setPage, setLimit],
  );
  return { list, paging, setFilter, clear, setSort };
}

/** What `ListTable` needs of a declared list: the list, its view, its query and its sort. */
export interface DeclaredListState {
  list: AnyList;
  view: string | undefined;
  query: Readonly<Record<string, unknown>>;
  /** The path's parameters of a list under a record (its items). */
  params?: Readonly<Record<string, unknown>> | undefined;
  sort: ListSort<string> | undefined;
  onSortChange: (sort: ListSort<string> | undefined) => void;
}

/**
 * A declared list's page (issue 41): its query read from the URL by its declaration (`readListQuery`)
 * as the page reads it (its view, its fixed filters, its filters' choices); its paging, filters and
 * sort kept in the URL; whether a filter is set; and what its `ListTable` needs (`declared`).
 */
export function useListQuery<L extends AnyList>(list: L, reading: ListReading<L> = {}) {
  // The page's reading is values (a view, a dealer's id, a filter's choices): compared as such.
  const key = JSON.stringify(reading);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => reading, [key]);
  const parse = useCallback((params: URLSearchParams) => readListQuery(list, params, stable), [list, stable]);
  const state = useListParams((stable.view ?? list.key) as ListKey, parse);
  const query: ListQueryOf<L> = state.list;
  const sort = querySort(query);
  const declared = useMemo<DeclaredListState>(
    () => ({ list, view: stable.view, query, sort, onSortChange: state.setSort }),
    [list, stable.view, query, sort, state.setSort],
  );
  return { ...state, query, sort, hasFilters: hasFiltersIn(list, query, stable), declared };
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
