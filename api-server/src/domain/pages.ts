// A list's page from its query, with the spec's defaults (§9: page 1, limit 5), and a list's answer:
// its rows and its pagination (the page, the limit and the number that match).
import { listDefaults } from '@doorline/api-client';

export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
}

export const pageOf = (query: PageQuery) => ({
  page: query.page ?? listDefaults.page,
  limit: query.limit ?? listDefaults.limit,
});

/** Reads the query's page of a list (`read`) and answers it with its pagination. */
export async function pageAnswer<T>(
  query: PageQuery,
  read: (page: ReturnType<typeof pageOf>) => Promise<{ data: T[]; count: number }>,
) {
  const page = pageOf(query);
  const { data, count } = await read(page);
  return { data, pagination: { ...page, count } };
}
