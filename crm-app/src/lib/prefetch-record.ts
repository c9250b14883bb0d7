import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { parseId } from './ids';
import { queryClient } from './query-client';

/** Starts a record's page data from its path parameter (the router's prefetch); ignores a bad id. */
export function prefetchRecord<T, K extends QueryKey>(
  param: string | undefined,
  optionsFor: (id: number) => FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const id = parseId(param);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(optionsFor(id));
}

/**
 * A record read by its id: its query options under its key, from its endpoint's method (the answer's
 * `data`), and its prefetch from its path parameter (`prefetchRecord`).
 */
export function recordQuery<T>(
  key: (id: number) => QueryKey,
  read: (args: { params: { id: number }; signal: AbortSignal }) => Promise<{ data: T }>,
) {
  const options = (id: number) =>
    queryOptions({
      queryKey: key(id),
      queryFn: ({ signal }) => read({ params: { id }, signal }).then((answer) => answer.data),
    });
  return { options, prefetch: (param: string | undefined) => prefetchRecord(param, options) };
}
