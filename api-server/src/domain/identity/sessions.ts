import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  dealerAdmitsUsers,
  DOWNLOAD_TICKET_SECONDS,
  type dealerStatusesAdmittingUsers,
  type ServerMessage,
  serverMessage,
} from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import {
  deleteExpiredDownloadTickets,
  insertDownloadTicket,
  takeDownloadTicket,
} from '../../db/queries/downloads.js';
import { signal } from '../../db/queries/notifications.js';
import {
  findRefreshTokenByHash,
  findRefreshTokenById,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeAllOfUser,
  revokeFamily,
} from '../../db/queries/sessions.js';
import {
  findAuthUser,
  findUserByEmail,
  setPasswordHash,
  setTokensValidAfter,
} from '../../db/queries/users.js';
import type { DealerStatus, UserStatus } from '../../db/schema.js';
import { forbidden, unauthenticated } from '../errors.js';
import { createAccessTokens, issuedBeforeCutOff } from './access-tokens.js';
import { createDeviceCookies } from './device-cookies.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { createThrottle } from './throttle.js';

const DAY_MS = 24 * 3600 * 1000;
/** A refresh token, and its whole family, lives 30 days from sign-in at most. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * DAY_MS;
/** The parent of the current refresh token may be used again this long after it was rotated. */
export const REUSE_GRACE_MS = 10_000;

export const INVALID_CREDENTIALS = serverMessage('invalidCredentials');

export interface IdentitySettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  now: () => Date;
  /**
   * Sign-in step 2 for a user with two-factor on (docs/identity.md "Two-factor"): without a token it
   * sends the code and answers the challenge; with one it checks it (null: go on), else throws.
   */
  secondFactor?: (
    userId: number,
    twoFactorToken: string | undefined,
    client: ClientInfo,
  ) => Promise<{ requiresTwoFactor: true; twoFactorType: 'app' | 'sms' | 'email' } | null>;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** The caller of an authenticated request. */
export interface AuthUser {
  id: number;
  type: 'organization' | 'dealer';
  dealerId: number | null;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** Effective permission keys: none when the role is inactive. */
  permissions: ReadonlySet<string>;
}

const inactiveMessages: Record<Exclude<UserStatus, 'active'>, ServerMessage> = {
  invited: serverMessage('accountInvited'),
  pending_approval: serverMessage('accountPendingApproval'),
  suspended: serverMessage('accountSuspended'),
  blocked: serverMessage('accountBlocked'),
  inactive: serverMessage('accountInactive'),
  deleted: serverMessage('accountDeleted'),
};

export function inactiveAccountMessage(status: UserStatus): ServerMessage | null {
  return status === 'active' ? null : inactiveMessages[status];
}

/**
 * Why the users of a dealer of this status cannot sign in (docs/permissions.md "Dealers"): their own
 * status is left as it is, so reactivating the dealer lets them in again.
 */
export const dealerRefusalMessages: Record<
  Exclude<DealerStatus, (typeof dealerStatusesAdmittingUsers)[number]>,
  ServerMessage
> = {
  blocked: serverMessage('dealerBlocked'),
  inactive: serverMessage('dealerInactive'),
  deleted: serverMessage('dealerDeleted'),
};

/** Why this account may not sign in or act: its own status first, then its dealer's; null: it may. */
export function accountRefusal(user: { status: UserStatus; dealerStatus: DealerStatus | null }) {
  const inactive = inactiveAccountMessage(user.status);
  if (inactive) return inactive;
  if (user.dealerStatus === null || dealerAdmitsUsers(user.dealerStatus)) return null;
  return dealerRefusalMessages[user.dealerStatus as keyof typeof dealerRefusalMessages];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createIdentity(db: Db, settings: IdentitySettings) {
  const { now } = settings;
  const accessTokens = createAccessTokens({
    secret: settings.jwtSecret,
    ttlSeconds: settings.accessTokenTtlSeconds,
    now,
  });
  const loginThrottle = createThrottle(db, 'login', now);
  const deviceCookies = createDeviceCookies(settings.jwtSecret, now);
  const derivationKey = createHash('sha256')
    .update(`doorline refresh-token derivation\0${settings.jwtSecret}`)
    .digest();

  /**
   * The successor of a refresh token is derived from it (HMAC under a server key), so a second
   * refresh with the same parent inside the grace window can be handed the very same successor
   * although only hashes are stored. The first token of a family is 32 random bytes.
   */
  const successorOf = (token: string) =>
    createHmac('sha256', derivationKey).update(token).digest('base64url');

  /** Starts a sign-in; 403 for an account that may not sign in (registration and reset end here too). */
  async function startSession(userId: number, client: ClientInfo) {
    const user = await findAuthUser(db, userId);
    const refusal = user ? accountRefusal(user) : INVALID_CREDENTIALS;
    if (refusal) throw forbidden(refusal);
    const at = now();
    const refreshToken = randomBytes(32).toString('base64url');
    const familyExpiresAt = new Date(at.getTime() + REFRESH_TOKEN_LIFETIME_MS);
    const familyId = randomUUID();
    await insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: familyExpiresAt,
      familyExpiresAt,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip,
      createdAt: at,
      lastUsedAt: at,
    });
    return { token: await accessTokens.sign(userId, familyId), refreshToken };
  }

  /**
   * POST /login with a password. Unknown e-mail and wrong password fail alike, in time too. The try
   * is counted before the password is checked (issue 39): against the device's own allowance when
   * `deviceCookie` proves a browser this user signed in on before, else against the account and the
   * client address. A sign-in answers the browser's device cookie too (`deviceCookie`, for the route
   * to set; never in the body).
   */
  async function login(
    email: string,
    password: string,
    client: ClientInfo,
    twoFactorToken?: string,
    deviceCookie?: string | null,
  ) {
    const user = await findUserByEmail(db, email);
    const device = user ? deviceCookies.deviceOf(deviceCookie, user.id) : null;
    const attempt =
      (device === null ? null : await loginThrottle.beginOnDevice(device)) ??
      (await loginThrottle.begin(email, client.ip));
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
    await attempt.succeeded();
    // Only now, with the password proven, may the answer reveal the account's state.
    const refusal = accountRefusal(user);
    if (refusal) throw forbidden(refusal);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await setPasswordHash(db, user.id, await hashPassword(password));
    }
    if (user.twoFactorType !== 'none' && settings.secondFactor) {
      const challenge = await settings.secondFactor(user.id, twoFactorToken, client);
      if (challenge) return challenge;
    }
    const session = await startSession(user.id, client);
    return { ...session, deviceCookie: deviceCookies.issue(deviceCookie, user.id) };
  }

  type RefreshOutcome =
    | { ok: true; userId: number; familyId: string; refreshToken: string }
    | { ok: false; message: ServerMessage };

  /** POST /refresh-token: rotates the token; a replay of a rotated one ends its whole family. */
  async function refresh(refreshToken: string, client: ClientInfo) {
    const at = now();
    const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
      const row = await lockRefreshToken(tx, sha256(refreshToken));
      if (!row) return { ok: false, message: serverMessage('invalidRefreshToken') };
      const user = await findAuthUser(tx, row.userId);
      const refusal = user ? accountRefusal(user) : null;
      // An ended session says why to the one who held it (docs/identity.md "Tokens"): the account's
      // own refusal (suspended, blocked, a blocked dealer), else that it ended.
      if (row.revokedAt) return { ok: false, message: refusal ?? serverMessage('sessionEnded') };
      if (row.expiresAt <= at || row.familyExpiresAt <= at)
        return { ok: false, message: serverMessage('sessionExpired') };
      if (!user || refusal) {
        await revokeFamily(tx, row.familyId, at);
        return { ok: false, message: refusal ?? serverMessage('invalidRefreshToken') };
      }

      const successor = successorOf(refreshToken);
      if (!row.rotatedAt) {
        const child = await insertRefreshToken(tx, {
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: sha256(successor),
          parentId: row.id,
          expiresAt: new Date(
            Math.min(at.getTime() + REFRESH_TOKEN_LIFETIME_MS, row.familyExpiresAt.getTime()),
          ),
          familyExpiresAt: row.familyExpiresAt,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          ip: client.ip,
          createdAt: at,
          lastUsedAt: at,
        });
        await markRotated(tx, row.id, child.id, at);
        return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: successor };
      }

      // Two tabs refreshing at once: the immediate parent of the live token gets that live token.
      const current = row.replacedById ? await findRefreshTokenById(tx, row.replacedById) : null;
      const inGrace = at.getTime() - row.rotatedAt.getTime() <= REUSE_GRACE_MS;
      if (
        inGrace &&
        current &&
        !current.rotatedAt &&
        !current.revokedAt &&
        current.tokenHash === sha256(successor)
      ) {
        return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: successor };
      }
      await revokeFamily(tx, row.familyId, at);
      return { ok: false, message: serverMessage('refreshTokenReused') };
    });
    if (!outcome.ok) throw unauthenticated(outcome.message);
    return {
      accessToken: await accessTokens.sign(outcome.userId, outcome.familyId),
      refreshToken: outcome.refreshToken,
    };
  }

  /**
   * Ends one sign-in (its refresh family) or, with no token given, every session of the user; their
   * notification streams are told, but `keepStreamOf`'s (a password change goes on in a new session).
   */
  async function logout(userId: number, refreshToken: string | undefined, keepStreamOf?: string) {
    const at = now();
    const code = 'sessionEnded';
    if (refreshToken !== undefined) {
      const row = await findRefreshTokenByHash(db, sha256(refreshToken));
      // Someone else's or an unknown token changes nothing, and says nothing about it.
      if (row && row.userId === userId)
        await db.transaction(async (tx) => {
          await revokeFamily(tx, row.familyId, at);
          await signal(tx, [{ type: 'session-ended', userId, sessionId: row.familyId, code }]);
        });
      return;
    }
    await db.transaction(async (tx) => {
      await revokeAllOfUser(tx, userId, at);
      await setTokensValidAfter(tx, userId, at);
      const except = keepStreamOf === undefined ? {} : { exceptSessionId: keepStreamOf };
      await signal(tx, [{ type: 'session-ended', userId, sessionId: null, ...except, code }]);
    });
  }

  /** Resolves a bearer token to its user; 401 for a bad token, 403 for an account that is not active. */
  async function authenticate(token: string | null): Promise<AuthUser> {
    if (!token) throw unauthenticated(serverMessage('authenticationRequired'));
    const check = await accessTokens.verify(token);
    if (!check.ok)
      throw unauthenticated(
        serverMessage(check.reason === 'expired' ? 'accessTokenExpired' : 'invalidAccessToken'),
      );
    const { userId, sessionId } = check.claims;
    return signedInUser(userId, sessionId, check.claims.issuedAt, serverMessage('invalidAccessToken'));
  }

  /**
   * Issues a download ticket (issue 28; docs/architecture.md "Downloads"): a random single-use value
   * that stands in for the caller's bearer token on exactly `path` (under the API's base, with its
   * query) for `DOWNLOAD_TICKET_SECONDS`. Only its hash is stored; expired ones are forgotten here.
   */
  async function issueDownloadTicket(user: AuthUser, path: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const at = now();
    await deleteExpiredDownloadTickets(db, at);
    await insertDownloadTicket(db, {
      tokenHash: sha256(ticket),
      userId: user.id,
      sessionId: user.sessionId,
      path,
      expiresAt: new Date(at.getTime() + DOWNLOAD_TICKET_SECONDS * 1000),
      createdAt: at,
    });
    return ticket;
  }

  /**
   * Resolves a download ticket used on `path` to its user, as `authenticate` does a bearer token: the
   * ticket is taken (deleted) in one statement, so it serves once; another path, an expired or used
   * ticket is 401; then the same checks as a bearer's (the sign-in still live, the account active).
   */
  async function authenticateTicket(ticket: string, path: string): Promise<AuthUser> {
    const invalid = serverMessage('downloadTicketInvalid');
    const taken = await takeDownloadTicket(db, sha256(ticket), path, now());
    if (!taken) throw unauthenticated(invalid);
    const issuedAt = Math.floor(taken.createdAt.getTime() / 1000);
    return signedInUser(taken.userId, taken.sessionId, issuedAt, invalid);
  }

  /** The user of a live sign-in whose credential was issued at `issuedAt` (seconds), or 401 / 403. */
  async function signedInUser(
    userId: number,
    sessionId: string,
    issuedAt: number,
    unknownUser: ServerMessage,
  ): Promise<AuthUser> {
    const user = await findAuthUser(db, userId, { sessionId, at: now() });
    if (!user) throw unauthenticated(unknownUser);
    // Its sign-in signed out (one session, all of them, password change, suspension) or expired.
    if (!user.sessionLive || issuedBeforeCutOff(issuedAt, user.tokensValidAfter)) {
      throw unauthenticated(serverMessage('sessionEnded'));
    }
    const refusal = accountRefusal(user);
    if (refusal) throw forbidden(refusal);
    return {
      id: user.id,
      type: user.type,
      dealerId: user.dealerId,
      sessionId,
      permissions: user.permissions,
    };
  }

  return {
    login,
    refresh,
    logout,
    authenticate,
    authenticateTicket,
    issueDownloadTicket,
    startSession,
    accessTokens,
  };
}

export type Identity = ReturnType<typeof createIdentity>;
