import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { parseId } from '@/lib/ids';
import { queryClient } from '@/lib/query-client';
import { parseUserListParams, toUsersQuery, type UserListParams } from '../lib/user-list-params';
import { userKeys, type UsersQuery } from '@/lib/user-keys';

/** A page of users (spec §2 "Users list"): everyone for the organization, the own dealer's for a dealer. */
export const usersQueryOptions = listQueryOptions(userKeys.list, (args) => api.listUsers(args));

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));

/**
 * The users list's query for its page and filters, on a dealer company's Users tab fixed to that
 * dealer whatever the URL says: the one derivation that the list asks for and that the router's
 * prefetch starts, so both share a cache key.
 */
export const usersQueryOf = (list: UserListParams, fixedDealer: number | undefined): UsersQuery =>
  toUsersQuery(fixedDealer === undefined ? list : { ...list, type: undefined, dealerId: fixedDealer });

/**
 * Starts the users list from the page's URL search (the router's prefetch); `dealerParam`, a dealer
 * company's id from its path, for its Users tab.
 */
export const prefetchUsers = (search: URLSearchParams, dealerParam?: string) => {
  const fixedDealer = dealerParam === undefined ? undefined : parseId(dealerParam);
  if (fixedDealer === null) return;
  return queryClient.prefetchQuery(usersQueryOptions(usersQueryOf(parseUserListParams(search), fixedDealer)));
};
