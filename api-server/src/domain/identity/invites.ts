import { serverMessage } from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import { emailTaken, findAccount, findRole, findUserSummary, updateUser } from '../../db/queries/identity.js';
import { findDealer } from '../../db/queries/dealers.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockUserForChange } from '../../db/queries/user-admin.js';
import { insertUser } from '../../db/queries/users.js';
import { recordAudit } from '../administration/audit.js';
import { activateOnRegistration } from '../dealers/dealers.js';
import { conflict, invalidField, notFound } from '../errors.js';
import { enqueue, type Messages } from '../messages/messages.js';
import { notify } from '../notifications/notify.js';
import { approvedEmail, codeSms, inviteEmail, inviteLink } from '../messages/templates.js';
import { assertInScope, type DealerScope } from '../scope.js';
import { ORGANIZATION_WIDE } from '../../db/queries/scope.js';
import { INVALID_CODE, INVITE_TTL_MS, type Codes } from './codes.js';
import { assertNotCommon, normalizeEmail } from './recovery.js';
import { hashPassword } from './passwords.js';
import type { AuthUser, ClientInfo, Identity } from './sessions.js';

export const USER_EXISTS = serverMessage('userExists');
export const PHONE_MISMATCH = serverMessage('phoneMismatch');
export const REGISTERED = 'Registration completed successfully!';
export const REGISTERED_PENDING =
  'Registration completed successfully! An administrator must approve your account before you can sign in.';

export interface InviteInput {
  name: string;
  email: string;
  phone: string;
  roleId: number;
  dealerId?: number | undefined;
}

export interface InviteDeps {
  db: Db;
  identity: Identity;
  codes: Codes;
  messages: Messages;
  now: () => Date;
  publicUrl: string;
}

/**
 * Invites, reinvites, approval, and completing registration (docs/permissions.md "User lifecycle").
 * Who may invite whom is the routes' guards (`administrationAccess`, `inviteTask`); here, which dealer.
 */
export function createInvites({ db, identity, codes, messages, now, publicUrl }: InviteDeps) {
  async function sendInvite(
    q: Queryable,
    invitee: { id: number; name: string; email: string; phone: string | null; dealerId: number | null },
    inviterId: number,
  ) {
    const code = await codes.issue(q, {
      purpose: 'invite',
      target: invitee.email,
      userId: invitee.id,
      ttlMs: INVITE_TTL_MS,
    });
    const inviter = await findAccount(q, { id: inviterId });
    // The invitee's dealer's name for the letter: a reinvite's is in the caller's scope already, and a
    // registration has no caller.
    const dealer =
      invitee.dealerId === null ? null : await findDealer(q, ORGANIZATION_WIDE, invitee.dealerId);
    const letter = inviteEmail({
      name: invitee.name,
      inviterName: inviter?.name ?? 'An administrator',
      where: dealer ? `the dealer ${dealer.name}` : 'the organization',
      link: inviteLink(publicUrl, invitee.email, code, invitee.phone),
      code,
    });
    await enqueue(q, now(), 'email', invitee.email, letter.subject, letter.body);
  }

  /**
   * Which dealer a dealer invite goes to: a dealer user's own (naming another is a 404), or the one
   * an organization user names (it must exist and not be deleted).
   */
  async function dealerOfInvite(scope: DealerScope, dealerId: number | undefined): Promise<number> {
    if (scope.kind === 'dealer') {
      assertInScope(scope, { dealerId: dealerId ?? scope.dealerId }, serverMessage('dealerNotFound'));
      return scope.dealerId;
    }
    if (dealerId === undefined) throw invalidField('dealerId', serverMessage('chooseDealer'));
    const dealer = await findDealer(db, scope, dealerId);
    if (!dealer || dealer.status === 'deleted') throw notFound(serverMessage('dealerNotFound'));
    return dealerId;
  }

  async function invite(
    caller: AuthUser,
    scope: DealerScope,
    kind: 'organization' | 'dealer',
    input: InviteInput,
  ) {
    const dealerId = kind === 'dealer' ? await dealerOfInvite(scope, input.dealerId) : null;
    const role = await findRole(db, input.roleId);
    if (!role || role.type !== kind || !role.isActive)
      throw invalidField('roleId', serverMessage('chooseActiveRole', { type: kind }));
    const email = normalizeEmail(input.email);
    if (await emailTaken(db, email)) throw invalidField('email', USER_EXISTS);
    const at = now();
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const userId = await insertUser(tx, {
          name: input.name.trim(),
          email,
          phone: input.phone,
          type: kind,
          status: 'invited',
          roleId: role.id,
          dealerId,
          invitedById: caller.id,
          createdAt: at,
          updatedAt: at,
        });
        await sendInvite(
          tx,
          { id: userId, name: input.name.trim(), email, phone: input.phone, dealerId },
          caller.id,
        );
        await recordAudit(tx, {
          actorId: caller.id,
          subject: 'user',
          subjectId: userId,
          action: 'user.invited',
          after: { name: input.name.trim(), email, type: kind, roleId: role.id, dealerId },
          at,
        });
        return userId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField('email', USER_EXISTS);
      throw error;
    }
    messages.wake();
    return (await findUserSummary(db, id))!;
  }

  /** A new invite code for an invited user; the old one stops working. */
  async function reinvite(caller: AuthUser, scope: DealerScope, userId: number) {
    const target = await findAccount(db, { id: userId });
    assertInScope(scope, target, serverMessage('userNotFound'));
    if (target.status !== 'invited') throw conflict(serverMessage('onlyInvitedReinvited'));
    await db.transaction(async (tx) => {
      await sendInvite(tx, target, caller.id);
      await recordAudit(tx, {
        actorId: caller.id,
        subject: 'user',
        subjectId: userId,
        action: 'user.reinvited',
        at: now(),
      });
    });
    messages.wake();
  }

  /** Approves (active) or rejects (blocked) a user pending approval; of two at once, one wins. */
  async function approve(caller: AuthUser, scope: DealerScope, userId: number, approved: boolean) {
    const target = await findAccount(db, { id: userId });
    if (!target) throw notFound(serverMessage('userNotFound'));
    await db.transaction(async (tx) => {
      const locked = await lockUserForChange(tx, scope, userId);
      if (locked?.status !== 'pending_approval') throw conflict(serverMessage('onlyPendingApproved'));
      const status = approved ? 'active' : 'blocked';
      await updateUser(tx, userId, { status, updatedAt: now() });
      await recordAudit(tx, {
        actorId: caller.id,
        subject: 'user',
        subjectId: userId,
        action: approved ? 'user.approved' : 'user.rejected',
        before: { status: 'pending_approval' },
        after: { status },
        at: now(),
      });
      if (approved) {
        const letter = approvedEmail(target.name, publicUrl);
        await enqueue(tx, now(), 'email', target.email, letter.subject, letter.body);
      }
    });
    messages.wake();
    return (await findUserSummary(db, userId))!;
  }

  /** The invited user behind a correct invite code (not used up); wrong codes count. */
  async function invitedBy(rawEmail: string, code: string, client: ClientInfo) {
    const email = normalizeEmail(rawEmail);
    const row = await codes.checkCodeField('invite', email, code, client.ip);
    const account = row.userId === null ? null : await findAccount(db, { id: row.userId });
    if (!account || account.status !== 'invited' || account.email !== email)
      throw invalidField('code', INVALID_CODE);
    return { row, account };
  }

  /** Registration step: the invite proves the caller; an SMS code goes to the invited phone. */
  async function sendPhoneCode(input: { email: string; code: string; phone: string }, client: ClientInfo) {
    const { account } = await invitedBy(input.email, input.code, client);
    if (account.phone !== input.phone) throw invalidField('phone', PHONE_MISMATCH);
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, {
        purpose: 'phone_verification',
        target: input.phone,
        userId: account.id,
      });
      await enqueue(tx, now(), 'sms', input.phone, null, codeSms('phone_verification', code));
    });
    messages.wake();
  }

  async function register(
    input: { email: string; code: string; phone: string; password: string; phoneCode: string },
    client: ClientInfo,
  ) {
    assertNotCommon(input.password, 'password');
    const { row: inviteRow, account } = await invitedBy(input.email, input.code, client);
    if (account.phone !== input.phone) throw invalidField('phone', PHONE_MISMATCH);
    const phoneRow = await codes.check({
      purpose: 'phone_verification',
      target: input.phone,
      code: input.phoneCode,
      field: 'phoneCode',
      address: client.ip,
      userId: account.id,
    });
    const passwordHash = await hashPassword(input.password);
    const inviter = account.invitedById === null ? null : await findAccount(db, { id: account.invitedById });
    const pending = inviter?.type === 'dealer';
    const change = { at: now(), publicUrl };
    await db.transaction(async (tx) => {
      await codes.consume(tx, inviteRow, 'code');
      await codes.consume(tx, phoneRow, 'phoneCode');
      await updateUser(tx, account.id, {
        passwordHash,
        status: pending ? 'pending_approval' : 'active',
        updatedAt: change.at,
      });
      if (account.dealerId !== null) await activateOnRegistration(tx, account.dealerId, account.id, change);
      // Whoever may approve them learns of it (docs/notifications.md); the user is its actor.
      if (pending)
        await notify(tx, 'userWaitsForApproval', {
          actor: account,
          about: { kind: 'user', id: account.id },
          params: { name: account.name },
          change,
        });
    });
    if (pending) {
      // E-mails of the notification, when an approver turned them on.
      messages.wake();
      return { message: REGISTERED_PENDING, data: { pendingApproval: true as const } };
    }
    return { message: REGISTERED, data: await identity.startSession(account.id, client) };
  }

  return { invite, reinvite, approve, sendPhoneCode, register };
}

export type Invites = ReturnType<typeof createInvites>;
