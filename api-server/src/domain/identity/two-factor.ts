import { serverMessage } from '@doorline/api-client';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/index.js';
import { findAccount, lockUser, updateUser, type Account } from '../../db/queries/identity.js';
import { findLastTotpStep, saveLastTotpStep } from '../../db/queries/two-factor.js';
import type { TwoFactorType } from '../../db/schema.js';
import { conflict, DomainError, invalidField, unauthenticated } from '../errors.js';
import { enqueue, type Messages } from '../messages/messages.js';
import { codeEmail, codeSms } from '../messages/templates.js';
import type { CodePurpose, Codes } from './codes.js';
import type { ClientInfo } from './sessions.js';
import { createThrottle } from './throttle.js';

export const TOTP_ISSUER = 'Doorline CRM';
const PERIOD = 30;
export const INVALID_TOTP = serverMessage('totpInvalid');
export const REUSED_TOTP = serverMessage('totpReused');
export const PHONE_MISSING = serverMessage('phoneMissing');
const SIGN_IN = 'two_factor' satisfies CodePurpose;
const ENABLE = 'two_factor_enable' satisfies CodePurpose;
const DISABLE = 'two_factor_disable' satisfies CodePurpose;

export type CodeChannel = 'sms' | 'email';
export type TwoFactorMethod = Exclude<TwoFactorType, 'none'>;

export interface TwoFactorDeps {
  db: Db;
  codes: Codes;
  messages: Messages;
  now: () => Date;
  /** The server secret the key that encrypts TOTP secrets at rest is derived from. */
  secret: string;
}

function totpOf(secret: string, label: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** Two-factor sign-in: an authenticator app (TOTP), or a code by SMS or e-mail (docs/identity.md). */
export function createTwoFactor({ db, codes, messages, now, secret }: TwoFactorDeps) {
  const throttle = createThrottle(db, 'two_factor', now);
  const key = createHash('sha256').update(`doorline two-factor secrets\0${secret}`).digest();

  function encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  function decrypt(stored: string): string | null {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || !data) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }

  const addressOf = (account: Account, channel: CodeChannel) =>
    channel === 'email' ? account.email : account.phone;
  const targetOf = (channel: CodeChannel, address: string) => `${channel}:${address}`;

  async function accountOf(userId: number): Promise<Account> {
    const account = await findAccount(db, { id: userId });
    if (!account) throw unauthenticated(serverMessage('invalidAccessToken'));
    return account;
  }

  /** A new secret and its QR code; nothing is stored until `enable` proves the app has it. */
  async function generate(userId: number) {
    const account = await accountOf(userId);
    const fresh = new Secret({ size: 20 }).base32;
    const qrCodeDataURL = await QRCode.toDataURL(totpOf(fresh, account.email).toString());
    return { secret: fresh, qrCodeDataURL };
  }

  /**
   * Sends a code by SMS or e-mail (60 s between two sends of one purpose). Turning 2FA on or off
   * and signing in are separate purposes, so signing in right after enabling gets its own code.
   */
  async function sendCode(
    account: Account,
    channel: CodeChannel,
    purpose: typeof SIGN_IN | typeof ENABLE | typeof DISABLE,
  ): Promise<void> {
    const address = addressOf(account, channel);
    if (!address) throw invalidField('type', PHONE_MISSING);
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, {
        purpose,
        target: targetOf(channel, address),
        userId: account.id,
      });
      if (channel === 'email') {
        const letter = codeEmail(purpose, code);
        await enqueue(tx, now(), 'email', address, letter.subject, letter.body);
      } else {
        await enqueue(tx, now(), 'sms', address, null, codeSms(purpose, code));
      }
    });
    messages.wake();
  }

  async function checkTotp(
    userId: number,
    base32: string | null,
    token: string,
    field: string,
    client: ClientInfo,
  ) {
    // Counted before the code is checked (issue 39): tries racing in cannot all be checked.
    const attempt = await throttle.begin(`user:${userId}`, client.ip);
    const at = now().getTime();
    let delta: number | null = null;
    try {
      delta = base32 ? totpOf(base32, 'check').validate({ token, timestamp: at, window: 1 }) : null;
    } catch {
      delta = null;
    }
    if (delta === null) throw invalidField(field, INVALID_TOTP);
    const step = Math.floor(at / 1000 / PERIOD) + delta;
    const fresh = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const last = await findLastTotpStep(tx, userId);
      if (last !== null && step <= last) return false;
      await saveLastTotpStep(tx, userId, step, new Date(at));
      return true;
    });
    if (!fresh) throw invalidField(field, REUSED_TOTP);
    await attempt.succeeded();
  }

  /** Checks a code of the account's current kind; an sms or e-mail code is used up. */
  async function checkCurrent(
    account: Account,
    token: string,
    field: string,
    client: ClientInfo,
    purpose: CodePurpose,
  ) {
    const type = account.twoFactorType;
    if (type === 'none') return;
    if (type === 'app') {
      const base32 = account.twoFactorSecret ? decrypt(account.twoFactorSecret) : null;
      await checkTotp(account.id, base32, token, field, client);
      return;
    }
    const address = addressOf(account, type);
    if (!address) throw invalidField(field, PHONE_MISSING);
    const row = await codes.check({
      purpose,
      target: targetOf(type, address),
      code: token,
      field,
      address: client.ip,
      userId: account.id,
    });
    await codes.consume(db, row, field);
  }

  async function sendOtp(userId: number, channel: CodeChannel): Promise<void> {
    // With 2FA off the code is for turning it on; with it on, for turning it off.
    const account = await accountOf(userId);
    await sendCode(account, channel, account.twoFactorType === 'none' ? ENABLE : DISABLE);
  }

  async function enable(
    userId: number,
    body: { twoFactorType: TwoFactorMethod; token: string; secret?: string | undefined },
    client: ClientInfo,
  ) {
    const account = await accountOf(userId);
    if (account.twoFactorType !== 'none') throw conflict(serverMessage('twoFactorAlreadyEnabled'));
    if (body.twoFactorType === 'app') {
      if (!body.secret) throw invalidField('secret', serverMessage('secretRequired'));
      const base32 = body.secret.replace(/\s+/g, '').toUpperCase();
      if (!/^[A-Z2-7]+=*$/.test(base32)) throw invalidField('secret', serverMessage('secretInvalid'));
      await checkTotp(userId, base32, body.token, 'token', client);
      await updateUser(db, userId, {
        twoFactorType: 'app',
        twoFactorSecret: encrypt(base32),
        updatedAt: now(),
      });
      return;
    }
    // The code was sent to the address of the chosen kind, which checkCurrent reads from the type.
    await checkCurrent(
      { ...account, twoFactorType: body.twoFactorType },
      body.token,
      'token',
      client,
      ENABLE,
    );
    await updateUser(db, userId, {
      twoFactorType: body.twoFactorType,
      twoFactorSecret: null,
      updatedAt: now(),
    });
  }

  async function disable(
    userId: number,
    body: { twoFactorType: TwoFactorMethod; token: string },
    client: ClientInfo,
  ) {
    const account = await accountOf(userId);
    if (account.twoFactorType === 'none') throw conflict(serverMessage('twoFactorNotEnabled'));
    if (body.twoFactorType !== account.twoFactorType)
      throw invalidField(
        'twoFactorType',
        serverMessage('twoFactorOtherMethod', { method: account.twoFactorType }),
      );
    await checkCurrent(account, body.token, 'token', client, DISABLE);
    await updateUser(db, userId, { twoFactorType: 'none', twoFactorSecret: null, updatedAt: now() });
  }

  /**
   * Sign-in step 2, after the password was proven: without a token it sends the sms or e-mail
   * code and answers the challenge; with one it checks it (null: the sign-in may go on).
   */
  async function signInStep(
    userId: number,
    token: string | undefined,
    client: ClientInfo,
  ): Promise<{ requiresTwoFactor: true; twoFactorType: TwoFactorMethod } | null> {
    const account = await accountOf(userId);
    const type = account.twoFactorType;
    if (type === 'none') return null;
    if (token === undefined) {
      if (type !== 'app') {
        try {
          await sendCode(account, type, SIGN_IN);
        } catch (error) {
          // Step 1 again within 60 s (the person went back, or reloaded): the code already sent
          // stays valid, so the challenge stands without a second message. Resend waits 60 s.
          if (!(error instanceof DomainError && error.kind === 'too_many')) throw error;
        }
      }
      return { requiresTwoFactor: true, twoFactorType: type };
    }
    await checkCurrent(account, token, 'twoFactorToken', client, SIGN_IN);
    return null;
  }

  return { generate, sendOtp, enable, disable, signInStep };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
