import {
  administrationAccess,
  userStatusActions,
  userStatusActionsFor,
  type CurrentUser,
  type SettableUserStatus,
  type UserStatus,
  type UserStatusAction,
} from '@doorline/api-client';
import { canAccess } from '@/lib/permissions';

/** What an administrator can do to a user from a list row or the user's page. */
export type UserAction = 'reinvite' | 'approve' | 'reject' | UserStatusAction;

/** Whether `me` may take any action on users: reinvite, approve or reject, change a status. */
export const mayActOnUsers = (me: CurrentUser | undefined): boolean =>
  canAccess(me, administrationAccess.inviteUsers) ||
  canAccess(me, administrationAccess.approveUsers) ||
  canAccess(me, administrationAccess.manageUsers);

/**
 * The actions a user's status allows (the contract's lifecycle, docs/permissions.md) that the
 * signed-in user may take: never on themselves. Screens only hide; the server decides.
 */
export function userActionsFor(
  target: { id: number; status: UserStatus },
  me: CurrentUser | undefined,
): UserAction[] {
  if (!me || me.id === target.id) return [];
  if (target.status === 'invited') return canAccess(me, administrationAccess.inviteUsers) ? ['reinvite'] : [];
  if (target.status === 'pending_approval')
    return canAccess(me, administrationAccess.approveUsers) ? ['approve', 'reject'] : [];
  return canAccess(me, administrationAccess.manageUsers) ? userStatusActionsFor(target.status) : [];
}

/** The status a status action sets; null for the others. */
export const statusOf = (action: UserAction): SettableUserStatus | null =>
  action in userStatusActions ? userStatusActions[action as UserStatusAction] : null;

/** Actions that take something away: their confirm button is the destructive one. */
export const isDestructiveUserAction = (action: UserAction): boolean =>
  action === 'reject' || action === 'suspend' || action === 'block' || action === 'deactivate';
