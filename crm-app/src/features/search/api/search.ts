import { searchTermLength, type SearchResults } from '@doorline/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { searchKeys } from '@/lib/search-keys';

/**
 * `GET /search?q=` (docs/search.md): what the user may find for a term. The request is given the
 * query's signal, so TanStack Query aborts it once the term has changed and nothing waits for it;
 * an answer is never fresh (`staleTime` 0), so that a record's status is the one it has now.
 */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.term(q),
    queryFn: ({ signal }): Promise<SearchResults> =>
      api.search({ query: { q }, signal }).then((answer) => answer.data),
    staleTime: 0,
  });

/**
 * The answer for a term (the palette's debounced one): none under 2 characters once trimmed, and
 * the previous term's answer kept while the next one loads (`isPlaceholderData`).
 */
export function useSearch(term: string) {
  const q = term.trim();
  return useQuery({
    ...searchQueryOptions(q),
    enabled: q.length >= searchTermLength.min,
    placeholderData: keepPreviousData,
  });
}
