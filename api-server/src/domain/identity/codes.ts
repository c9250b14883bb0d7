import { serverMessage } from '@doorline/api-client';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/index.js';
import {
  consumeCode,
  countCodeTry,
  findLatestCode,
  findLiveCode,
  giveBackCodeTry,
  insertCode,
  voidCode,
  voidCodes,
  type CodeRow,
} from '../../db/queries/codes.js';
import { invalidField, tooMany } from '../errors.js';
import { createThrottle } from './throttle.js';

// docs/identity.md "One-time codes".
export const CODE_TTL_MS = 10 * 60_000;
export const INVITE_TTL_MS = 7 * 24 * 3600_000;
export const RESEND_SECONDS = 60;
export const MAX_WRONG_TRIES = 5;

export const INVALID_CODE = serverMessage('codeInvalid');
export const CODE_VOIDED = serverMessage('codeVoided');

export type CodePurpose =
  | 'invite'
  | 'phone_verification'
  | 'password_reset'
  | 'password_reset_token'
  | 'change_email'
  /** The single-use token a verified e-mail change code is traded for (issue 40). */
  | 'change_email_token'
  /** A second-factor code to sign in. */
  | 'two_factor'
  /** A code to turn two-factor on. */
  | 'two_factor_enable'
  /** A code to turn two-factor off. */
  | 'two_factor_disable';

export interface IssueOptions {
  purpose: CodePurpose;
  /** The address the code goes to: a lower-cased e-mail or a phone number. */
  target: string;
  userId: number | null;
  ttlMs?: number;
  /** A given secret instead of 6 random digits (the reset and e-mail change tokens). */
  code?: string;
  /** Skip the 60 s resend rule (a token, issued once per verified code). */
  noResendLimit?: boolean;
}

export interface CheckOptions {
  purpose: CodePurpose;
  target: string;
  code: string;
  /** The field a wrong code is reported on (`code`, `phoneCode`, `token`, `twoFactorToken`). */
  field: string;
  /** The client address, for the per-address brute-force bound. */
  address: string;
  /** When set, the code must have been issued to this user. */
  userId?: number;
}

/** Six random digits, every value equally likely. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * One-time codes: stored as an HMAC bound to their purpose and address, single use, expiring,
 * at most 5 wrong tries, one new code a minute per purpose and address, and every check behind
 * the brute-force bound of its purpose.
 */
export function createCodes(db: Db, settings: { secret: string; now: () => Date }) {
  const { now } = settings;
  const key = createHash('sha256').update(`doorline one-time codes\0${settings.secret}`).digest();
  const throttles = new Map<string, ReturnType<typeof createThrottle>>();
  const throttleOf = (purpose: string) => {
    let throttle = throttles.get(purpose);
    if (!throttle) {
      throttle = createThrottle(db, `code:${purpose}`, now);
      throttles.set(purpose, throttle);
    }
    return throttle;
  };

  const digest = (purpose: string, target: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}\0${target}\0${code}`).digest('hex');

  /**
   * Seconds until a new code for this purpose and address may be sent; 0 when it may now. Only a
   * code still waiting to be used holds the next one back: once used (or voided), asking again
   * starts a new exchange, such as signing in again right after signing out.
   */
  async function resendWait(q: Queryable, purpose: CodePurpose, target: string): Promise<number> {
    const latest = await findLatestCode(q, purpose, target);
    if (!latest || latest.consumedAt) return 0;
    const waitMs = latest.lastSentAt.getTime() + RESEND_SECONDS * 1000 - now().getTime();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async function assertMaySend(q: Queryable, purpose: CodePurpose, target: string): Promise<void> {
    const wait = await resendWait(q, purpose, target);
    if (wait > 0) throw tooMany(serverMessage('codeWait', { seconds: wait }), wait);
  }

  /**
   * Issues a new code (voiding the older ones) and returns it, to be sent by the caller. Call it in
   * a transaction: a lock on the purpose and address makes concurrent requests wait, so that only
   * one of them sends within the resend window.
   */
  async function issue(q: Queryable, options: IssueOptions): Promise<string> {
    const { purpose, target } = options;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${target}`}))`);
    if (!options.noResendLimit) await assertMaySend(q, purpose, target);
    const at = now();
    const code = options.code ?? randomCode();
    await voidCodes(q, purpose, target, at);
    await insertCode(q, {
      purpose,
      target,
      userId: options.userId,
      codeHash: digest(purpose, target, code),
      expiresAt: new Date(at.getTime() + (options.ttlMs ?? CODE_TTL_MS)),
      lastSentAt: at,
      createdAt: at,
    });
    return code;
  }

  /**
   * Checks a code without using it up: 400 on `field` when wrong, expired or voided, 429 while the
   * target or the address is blocked. The try is counted before the code is compared (issue 39), by
   * the purpose's bound and by the code's own 5 tries, each in one statement outside the caller's
   * transaction, so a failing action cannot roll it back and tries racing in cannot all be compared.
   * Returns the code's row; `consume` it in the action's transaction.
   */
  async function check(options: CheckOptions): Promise<CodeRow> {
    const { purpose, target, field } = options;
    const attempt = await throttleOf(purpose).begin(target, options.address);
    const at = now();
    const row = await findLiveCode(db, purpose, target, at);
    if (!row || (options.userId !== undefined && row.userId !== options.userId))
      throw invalidField(field, INVALID_CODE);
    if (!(await countCodeTry(db, row.id, MAX_WRONG_TRIES))) {
      await voidCode(db, row.id, at);
      throw invalidField(field, CODE_VOIDED);
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(digest(purpose, target, options.code), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
      throw invalidField(field, INVALID_CODE);
    await giveBackCodeTry(db, row.id);
    await attempt.succeeded();
    return row;
  }

  /** `check` of a code typed into the `code` field: an e-mailed code, an invite or the reset token. */
  function checkCodeField(
    purpose: CodePurpose,
    target: string,
    code: string,
    address: string,
    userId?: number,
  ) {
    return check({ purpose, target, code, field: 'code', address, userId });
  }

  /** Uses a checked code up inside the action's transaction; 400 when another request used it first. */
  async function consume(q: Queryable, row: CodeRow, field: string): Promise<void> {
    if (!(await consumeCode(q, row.id, now()))) throw invalidField(field, INVALID_CODE);
  }

  return { issue, check, checkCodeField, consume, resendWait, assertMaySend, throttleOf };
}

export type Codes = ReturnType<typeof createCodes>;
