import {
  accountTypes,
  userSortFields,
  userStatuses,
  type AccountType,
  type ListSort,
  type UserSortField,
  type UserStatus,
} from '@doorline/api-client';
import { parseId } from '@/lib/ids';
import { definedOnly, oneOf, pageOf, searchOf, sortIn, sortQueryOf } from '@/lib/list-params';

export interface UserListParams {
  page: number;
  limit: number;
  type: AccountType | undefined;
  status: UserStatus | undefined;
  dealerId: number | undefined;
  search: string;
  sort: ListSort<UserSortField> | undefined;
}

/** The users list's state from the URL (spec §2 "Users list": Type, Dealer, Status, search; the sort). */
export function parseUserListParams(params: URLSearchParams): UserListParams {
  return {
    ...pageOf(params),
    type: oneOf(params.get('type'), accountTypes),
    status: oneOf(params.get('status'), userStatuses),
    dealerId: parseId(params.get('dealerId')) ?? undefined,
    search: searchOf(params),
    sort: sortIn(params, userSortFields),
  };
}

/** Which column of the users list sorts by which of the contract's `userSortFields` (issue 27). */
export const userSortColumns = {
  name: 'name',
  email: 'email',
  role: 'role',
  status: 'status',
  created: 'createdAt',
  updated: 'updatedAt',
} as const satisfies Record<string, UserSortField>;

export const hasUserFilters = (list: UserListParams) =>
  !!list.type || !!list.status || list.dealerId !== undefined || !!list.search;

/** The API query: only what is set. */
export const toUsersQuery = ({ sort, ...list }: UserListParams) =>
  definedOnly({ ...list, ...sortQueryOf(sort) });
