import { isEditableStatus, recordAccess, type CurrentUser, type OrderStatus } from '@doorline/api-client';
import { canAccess } from './permissions';

/**
 * The Change button of Quote information, Add item and Add door (a configured door, issue 43): editable
 * statuses and `recordAccess.write` (the contract's). A file of its own, not `./orders`, which every
 * page loads: only a record's pages and the configurator need it.
 */
export const canEditRecord = (status: OrderStatus, user: CurrentUser | undefined) =>
  isEditableStatus(status) && canAccess(user, recordAccess.write);
