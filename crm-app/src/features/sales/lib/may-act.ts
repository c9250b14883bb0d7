import { mayTakeAction, type CurrentUser, type SalesAction } from '@doorline/api-client';
import { accountTypeOf, can } from '@/lib/permissions';

/**
 * Whether the user's permissions allow a sales action: the contract's sales-flow module names the
 * permission each action needs per account type (docs/permissions.md). Screens only hide; the
 * server refuses it either way.
 */
export const mayAct = (user: CurrentUser | undefined, action: SalesAction): boolean =>
  user !== undefined && mayTakeAction(action, { type: accountTypeOf(user), has: (key) => can(user, key) });
