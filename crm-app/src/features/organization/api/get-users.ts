import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { parseId } from '@/lib/ids';
import { queryClient } from '@/lib/query-client';
import { userList } from '@doorline/api-client';
import { readListQuery } from '@/lib/list-params';
import { usersReading } from '../lib/user-list-params';
import { userKeys, type UsersQuery } from '@/lib/user-keys';

/** A page of users (spec §2 "Users list"): everyone for the organization, the own dealer's for a dealer. */
export const usersQueryOptions = listQueryOptions(userKeys.list, (args) => api.listUsers(args));

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));

/**
 * Starts the users list from the page's URL search (the router's prefetch); `dealerParam`, a dealer
 * company's id from its path, for its Users tab.
 */
export const prefetchUsers = (search: URLSearchParams, dealerParam?: string) => {
  const fixedDealer = dealerParam === undefined ? undefined : parseId(dealerParam);
  if (fixedDealer === null) return;
  return queryClient.prefetchQuery(
    usersQueryOptions(readListQuery(userList, search, usersReading(fixedDealer))),
  );
};
