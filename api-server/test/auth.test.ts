// Sign-in, the current user, access tokens and the brute-force limit, through HTTP.
import { check, GetMeResponse, LoginResponse } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { get, post, serverForFile, testClock, type TestServer } from './helpers.js';

const clock = testClock();
let server: TestServer;

serverForFile({ demo: true, config: { now: clock.now } }, (started) => (server = started));

const login = (email: string, password: string) => post(`${server.baseUrl}/login`, { email, password });

describe('POST /login', () => {
  it('signs a demo user in with tokens', async () => {
    const answer = await login('dealer2.sales@doorline.test', 'doorline-demo');
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Login successful!');
    expect(check(LoginResponse, answer.json).ok).toBe(true);
    expect(answer.json.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the e-mail in any case', async () => {
    expect((await login('Admin@Doorline.TEST', 'doorline-demo')).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same bytes', async () => {
    const wrong = await login('production@doorline.test', 'not-the-password');
    const unknown = await login('nobody@doorline.test', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe('{"message":"Invalid email or password","code":"invalidCredentials"}');
    expect(unknown.text).toBe(wrong.text);
  });

  it('refuses a suspended, blocked or invited user with 403 only after the password is right', async () => {
    for (const status of ['suspended', 'blocked', 'pending_approval'] as const) {
      const user = await createUser(server.db, { status });
      expect((await login(user.email, 'wrong-password-here')).status).toBe(401);
      const answer = await login(user.email, user.password);
      expect(answer.status, status).toBe(403);
      expect(answer.json.message).toMatch(/suspended|blocked|approval/);
    }
    // An invited user has no password yet: nothing can prove it, so it stays 401.
    const invited = await createUser(server.db, { status: 'invited' });
    await server.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.id));
    expect((await login(invited.email, invited.password)).status).toBe(401);
  });

  it('answers a user with two-factor on with the challenge of step 2, not tokens', async () => {
    const user = await createUser(server.db);
    await server.db.update(users).set({ twoFactorType: 'app' }).where(eq(users.id, user.id));
    const answer = await login(user.email, user.password);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ requiresTwoFactor: true, twoFactorType: 'app' });
  });
});

describe('brute-force limit', () => {
  it('answers 429 with Retry-After after 5 failures, whatever the password, and a success resets it', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401);
    const blocked = await login(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(60);
    expect(blocked.json.message).toMatch(/Too many/);

    clock.advance(61_000);
    expect((await login(user.email, user.password)).status).toBe(200);
    // The count started again: four more failures do not block.
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('blocks longer after each further failure, at most 15 minutes', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 5; i++) await login(user.email, 'wrong-password');
    clock.advance(61_000);
    expect((await login(user.email, 'wrong-password')).status).toBe(401);
    const second = await login(user.email, user.password);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(120);
  });

  it('counts an unknown e-mail like a known one', async () => {
    for (let i = 0; i < 5; i++) await login('ghost@doorline.test', 'whatever-password');
    expect((await login('ghost@doorline.test', 'whatever-password')).status).toBe(429);
  });
});

describe('GET /auth/get-me', () => {
  it('answers the CurrentUser of the contract, with the role permissions and the dealer', async () => {
    const { json } = await login('dealer1.admin@doorline.test', 'doorline-demo');
    const me = await get(`${server.baseUrl}/auth/get-me`, json.data.token);
    expect(me.status).toBe(200);
    const result = check(GetMeResponse, me.json);
    expect(result.ok).toBe(true);
    expect(me.json.data).toMatchObject({
      email: 'dealer1.admin@doorline.test',
      type: 'dealer',
      status: 'active',
      twoFactorType: 'none',
      dealer: { id: me.json.data.dealerId, name: 'Northgate Doors & Windows' },
      role: { name: 'Dealer admin', isActive: true },
    });
    expect(me.json.data.role.permissions.map((p: { key: string }) => p.key).sort()).toEqual([
      'customers.import',
      'customers.merge',
      'customers.read',
      'customers.write',
      'dealer.profile',
      'dealer.users',
      'orders.confirm',
      'orders.read',
      'orders.write',
      'prices.read',
    ]);
    expect(Object.keys(me.json.data.contact).sort()).toEqual(['email', 'fax', 'mobile', 'name', 'phone']);
    expect(me.json.data).not.toHaveProperty('passwordHash');
  });

  it('answers 401 with a message without a token, with a forged one and with an expired one', async () => {
    const none = await get(`${server.baseUrl}/auth/get-me`);
    expect(none.status).toBe(401);
    expect(none.json.message).toBe('Authentication required');
    const forged = await get(`${server.baseUrl}/auth/get-me`, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.');
    expect(forged.status).toBe(401);
    const { json } = await login('sales@doorline.test', 'doorline-demo');
    clock.advance(901_000);
    const expired = await get(`${server.baseUrl}/auth/get-me`, json.data.token);
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('Access token expired');
  });

  it('refuses an access token issued before the user’s tokens_valid_after', async () => {
    const user = await createUser(server.db);
    const { json } = await login(user.email, user.password);
    expect((await get(`${server.baseUrl}/auth/get-me`, json.data.token)).status).toBe(200);
    await server.db
      .update(users)
      .set({ tokensValidAfter: new Date(clock.now().getTime() + 1000) })
      .where(eq(users.id, user.id));
    const cut = await get(`${server.baseUrl}/auth/get-me`, json.data.token);
    expect(cut.status).toBe(401);
  });

  it('answers 403 at once when the user is suspended after signing in', async () => {
    const user = await createUser(server.db);
    const { json } = await login(user.email, user.password);
    await server.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const answer = await get(`${server.baseUrl}/auth/get-me`, json.data.token);
    expect(answer.status).toBe(403);
    expect(answer.json.message).toMatch(/suspended/);
  });

  it('answers no permissions while the role is inactive', async () => {
    const user = await createUser(server.db, { roleKey: 'production_manager' });
    const { json } = await login(user.email, user.password);
    const { roles } = await import('../src/db/schema.js');
    await server.db.update(roles).set({ isActive: false }).where(eq(roles.key, 'production_manager'));
    const me = await get(`${server.baseUrl}/auth/get-me`, json.data.token);
    await server.db.update(roles).set({ isActive: true }).where(eq(roles.key, 'production_manager'));
    expect(me.json.data.role).toMatchObject({ name: 'Production manager', isActive: false, permissions: [] });
  });
});

describe('the per-address limit', () => {
  it('blocks a client address after 100 failures in an hour, across accounts', async () => {
    const { createThrottle } = await import('../src/domain/identity/throttle.js');
    const throttle = createThrottle(server.db, 'login', clock.now);
    // A try begun and never said to have succeeded is a failure (issue 39: counted before the check).
    for (let i = 0; i < 100; i++) await throttle.begin(`spray${i}@example.test`, '203.0.113.9');
    await expect(throttle.begin('fresh@example.test', '203.0.113.9')).rejects.toMatchObject({
      kind: 'too_many',
    });
    await expect(throttle.begin('fresh@example.test', '203.0.113.10')).resolves.toBeDefined();
    clock.advance(3601_000);
    await expect(throttle.begin('fresh@example.test', '203.0.113.9')).resolves.toBeDefined();
  });
});
