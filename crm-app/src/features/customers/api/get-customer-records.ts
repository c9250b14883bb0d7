import type { CurrentUser } from '@doorline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { orderKeys, type MainOrdersQuery } from '@/lib/order-keys';
import { mayOpen } from '@/lib/page-access';

/**
 * A customer's records (issue 42): its quotes, pre-orders and orders, newest first, through the main
 * orders' list with its `customerId` filter (docs/decisions.md "Issue 42: a quote's customer from the
 * directory"). Under the sales lists' keys, so a change of a record asks it again.
 */
export const customerRecordsQuery = (customerId: number): MainOrdersQuery => ({
  customerId,
  limit: 50,
  sort: 'createdAt',
  order: 'desc',
});

const mainOrdersQueryOptions = listQueryOptions(orderKeys.mainList, (args) => api.mainOrders(args));

/** `enabled`: false for a reader who may not see the records (the merge dialog's count of them). */
export const useCustomerRecords = (customerId: number, enabled = true) =>
  useQuery({ ...mainOrdersQueryOptions(customerRecordsQuery(customerId)), enabled });

/**
 * Each of a customer's records with its total and the ordered value (`GET /customers/{id}/figures`):
 * under the sales records' keys, so a change of a record or its items asks it again.
 */
export const useCustomerFigures = (customerId: number) =>
  useQuery({
    queryKey: [...orderKeys.all, 'customerFigures', customerId] as const,
    queryFn: ({ signal }) =>
      api.customerFigures({ params: { id: customerId }, signal }).then((answer) => answer.data),
  });

/** Whether `me` sees a customer's records: whoever may open the sales lists. */
export const mayReadRecords = (me: CurrentUser | undefined) => mayOpen(me, 'sales');
