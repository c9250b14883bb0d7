import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list's query options for a page and its filters: under its key, from its endpoint's method. A new
 * page or filter keeps the rows on screen until the next ones arrive.
 */
export const listQueryOptions =
  <Q, T>(key: (query: Q) => QueryKey, read: (args: { query: Q; signal: AbortSignal }) => Promise<T>) =>
  (query: Q) =>
    queryOptions({
      queryKey: key(query),
      queryFn: ({ signal }) => read({ query, signal }),
      placeholderData: keepPreviousData,
    });
