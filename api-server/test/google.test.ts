// POST /google/login against a key set served locally (docs/identity.md "Google sign-in").
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { check, GoogleLoginResponse } from '@doorline/api-client';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authThrottle, users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { get, post, startTestServer, type TestServer } from './helpers.js';

const CLIENT_ID = 'doorline-test.apps.googleusercontent.com';
let jwks: Server;
let jwksRequests = 0;
let server: TestServer;
let key: CryptoKey;
let otherKey: CryptoKey;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((request, response) => {
    jwksRequests++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  server = await startTestServer({
    config: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` },
  });
  user = await createUser(server.db, { email: 'olena.google@example.test' });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});
// Each refusal counts against 127.0.0.1; start every test with a clean slate.
beforeEach(async () => {
  await server.db.delete(authThrottle);
});

interface TokenOptions {
  claims?: Record<string, unknown>;
  audience?: string;
  issuer?: string;
  expiresIn?: number;
  signingKey?: CryptoKey;
  kid?: string;
}

function googleToken(options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: user.email, email_verified: true, name: 'Olena', ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key', typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject('109876543210987654321')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.signingKey ?? key);
}

const googleLogin = (credential: string) => post(`${server.baseUrl}/google/login`, { credential });

describe('POST /google/login', () => {
  it('signs in the existing user with a valid Google ID token', async () => {
    const answer = await googleLogin(await googleToken());
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Login successful!');
    expect(check(GoogleLoginResponse, answer.json).ok).toBe(true);
    const me = await get(`${server.baseUrl}/users/me`, answer.json.data.token);
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(user.email);
    expect(
      (await post(`${server.baseUrl}/refresh-token`, { refreshToken: answer.json.data.refreshToken })).status,
    ).toBe(200);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('accepts the issuer without https:// and the e-mail in any case', async () => {
    const answer = await googleLogin(
      await googleToken({ issuer: 'accounts.google.com', claims: { email: user.email.toUpperCase() } }),
    );
    expect(answer.status).toBe(200);
  });

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: -120 }],
    ['a token signed by another key', { other: true }],
    ['a token signed by another key under an unknown kid', { kid: 'unknown', other: true }],
  ])('refuses %s with 401', async (_name, options: TokenOptions & { other?: boolean }) => {
    const { other, ...rest } = options;
    const token = await googleToken({ ...rest, signingKey: other ? otherKey : key });
    const answer = await googleLogin(token);
    expect(answer.status).toBe(401);
    expect(answer.json.message).toMatch(/^Google sign-in failed/);
  });

  it('refuses an e-mail Google has not verified', async () => {
    const answer = await googleLogin(await googleToken({ claims: { email_verified: false } }));
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe('Google has not verified this e-mail address');
  });

  it('refuses an e-mail without an account: no sign-up', async () => {
    const answer = await googleLogin(await googleToken({ claims: { email: 'stranger@example.test' } }));
    expect(answer.status).toBe(401);
    expect(answer.json.message).toMatch(/No Doorline account/);
    expect(answer.json.data).toBeUndefined();
  });

  it('refuses a user with two-factor on: Google proves the e-mail, not the second factor', async () => {
    const guarded = await createUser(server.db);
    await server.db.update(users).set({ twoFactorType: 'email' }).where(eq(users.id, guarded.id));
    const answer = await googleLogin(await googleToken({ claims: { email: guarded.email } }));
    expect(answer.status).toBe(403);
    expect(answer.json.message).toMatch(/two-factor authentication/);
    expect(answer.json.data).toBeUndefined();
  });

  it('refuses a suspended user with 403', async () => {
    const suspended = await createUser(server.db, { status: 'suspended' });
    const answer = await googleLogin(await googleToken({ claims: { email: suspended.email } }));
    expect(answer.status).toBe(403);
    expect(answer.json.message).toMatch(/suspended/);
  });

  it('refuses an unsigned token, an HS256 token and garbage', async () => {
    const unsigned = (await googleToken()).split('.').slice(0, 2).join('.') + '.';
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'test-key' })).toString('base64url');
    const hs = `${header}.${(await googleToken()).split('.')[1]}.c2lnbmF0dXJl`;
    for (const credential of [unsigned, hs, 'not-a-jwt']) {
      const answer = await googleLogin(credential);
      expect(answer.status).toBe(401);
    }
  });

  it('answers 429 with Retry-After after 5 failures from one address', async () => {
    const bad = await googleToken({ audience: 'wrong' });
    for (let i = 0; i < 5; i++) expect((await googleLogin(bad)).status).toBe(401);
    const blocked = await googleLogin(await googleToken());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 400 for a missing credential', async () => {
    const answer = await post(`${server.baseUrl}/google/login`, {});
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual([{ path: 'credential', message: 'credential is required' }]);
  });
});

describe('POST /google/login without GOOGLE_CLIENT_ID', () => {
  it('answers that Google sign-in is not configured', async () => {
    const plain = await startTestServer();
    try {
      const answer = await post(`${plain.baseUrl}/google/login`, { credential: await googleToken() });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Google sign-in is not configured');
    } finally {
      await plain.close();
    }
  });
});

describe('POST /google/login when the key set cannot be fetched', () => {
  it('answers 503, not 500', async () => {
    const down = await startTestServer({
      config: { googleClientId: CLIENT_ID, googleJwksUrl: 'http://127.0.0.1:1/certs' },
    });
    try {
      const answer = await post(`${down.baseUrl}/google/login`, { credential: await googleToken() });
      expect(answer.status).toBe(503);
      expect(answer.json.message).toMatch(/unavailable/);
    } finally {
      await down.close();
    }
  });
});
