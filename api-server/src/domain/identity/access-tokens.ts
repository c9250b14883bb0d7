import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'doorline';
export const AUDIENCE = 'doorline-crm';
const ALGORITHM = 'HS256';

export interface AccessTokenSettings {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}

export interface AccessClaims {
  userId: number;
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function createAccessTokens(settings: AccessTokenSettings) {
  const key = new TextEncoder().encode(settings.secret);

  async function sign(userId: number): Promise<string> {
    const iat = Math.floor(settings.now().getTime() / 1000);
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + settings.ttlSeconds)
      .sign(key);
  }

  async function verify(token: string): Promise<AccessCheck> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: settings.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const userId = Number(payload.sub);
      if (
        payload.typ !== 'access' ||
        !Number.isSafeInteger(userId) ||
        userId <= 0 ||
        typeof payload.iat !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId, issuedAt: payload.iat } };
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
