import { serverMessage } from '@doorline/api-client';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../../db/index.js';
import { findUserByEmail } from '../../db/queries/users.js';
import { DomainError, forbidden, notFound, unauthenticated, unavailable } from '../errors.js';
import type { ClientInfo, Identity } from './sessions.js';
import { accountRefusal } from './sessions.js';
import { createThrottle } from './throttle.js';

/** Both spellings Google uses for the `iss` of its ID tokens. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export const GOOGLE_NOT_CONFIGURED = serverMessage('googleNotConfigured');
export const GOOGLE_INVALID = serverMessage('googleInvalid');
export const GOOGLE_UNVERIFIED = serverMessage('googleUnverified');
/** Google proves the e-mail, not the second factor the person chose: they sign in with the code. */
export const GOOGLE_TWO_FACTOR = serverMessage('googleTwoFactor');
export const GOOGLE_NO_ACCOUNT = serverMessage('googleNoAccount');

export interface GoogleSettings {
  clientId: string | null;
  jwksUrl: string;
  now: () => Date;
}

/**
 * POST /google/login (docs/identity.md "Google sign-in"): verifies a Google ID token against Google's
 * published keys and signs in the existing, active user with that verified e-mail. No sign-up.
 */
export function createGoogleSignIn(db: Db, identity: Identity, settings: GoogleSettings) {
  const { clientId, now } = settings;
  // Fetched on first use, cached, and fetched again when a token names a key it does not hold.
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000 });
  const throttle = createThrottle(db, 'google', now);

  async function verifiedEmail(credential: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: clientId!,
        currentDate: now(),
        requiredClaims: ['exp', 'iat', 'sub', 'email'],
      });
      if (typeof payload.email !== 'string' || !payload.email) throw unauthenticated(GOOGLE_INVALID);
      // Older tokens carry the flag as the string "true".
      if (payload.email_verified !== true && payload.email_verified !== 'true')
        throw unauthenticated(GOOGLE_UNVERIFIED);
      return payload.email.toLowerCase();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof joseErrors.JWKSTimeout || isFetchFailure(error)) {
        throw unavailable(serverMessage('googleUnavailable'));
      }
      if (error instanceof joseErrors.JWTExpired) throw unauthenticated(serverMessage('googleExpired'));
      throw unauthenticated(GOOGLE_INVALID);
    }
  }

  async function login(credential: string, client: ClientInfo) {
    if (!clientId) throw notFound(GOOGLE_NOT_CONFIGURED);
    // Failures count per client address: the credential names no account until it is verified. The
    // try is counted first (issue 39); one that was no failure of the caller's is given back.
    const attempt = await throttle.begin(client.ip, client.ip);
    let user: Awaited<ReturnType<typeof findUserByEmail>>;
    try {
      const email = await verifiedEmail(credential);
      user = await findUserByEmail(db, email);
      if (!user) throw unauthenticated(GOOGLE_NO_ACCOUNT);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'unauthenticated')) await attempt.giveBack();
      throw error;
    }
    // A verified credential resets nothing (as before issue 39): its try is only given back.
    await attempt.giveBack();
    const refusal = accountRefusal(user);
    if (refusal) throw forbidden(refusal);
    if (user.twoFactorType !== 'none') throw forbidden(GOOGLE_TWO_FACTOR);
    return identity.startSession(user.id, client);
  }

  return { login };
}

/** A key set that could not be fetched (network down, Google unreachable, not JSON). */
function isFetchFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JOSEError) {
    return error.code === 'ERR_JOSE_GENERIC' || error.code === 'ERR_JWKS_INVALID';
  }
  return error instanceof TypeError;
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
