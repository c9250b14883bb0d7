import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearFilters, withFilter, withLimit, withPage, type FilterChange } from './list-params';

/** A list's page, limit and filters, kept in the URL; `parse` reads them with their defaults. */
export function useListParams<T>(parse: (params: URLSearchParams) => T) {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => parse(params), [parse, params]);
  const setFilter = useCallback(
    (change: FilterChange) => setParams((current) => withFilter(current, change)),
    [setParams],
  );
  const setPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  const setLimit = useCallback(
    (limit: number) => setParams((current) => withLimit(current, limit)),
    [setParams],
  );
  const clear = useCallback(() => setParams((current) => clearFilters(current)), [setParams]);
  return { list, setFilter, setPage, setLimit, clear };
}
