// Load and abuse (issue 13; docs/identity.md "Per-address limit", docs/decisions.md "Issue 13"): a
// flood of sign-in or code requests from one address is refused with 429 before a password is hashed,
// another address is not; oversize JSON bodies and uploads answer 413 before they are read whole.
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../src/db/schema.js';
import { buildApp } from '../src/http/app.js';
import {
  oneDatabaseTwice,
  openTestDatabase,
  startTestServer,
  testConfig,
  type TestServer,
} from './helpers.js';

const LIMIT = 5;
let server: TestServer;

beforeAll(async () => {
  // Behind a load balancer: the client address comes from X-Forwarded-For.
  server = await startTestServer({
    config: { trustProxy: true, authRateLimit: { max: LIMIT, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await server?.close();
});

let sequence = 0;
/** A sign-in with an unknown e-mail: verified against the dummy hash, then counted as a failure. */
const signIn = (app: FastifyInstance, headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers,
    payload: { email: `flood-${process.pid}-${++sequence}@example.test`, password: 'not-the-password-1' },
  });

/** How many sign-ins from `address` reached the password check (each wrong one is counted there). */
async function passwordChecks(address: string): Promise<number> {
  const [row] = await server.db
    .select({ failures: authThrottle.failures })
    .from(authThrottle)
    .where(eq(authThrottle.key, `login:address:${address}`));
  return row?.failures ?? 0;
}

describe('the per-address limit of the public endpoints', () => {
  it('throttles a flood of sign-ins from one address before the password is hashed', async () => {
    const flood = { 'x-forwarded-for': '203.0.113.7' };
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(server.app, flood)));
    const seconds = (performance.now() - started) / 1000;
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(
      /^Too many requests from this address\. Try again in \d+ seconds\.$/,
    );
    // Only the first LIMIT sign-ins reached argon2: the rest never got to the password check.
    expect(await passwordChecks('203.0.113.7')).toBe(LIMIT);
    console.log(
      `30 sign-ins from one address: ${LIMIT} checked, ${30 - LIMIT} refused, in ${seconds.toFixed(2)} s`,
    );

    // Another address is unaffected; so are the GET endpoints and the code endpoints' own counts.
    expect((await signIn(server.app, { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(401);
    expect(await passwordChecks('198.51.100.20')).toBe(1);
    expect((await server.app.inject({ method: 'GET', url: '/api/config', headers: flood })).statusCode).toBe(
      200,
    );
    const forgot = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        headers: flood,
        payload: { email: `nobody-${process.pid}-${++sequence}@example.test` },
      });
    for (let i = 0; i < LIMIT; i++) {
      const a = await forgot();
      expect(a.statusCode, a.body).toBe(200);
    }
    const refusedCode = await forgot();
    expect(refusedCode.statusCode).toBe(429);
    expect(refusedCode.json().message).toMatch(/^Too many requests from this address/);
  });

  it('limits every public endpoint that takes credentials or sends a code, and no other', async () => {
    const address = { 'x-forwarded-for': '203.0.113.99' };
    const limited = server.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.guard === 'public' && r.method !== 'GET' && r.method !== 'HEAD',
    );
    expect(limited.map((r) => r.url)).toContain('/api/login');
    expect(limited.map((r) => r.url)).toContain('/api/refresh-token');
    for (const route of limited) {
      const send = () =>
        server.app.inject({ method: route.method as 'POST', url: route.url, headers: address, payload: {} });
      for (let i = 0; i < LIMIT; i++) expect((await send()).statusCode, route.url).not.toBe(429);
      expect((await send()).statusCode, route.url).toBe(429);
    }
    // Signed-in endpoints are bounded by the token, not by this limit.
    for (let i = 0; i < LIMIT + 2; i++)
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/users/me', headers: address })).statusCode,
      ).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, so a forged header does not escape the limit', async () => {
    const app = await buildApp(
      testConfig({ trustProxy: false, authRateLimit: { max: LIMIT, windowSeconds: 60 } }),
      server.database,
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++)
        statuses.push((await signIn(app, { 'x-forwarded-for': `192.0.2.${i}` }, '10.9.9.9')).statusCode);
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
      // The same header from another connection's address is another client.
      expect((await signIn(app, {}, '10.9.9.10')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('the per-address limit across processes (issue 29)', () => {
  const limited = testConfig({ trustProxy: true, authRateLimit: { max: LIMIT, windowSeconds: 60 } });

  it('counts an address once for every server on the database: two servers share one budget', async () => {
    const { databases, drop } = await oneDatabaseTwice();
    const apps = [await buildApp(limited, databases[0]), await buildApp(limited, databases[1])];
    try {
      const flood = { 'x-forwarded-for': '203.0.113.50' };
      // Taking turns: each server alone is under the limit, the two together are over it.
      const statuses: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i++) statuses.push((await signIn(apps[i % 2]!, flood)).statusCode);
      expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(LIMIT).fill(429)]);
      // A burst at both at once: none of it gets through, and the answer is the one of one server.
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(apps[i % 2]!, flood)));
      expect(burst.map((a) => a.statusCode)).toEqual(Array(10).fill(429));
      const refused = burst[1]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many requests from this address\. Try again in \d+ seconds\.$/),
        code: 'tooManyFromAddress',
        params: { seconds: Number(refused.headers['retry-after']) },
      });
      // Another address, and another endpoint of the same address, have budgets of their own.
      expect((await signIn(apps[1]!, { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(401);
      const forgot = await apps[0]!.inject({
        method: 'POST',
        url: '/api/password/forgot',
        headers: flood,
        payload: { email: `nobody-${process.pid}-${++sequence}@example.test` },
      });
      expect(forgot.statusCode).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await drop();
    }
  });

  it('counts in the process while the database does not answer: the limit still holds, without a 500 of its own', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(limited, database);
    try {
      await drop();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++)
        statuses.push((await signIn(app, { 'x-forwarded-for': '203.0.113.60' })).statusCode);
      // The first LIMIT reach the route, which cannot sign in without its database; the rest are refused.
      expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });
});

/* ---------- oversize bodies ---------- */

interface Streamed {
  status: number;
  body: string;
  /** Bytes written before the answer came. */
  sent: number;
  ms: number;
}

/**
 * Streams up to `cap` bytes to the real socket in 64 kB chunks, declaring `declared` bytes (or none:
 * chunked), and stops writing as soon as the answer arrives.
 */
function stream(
  path: string,
  contentType: string,
  declared: number | null,
  cap = 64 * 1024 * 1024,
): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const url = new URL(path, server.url);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (declared !== null) headers['content-length'] = String(declared);
    const req = httpRequest(url, { method: 'POST', headers }, (response) => {
      answered = true;
      const sentBefore = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        req.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body,
          sent: sentBefore,
          ms: performance.now() - started,
        });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < cap) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && declared === null) req.end();
    };
    pump();
  });
}

describe('oversize bodies', () => {
  const MB = 1024 * 1024;

  it("answers headers over Node's limit with 431 and the usual error body (issue 39)", async () => {
    const answer = await fetch(new URL('/api/health', server.url), {
      headers: { 'x-big': 'x'.repeat(20_000) },
    });
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      message: 'Request headers are too large',
      code: 'headersTooLarge',
    });
  });

  it('refuses a JSON body declared over 1 MB with 413 before reading it', async () => {
    const answer = await stream('/api/login', 'application/json', 200 * MB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('Request body is too large');
    expect(answer.sent).toBeLessThan(16 * MB);
    expect(answer.ms).toBeLessThan(5_000);
  });

  it('refuses a chunked JSON body once it passes 1 MB', async () => {
    const answer = await stream('/api/password/forgot', 'application/json', null);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(16 * MB);
  });

  it('refuses an upload declared over the upload limit with 413 before reading it', async () => {
    const multipart = 'multipart/form-data; boundary=abuse';
    const file = await stream('/api/orders/1/files', multipart, 200 * MB);
    expect(file.status).toBe(413);
    expect(JSON.parse(file.body)).toEqual({
      message: 'The file must be at most 20 MB',
      code: 'fileTooLarge',
      params: { megabytes: 20 },
    });
    expect(file.sent).toBeLessThan(16 * MB);
    expect(file.ms).toBeLessThan(5_000);
    // Just over the photo's 5 MB: refused at once too.
    const photo = await stream('/api/users/add-photo', multipart, 6 * MB);
    expect(photo.status).toBe(413);
    expect(JSON.parse(photo.body).message).toBe('The photo must be at most 5 MB');
    expect(photo.sent).toBeLessThan(6 * MB);
    console.log(
      `413 after ${(file.sent / MB).toFixed(1)} MB of a declared 200 MB upload (${file.ms.toFixed(0)} ms); heap ${(process.memoryUsage().heapUsed / MB).toFixed(0)} MB`,
    );
  });
});
