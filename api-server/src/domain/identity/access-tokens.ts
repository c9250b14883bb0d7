import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'doorline';
export const AUDIENCE = 'doorline-crm';
const ALGORITHM = 'HS256';
/** Session ids are the UUIDs of refresh-token families. */
export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessTokenSettings {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}

export interface AccessClaims {
  userId: number;
  /** The refresh-token family (the sign-in) the token belongs to: the `sid` claim. */
  sessionId: string;
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
}

/**
 * How many verified tokens are remembered (docs/decisions.md "Issue 12"): a client sends the same
 * access token with every request of its 15 minutes, and checking its signature through WebCrypto
 * was about a tenth of the server's work per list request. Only tokens that passed every check are
 * kept, so a caller cannot fill this with forgeries; the oldest goes first.
 */
const VERIFIED_TOKENS_KEPT = 1000;

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function createAccessTokens(settings: AccessTokenSettings) {
  // Imported once: given the raw bytes, jose would import the key again on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(settings.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  async function sign(userId: number, sessionId: string): Promise<string> {
    const iat = Math.floor(settings.now().getTime() / 1000);
    return new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + settings.ttlSeconds)
      .sign(await key);
  }

  /** Tokens that passed `verify`, with their claims and expiry (seconds since the epoch). */
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();

  async function verify(token: string): Promise<AccessCheck> {
    const known = verified.get(token);
    if (known) {
      // As jose decides it: expired from the second of `exp` on.
      if (known.exp > Math.floor(settings.now().getTime() / 1000)) return { ok: true, claims: known.claims };
      verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: settings.now(),
        requiredClaims: ['sub', 'sid', 'iat', 'exp'],
      });
      const userId = Number(payload.sub);
      if (
        payload.typ !== 'access' ||
        !Number.isSafeInteger(userId) ||
        userId <= 0 ||
        typeof payload.sid !== 'string' ||
        !SESSION_ID.test(payload.sid) ||
        typeof payload.iat !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId, sessionId: payload.sid, issuedAt: payload.iat };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, exp: payload.exp! });
      return { ok: true, claims };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * Whether a token issued at `issuedAt` (whole seconds) predates the user's cut-off. Compared in whole
 * seconds, so a token from a sign-in in the same second as the cut-off still counts.
 */
export function issuedBeforeCutOff(issuedAt: number, tokensValidAfter: Date | null): boolean {
  return tokensValidAfter !== null && issuedAt < Math.floor(tokensValidAfter.getTime() / 1000);
}
