import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, createAccessTokens, ISSUER, issuedBeforeCutOff } from './access-tokens.js';

const secret = 'a-test-secret-of-at-least-32-characters!';
let now = new Date('2026-01-01T10:00:00.500Z');
const tokens = createAccessTokens({ secret, ttlSeconds: 900, now: () => now });
const key = new TextEncoder().encode(secret);
const sid = '0b6f4c3e-5d1a-4e8b-9c2d-7f3a1b2c4d5e';

describe('access tokens', () => {
  it('carry sub, sid, iss, aud, typ, iat and exp = iat + TTL', async () => {
    const token = await tokens.sign(42, sid);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toEqual({
      typ: 'access',
      sid,
      sub: '42',
      iss: ISSUER,
      aud: AUDIENCE,
      iat: 1767261600,
      exp: 1767261600 + 900,
    });
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      claims: { userId: 42, sessionId: sid, issuedAt: 1767261600 },
    });
  });

  it('expire after the TTL', async () => {
    const token = await tokens.sign(1, sid);
    now = new Date(now.getTime() + 901_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    now = new Date('2026-01-01T10:00:00.500Z');
  });

  it('expire after the TTL when verified before (the verified tokens are remembered)', async () => {
    const token = await tokens.sign(1, sid);
    expect((await tokens.verify(token)).ok).toBe(true);
    now = new Date(now.getTime() + 899_000);
    expect((await tokens.verify(token)).ok).toBe(true);
    now = new Date(now.getTime() + 1_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    now = new Date('2026-01-01T10:00:00.500Z');
    // Back within its lifetime it verifies again, through jose: the refusal forgot it.
    expect((await tokens.verify(token)).ok).toBe(true);
  });

  it('refuse another type, audience, algorithm or key', async () => {
    const iat = Math.floor(now.getTime() / 1000);
    const make = (claims: Record<string, unknown>, alg = 'HS256', k = key, audience = AUDIENCE) =>
      new SignJWT({ typ: 'access', sid, ...claims })
        .setProtectedHeader({ alg })
        .setSubject('1')
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 60)
        .sign(k);
    expect(await tokens.verify(await make({ typ: 'refresh' }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await make({}, 'HS256', key, 'other'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await tokens.verify(await make({}, 'HS512'))).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await tokens.verify(
        await make({}, 'HS256', new TextEncoder().encode('another-secret-of-32-characters-long!')),
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await tokens.verify('garbage')).toEqual({ ok: false, reason: 'invalid' });
    // The same token with a good sid passes, so each refusal above is for its own reason.
    expect((await tokens.verify(await make({}))).ok).toBe(true);
  });

  it('refuse a token without a session id, or with one that is not a family UUID', async () => {
    const iat = Math.floor(now.getTime() / 1000);
    const make = (claims: Record<string, unknown>) =>
      new SignJWT({ typ: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 60)
        .sign(key);
    expect(await tokens.verify(await make({}))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await make({ sid: 'abc' }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await make({ sid: 42 }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await make({ sid: `${sid}' or 1=1` }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await tokens.verify(await make({ sid }))).ok).toBe(true);
  });

  it('compare the cut-off in whole seconds, so a token from the same second survives', () => {
    const cutOff = new Date('2026-01-01T10:00:05.900Z');
    expect(issuedBeforeCutOff(1767261604, cutOff)).toBe(true);
    expect(issuedBeforeCutOff(1767261605, cutOff)).toBe(false);
    expect(issuedBeforeCutOff(1767261600, null)).toBe(false);
  });
});
