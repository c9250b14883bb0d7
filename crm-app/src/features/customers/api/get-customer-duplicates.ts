import type { Customer, CustomerDuplicate, DuplicateReason } from '@doorline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys, type CustomerDuplicatesQuery } from '@/lib/customer-keys';
import { parseId } from '@/lib/ids';
import { pageOf } from '@/lib/list-params';
import { listQueryOptions } from '@/lib/list-query';

/**
 * A page of the possible duplicates (issue 42, `GET /customers/duplicates`): pairs of one dealer's
 * customers that may be one, the older first, each with why; the organization's of every dealer (or
 * one), a dealer user's of their own dealer.
 */
export const customerDuplicatesQueryOptions = listQueryOptions(customerKeys.duplicates, (args) =>
  api.customerDuplicates(args),
);

/** A pair as a row of a table: its place in the whole list is its id (a pair has none of its own). */
export interface DuplicateRow {
  id: number;
  pair: readonly [Customer, Customer];
  reasons: readonly DuplicateReason[];
}

/** The pairs of a page as rows, numbered by their place in the whole list. */
const rowsOf =
  ({ page = 1, limit = 5 }: CustomerDuplicatesQuery) =>
  (answer: { data: CustomerDuplicate[]; pagination: { page: number; limit: number; count: number } }) => ({
    ...answer,
    data: answer.data.map(({ customers: [older, newer], reasons }, index): DuplicateRow => ({
      id: (page - 1) * limit + index + 1,
      pair: [older!, newer!],
      reasons,
    })),
  });

export const useCustomerDuplicates = (query: CustomerDuplicatesQuery) =>
  useQuery({ ...customerDuplicatesQueryOptions(query), select: rowsOf(query) });

/** The page's query from its URL: page and page size (the lists' defaults), and the dealer filter. */
export function duplicatesQueryOf(params: URLSearchParams) {
  const dealerId = parseId(params.get('dealerId'));
  return { ...pageOf(params), ...(dealerId === null ? {} : { dealerId }) } satisfies CustomerDuplicatesQuery;
}
