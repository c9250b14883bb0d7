import { serverMessage } from '@doorline/api-client';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { emailTaken, findAccount, updateUser } from '../../db/queries/identity.js';
import { enqueue, type Messages } from '../messages/messages.js';
import { codeEmail } from '../messages/templates.js';
import type { Codes } from './codes.js';
import { INVALID_CODE } from './codes.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';
import { invalidField } from '../errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { ClientInfo, Identity } from './sessions.js';
import { createThrottle } from './throttle.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const EMAIL_IN_USE = serverMessage('emailInUse');
export const WRONG_CURRENT_PASSWORD = serverMessage('currentPasswordWrong');

export function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw invalidField(field, COMMON_PASSWORD_MESSAGE);
}

export interface AccountDeps {
  db: Db;
  identity: Identity;
  codes: Codes;
  messages: Messages;
  now: () => Date;
}

/** Forgot / reset / change password and the change of e-mail (spec §4, docs/identity.md). */
export function createAccountService({ db, identity, codes, messages, now }: AccountDeps) {
  const passwordChangeThrottle = createThrottle(db, 'password_change', now);
  const emailChangeThrottle = createThrottle(db, 'email_change', now);

  /** Answers alike for every address; only an active account's owner gets the e-mail. */
  async function forgotPassword(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const account = await findAccount(db, { email });
    const real = account !== null && account.status === 'active';
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, {
        purpose: 'password_reset',
        target: email,
        userId: real ? account.id : null,
      });
      if (real) {
        const letter = codeEmail('password_reset', code);
        await enqueue(tx, now(), 'email', email, letter.subject, letter.body);
      }
    });
    messages.wake();
  }

  /** Trades a correct e-mailed code for a single-use reset token (10 minutes). */
  async function verifyForgotCode(rawEmail: string, code: string, client: ClientInfo): Promise<string> {
    const email = normalizeEmail(rawEmail);
    const row = await codes.checkCodeField('password_reset', email, code, client.ip);
    if (row.userId === null) throw invalidField('code', INVALID_CODE);
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await codes.consume(tx, row, 'code');
      await codes.issue(tx, {
        purpose: 'password_reset_token',
        target: email,
        userId: row.userId,
        code: token,
        noResendLimit: true,
      });
    });
    return token;
  }

  async function resetPassword(rawEmail: string, token: string, password: string, client: ClientInfo) {
    const email = normalizeEmail(rawEmail);
    assertNotCommon(password, 'password');
    const row = await codes.checkCodeField('password_reset_token', email, token, client.ip);
    const account = row.userId === null ? null : await findAccount(db, { id: row.userId });
    if (!account || account.status !== 'active') throw invalidField('code', INVALID_CODE);
    const passwordHash = await hashPassword(password);
    // Sessions end first: should the write below fail, the account is signed out, never left open.
    await identity.logout(account.id, undefined);
    await db.transaction(async (tx) => {
      await codes.consume(tx, row, 'code');
      await updateUser(tx, account.id, { passwordHash, updatedAt: now() });
    });
  }

  /**
   * Needs the current password; ends every session and answers a new one. The notification stream of
   * `sessionId`, the caller's, is not told to sign out: the caller goes on in the new session.
   */
  async function changePassword(
    userId: number,
    oldPassword: string,
    newPassword: string,
    client: ClientInfo,
    sessionId?: string,
  ) {
    // Counted before the password is checked (issue 39): tries racing in cannot all be checked.
    const attempt = await passwordChangeThrottle.begin(`user:${userId}`, client.ip);
    const account = await findAccount(db, { id: userId });
    if (!account || !(await verifyPassword(account.passwordHash, oldPassword)))
      throw invalidField('oldPassword', WRONG_CURRENT_PASSWORD);
    await attempt.succeeded();
    assertNotCommon(newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    await identity.logout(userId, undefined, sessionId);
    await updateUser(db, userId, { passwordHash, updatedAt: now() });
    return identity.startSession(userId, client);
  }

  /** Step 1 of the e-mail change: the password proves the caller; a code goes to the new address. */
  async function requestEmailChange(userId: number, rawEmail: string, password: string, client: ClientInfo) {
    const attempt = await emailChangeThrottle.begin(`user:${userId}`, client.ip);
    const account = await findAccount(db, { id: userId });
    if (!account || !(await verifyPassword(account.passwordHash, password)))
      throw invalidField('password', serverMessage('passwordWrong'));
    await attempt.succeeded();
    const email = normalizeEmail(rawEmail);
    if (email === account.email) throw invalidField('email', serverMessage('emailUnchanged'));
    if (await emailTaken(db, email, userId)) throw invalidField('email', EMAIL_IN_USE);
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, { purpose: 'change_email', target: email, userId });
      const letter = codeEmail('change_email', code);
      await enqueue(tx, now(), 'email', email, letter.subject, letter.body);
    });
    messages.wake();
  }

  /**
   * Step 2 (`POST /email/change-email-otp-verification`, spec §7): trades the code sent to the new
   * address for a single-use token (10 minutes), as the forgotten password's verify does.
   */
  async function verifyEmailChangeCode(userId: number, rawEmail: string, code: string, client: ClientInfo) {
    const email = normalizeEmail(rawEmail);
    const row = await codes.checkCodeField('change_email', email, code, client.ip, userId);
    if (await emailTaken(db, email, userId)) throw invalidField('email', EMAIL_IN_USE);
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await codes.consume(tx, row, 'code');
      await codes.issue(tx, {
        purpose: 'change_email_token',
        target: email,
        userId,
        code: token,
        noResendLimit: true,
      });
    });
    return token;
  }

  /** Step 3 (`PATCH /email/change`): step 2's token makes the new address the account's e-mail. */
  async function changeEmail(userId: number, rawEmail: string, token: string, client: ClientInfo) {
    const email = normalizeEmail(rawEmail);
    const row = await codes.checkCodeField('change_email_token', email, token, client.ip, userId);
    try {
      await db.transaction(async (tx) => {
        await codes.consume(tx, row, 'code');
        if (await emailTaken(tx, email, userId)) throw invalidField('email', EMAIL_IN_USE);
        await updateUser(tx, userId, { email, updatedAt: now() });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField('email', EMAIL_IN_USE);
      throw error;
    }
  }

  return {
    forgotPassword,
    verifyForgotCode,
    resetPassword,
    changePassword,
    requestEmailChange,
    verifyEmailChangeCode,
    changeEmail,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
