import { customerList } from '@doorline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys, type CustomersQuery } from '@/lib/customer-keys';
import { readListQuery } from '@/lib/list-params';
import { listQueryOptions } from '@/lib/list-query';
import { queryClient } from '@/lib/query-client';

/** A page of the customer directory (issue 42): every customer for the organization, the own dealer's for a dealer. */
export const customersQueryOptions = listQueryOptions(customerKeys.list, (args) => api.customers(args));

export const useCustomers = (query: CustomersQuery) => useQuery(customersQueryOptions(query));

/** Starts the directory from the page's URL search (the router's prefetch), as the list asks for it. */
export const prefetchCustomers = (search: URLSearchParams) =>
  queryClient.prefetchQuery(customersQueryOptions(readListQuery(customerList, search)));
