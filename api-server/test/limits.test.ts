// Issue 39: limits that cannot be raced, and that do not lock out the innocent (docs/identity.md "Brute
// force", docs/decisions.md "Issue 39: limits"). Every secret check counts its try first, in one
// statement on the shared database, and is checked only when the count allows it: 40 wrong passwords,
// codes or current passwords sent at once, to two servers on one database, reach the check at most 5
// times. A browser that signed in before carries a device cookie, and its tries are its own: a flood
// from its address does not lock it out.
import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import { authThrottle, oneTimeCodes } from '../src/db/schema.js';
import { passwordChecks } from '../src/domain/identity/passwords.js';
import { buildApp } from '../src/http/app.js';
import { prepareDatabase } from '../src/server.js';
import { createUser } from './fixtures.js';
import { oneDatabaseTwice, startTestServer, testConfig, type TestServer } from './helpers.js';
import { lastCode, otherCode } from './identity-helpers.js';

const AT_ONCE = 40;
const LIMIT = 5;

/** How many answers had each status. */
function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });

/** A JSON POST from a client address (TRUST_PROXY is on: the balancer's X-Forwarded-For). */
const postFrom = (
  app: FastifyInstance,
  url: string,
  address: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-forwarded-for': address, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('tries counted before the check, at two servers on one database (issue 39)', () => {
  let apps: [FastifyInstance, FastifyInstance];
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const twice = await oneDatabaseTwice();
    drop = twice.drop;
    const config = testConfig({ trustProxy: true });
    await prepareDatabase(twice.databases[0], config);
    db = twice.databases[0].db;
    apps = [await buildApp(config, twice.databases[0]), await buildApp(config, twice.databases[1])];
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await drop?.();
  });

  /** Sends `AT_ONCE` requests at once, taking turns between the two servers, each from its own address. */
  const atOnce = (send: (app: FastifyInstance, address: string) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(apps[i % 2]!, `198.51.100.${i + 1}`)));

  it('checks at most 5 of 40 wrong passwords for one account sent at once', async () => {
    const user = await createUser(db);
    const before = passwordChecks();
    const answers = await atOnce((app, address) =>
      postFrom(app, '/api/login', address, { email: user.email, password: 'not-the-password-1' }),
    );
    const checked = passwordChecks() - before;
    console.log(`${AT_ONCE} wrong passwords at once: ${checked} checked against the hash`, tally(answers));
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(tally(answers)).toEqual({ 401: LIMIT, 429: AT_ONCE - LIMIT });
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(refused.json()).toMatchObject({ code: 'tooManyFailedAttempts' });
    // The right password waits for the block like any other try.
    expect((await postFrom(apps[0], '/api/login', '198.51.100.99', credentials(user))).statusCode).toBe(429);
  });

  it('checks at most 5 of 40 wrong one-time codes for one address sent at once', async () => {
    const user = await createUser(db);
    expect(
      (await postFrom(apps[0], '/api/password/forgot', '192.0.2.1', { email: user.email })).statusCode,
    ).toBe(200);
    const code = await lastCode(db, user.email);
    const answers = await atOnce((app, address) =>
      postFrom(app, '/api/password/forgot/verify', address, { email: user.email, code: otherCode(code) }),
    );
    expect(tally(answers)).toEqual({ 400: LIMIT, 429: AT_ONCE - LIMIT });
    const [row] = await db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.target, user.email), eq(oneTimeCodes.purpose, 'password_reset')));
    expect(row!.attempts).toBeLessThanOrEqual(LIMIT);
  });

  it('checks at most 5 of 40 wrong authenticator codes sent at once', async () => {
    const user = await createUser(db);
    const signIn = await postFrom(apps[0], '/api/login', '192.0.2.2', credentials(user));
    const token = signIn.json().data.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const setup = await apps[1].inject({ method: 'GET', url: '/api/2fa/generate', headers: bearer });
    const secret = setup.json().data.secret as string;
    const now = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const valid = new Set([-30_000, 0, 30_000].map((d) => now.generate({ timestamp: Date.now() + d })));
    let wrong = '000000';
    while (valid.has(wrong)) wrong = otherCode(wrong);
    const answers = await atOnce((app, address) =>
      postFrom(app, '/api/2fa/enable', address, { twoFactorType: 'app', token: wrong, secret }, bearer),
    );
    expect(tally(answers)).toEqual({ 400: LIMIT, 429: AT_ONCE - LIMIT });
  });

  it('checks at most 5 of 40 wrong current passwords of a password change sent at once', async () => {
    const user = await createUser(db);
    const signIn = await postFrom(apps[0], '/api/login', '192.0.2.3', credentials(user));
    const bearer = { authorization: `Bearer ${signIn.json().data.token as string}` };
    const before = passwordChecks();
    const answers = await atOnce((app, address) =>
      postFrom(
        app,
        '/api/password/change',
        address,
        { oldPassword: 'not-the-password-1', newPassword: 'a calm orange river 7' },
        bearer,
      ),
    );
    expect(passwordChecks() - before).toBeLessThanOrEqual(LIMIT);
    expect(tally(answers)).toEqual({ 400: LIMIT, 429: AT_ONCE - LIMIT });
  });
});

/* ---------- device cookies ---------- */

const DEVICE_COOKIE = 'doorline_device';

/** The device cookie an answer sets: its value and its attributes, lower-cased. */
function deviceCookieOf(answer: LightMyRequestResponse) {
  const header = answer.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const line = lines.find((l) => l.startsWith(`${DEVICE_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice(DEVICE_COOKIE.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

describe('device cookies: a flood from an address does not lock out the browsers known there (issue 39)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const office = '203.0.113.80';
  const signIn = (
    from: string,
    body: { email: string; password: string },
    device?: string | null,
  ): Promise<LightMyRequestResponse> =>
    postFrom(
      server.app,
      '/api/login',
      from,
      { email: body.email, password: body.password },
      {
        ...(device ? { cookie: `theme=dark; ${DEVICE_COOKIE}=${device}` } : {}),
      },
    );

  it('sets it after a sign-in: HttpOnly, SameSite=Strict, for the sign-in only, Secure behind https', async () => {
    const user = await createUser(server.db);
    const signedIn = await signIn('192.0.2.10', user);
    expect(signedIn.statusCode).toBe(200);
    const cookie = deviceCookieOf(signedIn)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9._~-]+$/);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/login']),
    );
    expect(cookie.attributes.some((a) => a.startsWith('max-age='))).toBe(true);
    expect(cookie.attributes).not.toContain('secure');
    // Nothing of it in the body the app's script reads.
    expect(signedIn.body).not.toContain(cookie.value);
    // A wrong password sets none.
    expect(
      deviceCookieOf(await signIn('192.0.2.10', { ...user, password: 'not-the-password-1' })),
    ).toBeNull();
    // Counted first, the right password gave its try back: the address counts the one failure only.
    const [address] = await server.db
      .select({ failures: authThrottle.failures })
      .from(authThrottle)
      .where(eq(authThrottle.key, 'login:address:192.0.2.10'));
    expect(address?.failures).toBe(1);

    const https = await buildApp(testConfig({ publicUrl: 'https://crm.example.test' }), server.database);
    try {
      const secure = await https.inject({ method: 'POST', url: '/api/login', payload: credentials(user) });
      expect(secure.statusCode).toBe(200);
      expect(deviceCookieOf(secure)!.attributes).toContain('secure');
    } finally {
      await https.close();
    }
  });

  it('after 110 failures from one address, a browser that signed in there before still signs in; no one else does', async () => {
    const known = await createUser(server.db);
    const stranger = await createUser(server.db);
    const elsewhere = await createUser(server.db);
    const knownDevice = deviceCookieOf(await signIn(office, known))!.value;
    const otherDevice = deviceCookieOf(await signIn('192.0.2.20', elsewhere))!.value;

    // The attacker behind the office's address: the known user's account first, then everyone's.
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await signIn(office, { ...known, password: `not-the-password-${i}` })).statusCode);
    for (let batch = 0; batch < 11; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signIn(office, { email: `spray-${batch}-${i}@example.test`, password: 'not-the-password-1' }),
        ),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    // 100 failures an hour from one address are checked; the rest are refused unchecked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT + 110 - 100);

    // The browser that signed in here before: its own allowance, untouched by the address or the account.
    const again = await signIn(office, known, knownDevice);
    expect(again.statusCode, again.body).toBe(200);
    expect(deviceCookieOf(again)).not.toBeNull();
    // Everyone else at the office is refused: without a cookie, with another user's, with a forged one.
    expect((await signIn(office, known)).statusCode).toBe(429);
    expect((await signIn(office, stranger)).statusCode).toBe(429);
    expect((await signIn(office, known, otherDevice)).statusCode).toBe(429);
    expect((await signIn(office, stranger, knownDevice)).statusCode).toBe(429);
    const forged = knownDevice.slice(0, -2) + (knownDevice.endsWith('AA') ? 'BB' : 'AA');
    expect((await signIn(office, known, forged)).statusCode).toBe(429);
    // The known account stays locked for untrusted clients elsewhere too (5 failures).
    expect((await signIn('192.0.2.30', known)).statusCode).toBe(429);
  });

  it("counts a known device's failures against that device only, and its lockout falls back to the untrusted bounds", async () => {
    const user = await createUser(server.db);
    const device = deviceCookieOf(await signIn('192.0.2.40', user))!.value;
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await signIn('192.0.2.41', { ...user, password: `not-the-password-${i}` }, device)).statusCode,
      ).toBe(401);
    // Neither the account (for other clients) nor the address counted them.
    const counts = await server.db.select().from(authThrottle);
    expect(counts.filter((row) => row.key === `login:account:${user.email}`)).toEqual([]);
    expect(counts.filter((row) => row.key === 'login:address:192.0.2.41')).toEqual([]);
    expect((await signIn('192.0.2.42', user)).statusCode).toBe(200);
    // The device is locked now: its tries count as an unknown client's, against the account and address.
    expect((await signIn('192.0.2.41', { ...user, password: 'not-the-password-9' }, device)).statusCode).toBe(
      401,
    );
    const [account] = await server.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `login:account:${user.email}`));
    expect(account?.failures).toBe(1);
  });

  it('keeps the devices of several people who sign in on one browser', async () => {
    const first = await createUser(server.db);
    const second = await createUser(server.db);
    const afterFirst = deviceCookieOf(await signIn('192.0.2.50', first))!.value;
    const both = deviceCookieOf(await signIn('192.0.2.50', second, afterFirst))!.value;
    // Lock the address out, then both still sign in from that browser.
    const locked = {
      failures: 100,
      windowStartedAt: new Date(),
      blockedUntil: new Date(Date.now() + 3600_000),
    };
    await server.db
      .insert(authThrottle)
      .values({ key: 'login:address:192.0.2.50', ...locked })
      .onConflictDoUpdate({ target: authThrottle.key, set: locked });
    expect((await signIn('192.0.2.50', first)).statusCode).toBe(429);
    expect((await signIn('192.0.2.50', first, both)).statusCode).toBe(200);
    expect((await signIn('192.0.2.50', second, both)).statusCode).toBe(200);
  });
});
