import type { userList } from '@doorline/api-client';
import { accountTypes, userStatuses } from '@doorline/api-client';
import type { ListReading } from '@/lib/list-params';

/**
 * How a users page reads its list (spec §2 "Users list": Type, Dealer, Status and search): on a dealer
 * company's Users tab fixed to that dealer, without Type, whatever the URL says.
 */
export const usersReading = (fixedDealer: number | undefined): ListReading<typeof userList> => ({
  choices: { type: accountTypes, status: userStatuses },
  ...(fixedDealer === undefined ? {} : { fixed: { type: undefined, dealerId: fixedDealer } }),
});
