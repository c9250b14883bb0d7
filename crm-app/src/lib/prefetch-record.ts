import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
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
