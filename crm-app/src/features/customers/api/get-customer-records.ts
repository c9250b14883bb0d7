import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { orderKeys, type MainOrdersQuery } from '@/lib/order-keys';

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

export const useCustomerRecords = (customerId: number) =>
  useQuery(mainOrdersQueryOptions(customerRecordsQuery(customerId)));
