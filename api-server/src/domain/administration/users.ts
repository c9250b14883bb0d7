// Users as the organization area sees them (issue 10; docs/permissions.md "User lifecycle",
// "Lock-out guard", "Audit trail"): the list, a user's page, and role and status changes.
import {
  LOCK_OUT_PERMISSION,
  mayChangeUserStatus,
  serverMessage,
  type SettableUserStatus,
  type User,
  type userList,
  type UsersQuery,
  sortOf,
} from '@doorline/api-client';
import type { Db, Queryable, Tx } from '../../db/index.js';
import { findRole } from '../../db/queries/identity.js';
import { signal } from '../../db/queries/notifications.js';
import { revokeAllOfUser } from '../../db/queries/sessions.js';
import {
  countActiveHolders,
  findUser,
  listUsers,
  lockAdministration,
  lockUserForChange,
  setUserRole,
  setUserStatus,
  type UserRecord,
} from '../../db/queries/user-admin.js';
import { setTokensValidAfter } from '../../db/queries/users.js';
import { conflict, forbidden, invalidField, notFound } from '../errors.js';
import { inactiveAccountMessage, type AuthUser } from '../identity/sessions.js';
import { notify, type ChangeContext } from '../notifications/notify.js';
import { csvTimestamp } from '../exports/csv.js';
import type { ListCells } from '../exports/list-export.js';
import { pageAnswer } from '../pages.js';
import type { DealerScope } from '../scope.js';
import { recordAudit, visibleTrail, type AuditEntry } from './audit.js';

export const USER_NOT_FOUND = serverMessage('userNotFound');
export const OWN_ROLE = serverMessage('ownRole');
export const OWN_STATUS = serverMessage('ownStatus');
export const LOCKED_OUT = serverMessage('lockedOut');

export async function usersPage(db: Queryable, scope: DealerScope, query: UsersQuery) {
  const { type, status, dealerId, roleId, search } = query;
  const filter = { type, status, dealerId, roleId, search, scope, sort: sortOf(query) };
  return pageAnswer(query, (page) => listUsers(db, filter, page));
}

export async function userDetails(db: Queryable, scope: DealerScope, id: number): Promise<UserRecord> {
  const user = await findUser(db, scope, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** What the user holds now: their role's permissions, none when either is not active. */
export async function userPermissions(db: Queryable, scope: DealerScope, id: number) {
  const user = await userDetails(db, scope, id);
  return user.status === 'active' && user.role?.isActive ? user.role.permissions : [];
}

export const userTrail = visibleTrail('user', userDetails);

/** Locks the target for a change and checks it is in the caller's scope. */
async function lockTarget(tx: Queryable, scope: DealerScope, id: number) {
  const target = await lockUserForChange(tx, scope, id);
  if (!target) throw notFound(USER_NOT_FOUND);
  return target;
}

/** The lock-out guard: somebody active must still be able to manage roles after the change. */
export async function assertNotLockedOut(tx: Queryable) {
  if ((await countActiveHolders(tx, LOCK_OUT_PERMISSION)) === 0) throw conflict(LOCKED_OUT);
}

/**
 * One change of a user, in one transaction: the lock-out guard's lock, the user's row locked and
 * checked against the caller, the change (none when it returns null), the guard, the trail.
 */
async function changeUser(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  userId: number,
  at: Date,
  change: (tx: Tx, target: LockedUser) => Promise<Pick<AuditEntry, 'action' | 'before' | 'after'> | null>,
) {
  await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const target = await lockTarget(tx, scope, userId);
    const done = await change(tx, target);
    if (!done) return;
    await assertNotLockedOut(tx);
    await recordAudit(tx, { actorId: caller.id, subject: 'user', subjectId: userId, ...done, at });
  });
  return (await findUser(db, scope, userId))!;
}

type LockedUser = Awaited<ReturnType<typeof lockTarget>>;

/**
 * Gives the user another active role of their own type. It applies from the user's next request:
 * the server reads permissions on every request. The user is notified in the change's transaction,
 * which the lock-out guard may still refuse (then nobody is).
 */
export async function changeUserRole(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  userId: number,
  roleId: number,
  change: ChangeContext,
) {
  if (userId === caller.id) throw forbidden(OWN_ROLE);
  return changeUser(db, caller, scope, userId, change.at, async (tx, target) => {
    const role = await findRole(tx, roleId);
    if (!role || role.type !== target.type || !role.isActive)
      throw invalidField('roleId', serverMessage('chooseActiveRole', { type: target.type }));
    if (target.roleId === roleId) return null;
    const before = target.roleId === null ? null : await findRole(tx, target.roleId);
    await setUserRole(tx, userId, roleId, change.at);
    // The key beside the name, as in the trail below.
    await notify(tx, 'roleChanged', {
      actor: caller,
      about: { kind: 'user', id: userId },
      params: { role: role.name, roleKey: role.key },
      change,
    });
    // Their open app reloads them (docs/notifications.md "The live stream").
    await signal(tx, [{ type: 'user', userId }]);
    return {
      action: 'user.role_changed',
      // The key beside the name: the trail names a seeded role in the reader's language (issue 24).
      before: { roleId: target.roleId, role: before?.name ?? null, roleKey: before?.key ?? null },
      after: { roleId, role: role.name, roleKey: role.key },
    };
  });
}

/**
 * Suspends, blocks, deactivates or reactivates a user. Any status but active ends the user's
 * sessions and access tokens at once (docs/identity.md "Sessions").
 */
export async function changeUserStatus(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  userId: number,
  status: SettableUserStatus,
  at: Date,
) {
  if (userId === caller.id) throw forbidden(OWN_STATUS);
  return changeUser(db, caller, scope, userId, at, async (tx, target) => {
    if (!mayChangeUserStatus(target.status, status))
      throw conflict(
        serverMessage('userStatusChange', { from: target.status.replace('_', ' '), to: status }),
      );
    await setUserStatus(tx, userId, status, at);
    if (status !== 'active') {
      await setTokensValidAfter(tx, userId, at);
      await revokeAllOfUser(tx, userId, at);
    }
    // Their streams end, saying why (the account's refusal); a reactivated user's reload them.
    const refusal = inactiveAccountMessage(status);
    await signal(tx, [
      refusal
        ? { type: 'session-ended', userId, sessionId: null, code: refusal.code }
        : { type: 'user', userId },
    ]);
    return { action: 'user.status_changed', before: { status: target.status }, after: { status } };
  });
}

const joined = (values: readonly string[]) => values.join('; ');

/** The users list's file (issue 28): each column's cell. */
export const userCells: ListCells<typeof userList, User> = {
  name: (user) => user.name,
  email: (user) => user.email,
  type: (user, words) =>
    user.type === 'dealer' && user.dealer ? `${words.dealer}: ${user.dealer.name}` : words[user.type],
  role: (user, words) => user.role?.name ?? words.noRole,
  permissions: (user) => (user.role?.isActive ? joined(user.role.permissions.map((p) => p.key)) : ''),
  status: (user, words) => words.status.userStatus[user.status],
  created: (user) => csvTimestamp(user.createdAt),
  updated: (user) => csvTimestamp(user.updatedAt),
};
