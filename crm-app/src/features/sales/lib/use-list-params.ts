import type { OrderStatus } from '@doorline/api-client';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearFilters,
  parseListParams,
  withFilter,
  withLimit,
  withPage,
  type FilterChange,
} from './list-params';

/**
 * A sales list's page, limit and filters, kept in the URL (spec §2 "Sales flow screens");
 * `statuses` are the ones the list can hold.
 */
export function useListParams(statuses: readonly OrderStatus[]) {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => parseListParams(params, statuses), [params, statuses]);
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
