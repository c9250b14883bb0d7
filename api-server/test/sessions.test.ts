// Refresh-token rotation, reuse within the grace window, replay, family expiry and logout.
import { createHash } from 'node:crypto';
import { check, RefreshTokenResponse } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema.js';
import { AUDIENCE, ISSUER } from '../src/domain/identity/access-tokens.js';
import { createUser } from './fixtures.js';
import { get, post, startTestServer, testClock, testConfig, type TestServer } from './helpers.js';

const clock = testClock();
let server: TestServer;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await startTestServer({ config: { now: clock.now } });
  user = await createUser(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function signIn() {
  const answer = await post(`${server.baseUrl}/login`, { email: user.email, password: user.password });
  expect(answer.status).toBe(200);
  return answer.json.data as { token: string; refreshToken: string };
}
const refresh = (refreshToken: string) => post(`${server.baseUrl}/refresh-token`, { refreshToken });

describe('POST /refresh-token', () => {
  it('rotates: a new pair each time, in the contract shape', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(check(RefreshTokenResponse, first.json).ok).toBe(true);
    expect(first.json.data.refresh_token).not.toBe(refreshToken);
    expect((await get(`${server.baseUrl}/auth/get-me`, first.json.data.access_token)).status).toBe(200);
    const second = await refresh(first.json.data.refresh_token);
    expect(second.status).toBe(200);
  });

  it('gives the current pair to the immediate parent reused within 10 seconds', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    clock.advance(9_000);
    const again = await refresh(refreshToken);
    expect(again.status).toBe(200);
    expect(again.json.data.refresh_token).toBe(first.json.data.refresh_token);
    // The family lives on: the current token still rotates.
    expect((await refresh(first.json.data.refresh_token)).status).toBe(200);
  });

  it('lets two tabs refresh the same token at once', async () => {
    const { refreshToken } = await signIn();
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.data.refresh_token).toBe(b.json.data.refresh_token);
    expect((await refresh(a.json.data.refresh_token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    clock.advance(11_000);
    const replay = await refresh(refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.json.message).toMatch(/already used/);
    expect((await refresh(first.json.data.refresh_token)).status).toBe(401);
  });

  it('revokes the family when an older ancestor is replayed, even within 10 seconds', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    const second = await refresh(first.json.data.refresh_token);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await refresh(second.json.data.refresh_token)).status).toBe(401);
  });

  it('revokes the family when the grace window is measured in the database (rotated_at moved back)', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const [parent] = await server.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(parent!.rotatedAt).not.toBeNull();
    await server.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(clock.now().getTime() - 60_000) })
      .where(eq(refreshTokens.id, parent!.id));
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await refresh(first.json.data.refresh_token)).status).toBe(401);
  });

  it('ends a family 30 days after sign-in however often it was refreshed', async () => {
    let { refreshToken } = await signIn();
    for (let day = 0; day < 3; day++) {
      clock.advance(9.9 * 24 * 3600 * 1000);
      const answer = await refresh(refreshToken);
      expect(answer.status).toBe(200);
      refreshToken = answer.json.data.refresh_token;
    }
    clock.advance(0.4 * 24 * 3600 * 1000);
    const late = await refresh(refreshToken);
    expect(late.status).toBe(401);
    expect(late.json.message).toBe('Session expired');
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const missing = await post(`${server.baseUrl}/refresh-token`, {});
    expect(missing.status).toBe(400);
    expect(missing.json.error).toEqual([{ path: 'refreshToken', message: 'refreshToken is required' }]);
  });
});

describe('POST /logout', () => {
  it('revokes the family of the given refresh token only', async () => {
    const one = await signIn();
    const two = await signIn();
    const out = await post(
      `${server.baseUrl}/logout`,
      { refreshToken: one.refreshToken },
      { authorization: `Bearer ${one.token}` },
    );
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ message: 'Logged out' });
    expect((await refresh(one.refreshToken)).status).toBe(401);
    expect((await refresh(two.refreshToken)).status).toBe(200);
  });

  it('cuts the access token of the signed-out session at once, not the other session’s', async () => {
    const one = await signIn();
    const two = await signIn();
    expect((await get(`${server.baseUrl}/auth/get-me`, one.token)).status).toBe(200);
    const out = await post(
      `${server.baseUrl}/logout`,
      { refreshToken: one.refreshToken },
      { authorization: `Bearer ${one.token}` },
    );
    expect(out.status).toBe(200);
    // Same second, no clock move: only the session check can refuse it.
    const cut = await get(`${server.baseUrl}/auth/get-me`, one.token);
    expect(cut.status).toBe(401);
    expect(cut.json.message).toBe('Session ended. Sign in again.');
    expect((await get(`${server.baseUrl}/auth/get-me`, two.token)).status).toBe(200);
  });

  it('carries the refresh family as the sid of every access token, across refreshes', async () => {
    const { token, refreshToken } = await signIn();
    const sidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid;
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const [row] = await server.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(sidOf(token)).toBe(row!.familyId);
    const next = await refresh(refreshToken);
    expect(sidOf(next.json.data.access_token)).toBe(row!.familyId);
  });

  it('refuses a well-signed access token without a session id, or with an unknown one', async () => {
    const key = new TextEncoder().encode(testConfig().jwtSecret);
    const iat = Math.floor(clock.now().getTime() / 1000);
    const make = (claims: Record<string, unknown>) =>
      new SignJWT({ typ: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 600)
        .sign(key);
    const { token } = await signIn();
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    // The same claims with the real sid pass: each refusal below is for the sid alone.
    expect((await get(`${server.baseUrl}/auth/get-me`, await make({ sid }))).status).toBe(200);
    expect((await get(`${server.baseUrl}/auth/get-me`, await make({}))).status).toBe(401);
    const unknown = await get(
      `${server.baseUrl}/auth/get-me`,
      await make({ sid: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.status).toBe(401);
    expect(unknown.json.message).toBe('Session ended. Sign in again.');
    // Another user's sign-in does not vouch for this one.
    const other = await createUser(server.db);
    const theirs = await post(`${server.baseUrl}/login`, { email: other.email, password: other.password });
    const theirSid = JSON.parse(
      Buffer.from(theirs.json.data.token.split('.')[1]!, 'base64url').toString(),
    ).sid;
    expect((await get(`${server.baseUrl}/auth/get-me`, await make({ sid: theirSid }))).status).toBe(401);
  });

  it('refuses the access token once its family has expired, whatever the token’s own lifetime', async () => {
    const { token, refreshToken } = await signIn();
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const [row] = await server.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect((await get(`${server.baseUrl}/auth/get-me`, token)).status).toBe(200);
    await server.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(refreshTokens.familyId, row!.familyId));
    expect((await get(`${server.baseUrl}/auth/get-me`, token)).status).toBe(401);
  });

  it('without a token ends every session of the caller, access tokens too', async () => {
    const one = await signIn();
    const two = await signIn();
    clock.advance(1_000);
    const out = await post(`${server.baseUrl}/logout`, {}, { authorization: `Bearer ${two.token}` });
    expect(out.status).toBe(200);
    expect((await refresh(one.refreshToken)).status).toBe(401);
    expect((await refresh(two.refreshToken)).status).toBe(401);
    // An ended session says so (the app's sign-in page shows it, issue 24).
    expect((await refresh(one.refreshToken)).json).toMatchObject({ code: 'sessionEnded' });
    expect((await get(`${server.baseUrl}/auth/get-me`, one.token)).status).toBe(401);
    // A sign-in in the same second as the sign-out is not cut off.
    const fresh = await signIn();
    expect((await get(`${server.baseUrl}/auth/get-me`, fresh.token)).status).toBe(200);
  });

  it('ends every access token at once, even one from the same second as the sign-out', async () => {
    const one = await signIn();
    const two = await signIn();
    const out = await post(`${server.baseUrl}/logout`, {}, { authorization: `Bearer ${two.token}` });
    expect(out.status).toBe(200);
    for (const token of [one.token, two.token]) {
      const cut = await get(`${server.baseUrl}/auth/get-me`, token);
      expect(cut.status).toBe(401);
      expect(cut.json.message).toBe('Session ended. Sign in again.');
    }
  });

  it('a password change ends the other sessions’ access tokens at once and answers a working one', async () => {
    const other = await createUser(server.db);
    const login = async () =>
      (await post(`${server.baseUrl}/login`, { email: other.email, password: other.password })).json.data;
    const one = await login();
    const two = await login();
    const changed = await post(
      `${server.baseUrl}/password/change`,
      { oldPassword: other.password, newPassword: 'a-Much-longer-new-passphrase-42' },
      { authorization: `Bearer ${two.token}` },
    );
    expect(changed.status).toBe(200);
    expect((await get(`${server.baseUrl}/auth/get-me`, one.token)).status).toBe(401);
    expect((await get(`${server.baseUrl}/auth/get-me`, two.token)).status).toBe(401);
    expect((await get(`${server.baseUrl}/auth/get-me`, changed.json.data.token)).status).toBe(200);
  });

  it('needs an access token', async () => {
    expect((await post(`${server.baseUrl}/logout`, {})).status).toBe(401);
  });
});

describe('why a session ended (issue 24)', () => {
  it("answers a suspended user's refresh with the reason, before and after the session is revoked", async () => {
    const suspended = await createUser(server.db);
    const login = await post(`${server.baseUrl}/login`, {
      email: suspended.email,
      password: suspended.password,
    });
    const { refreshToken } = login.json.data as { refreshToken: string };
    await server.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await refresh(refreshToken);
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({
        code: 'accountSuspended',
        message: 'Your account is suspended. Contact your administrator.',
      });
    }
    // A token nobody ever held says nothing of anyone.
    expect((await refresh('never-issued')).json).toMatchObject({ code: 'invalidRefreshToken' });
  });
});
