import { accountTypes, userStatuses, type AccountType, type UserStatus } from '@doorline/api-client';
import { parseId } from '@/lib/ids';
import { definedOnly, oneOf, pageOf, searchOf } from '@/lib/list-params';

export interface UserListParams {
  page: number;
  limit: number;
  type: AccountType | undefined;
  status: UserStatus | undefined;
  dealerId: number | undefined;
  search: string;
}

/** The users list's state from the URL (spec §2 "Users list": Type, Dealer, Status, search). */
export function parseUserListParams(params: URLSearchParams): UserListParams {
  return {
    ...pageOf(params),
    type: oneOf(params.get('type'), accountTypes),
    status: oneOf(params.get('status'), userStatuses),
    dealerId: parseId(params.get('dealerId')) ?? undefined,
    search: searchOf(params),
  };
}

export const hasUserFilters = (list: UserListParams) =>
  !!list.type || !!list.status || list.dealerId !== undefined || !!list.search;

/** The API query: only what is set. */
export const toUsersQuery = (list: UserListParams) => definedOnly({ ...list });
