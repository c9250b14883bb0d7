// An operator's view of the server (issue 29; docs/architecture.md "How it runs"): liveness,
// readiness, the version and the Prometheus metrics, with who may read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { knownMigrations } from '../src/db/queries/operations.js';
import { buildApp } from '../src/http/app.js';
import { packageRoot } from '../src/paths.js';
import {
  get,
  openTestDatabase,
  post,
  startTestServer,
  testClock,
  testConfig,
  type TestServer,
} from './helpers.js';
import { newClient, signedInUser } from './identity-helpers.js';
import { s3StorageOf, startS3StandIn } from './s3-stand-in.js';

const clock = testClock(Date.parse('2026-11-28T09:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { now: clock.now } });
});
afterAll(async () => {
  await server?.close();
});

describe('health: liveness and readiness', () => {
  it('answers live and ready without a token through the client, and keeps GET /api/health', async () => {
    const { api } = newClient(server);
    await expect(api.healthLive()).resolves.toEqual({ status: 'ok' });
    await expect(api.healthReady()).resolves.toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'ok',
      storage: 'ok',
    });
    await expect(api.health()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });

  it('is not ready, naming the migrations, while the database lacks one of this build; still live', async () => {
    const { database, drop } = await openTestDatabase();
    // A new PostgreSQL test database starts empty; PGlite's is a migrated copy (test/helpers.ts).
    await database.migrate();
    const app = await buildApp(testConfig(), database);
    try {
      const newest = knownMigrations().at(-1)!;
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`,
      );
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        message: `The database lacks migrations of this build: ${newest.tag}`,
        code: 'migrationsPending',
        params: { migrations: newest.tag },
      });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      // Every migration missing: none recorded at all.
      await database.db.execute(sql`drop table drizzle.__drizzle_migrations`);
      const none = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(none.json().params.migrations).toBe(
        knownMigrations()
          .map((m) => m.tag)
          .join(', '),
      );
    } finally {
      await app.close();
      await drop();
    }
  });

  it('is not ready while the database cannot be reached; still live', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), database);
    try {
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'Database unavailable', code: 'databaseUnavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
      await drop();
    }
  });

  // Issue 39: with S3, readiness names the file storage when the bucket is out, down or refuses the server.
  it('is not ready, naming the file storage, while the S3 bucket is out, cannot be reached or refuses the server; still live', async () => {
    const standIn = await startS3StandIn();
    const ready = async (app: Awaited<ReturnType<typeof buildApp>>) => {
      const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
      return { status: answer.statusCode, body: answer.json() };
    };
    const unavailable = {
      status: 503,
      body: { message: 'File storage unavailable', code: 'fileStorageUnavailable' },
    };
    const app = await buildApp(testConfig({ storage: s3StorageOf(standIn) }), server.database);
    const refused = await buildApp(
      testConfig({ storage: s3StorageOf(standIn, 'not-the-secret-of-the-stand-in') }),
      server.database,
    );
    try {
      const ok = { status: 'ok', database: 'ok', migrations: 'ok', storage: 'ok' };
      expect(await ready(app)).toEqual({ status: 200, body: ok });
      // The probe writes at most its one marker object, and only where it was missing.
      expect([...standIn.objects.keys()]).toEqual(['doorline/ready']);
      expect(await ready(app)).toEqual({ status: 200, body: ok });
      expect(standIn.log.filter((line) => line.startsWith('PUT'))).toHaveLength(1);

      standIn.setOutage(true);
      expect(await ready(app)).toEqual(unavailable);
      standIn.setOutage(false);
      await standIn.setUnreachable(true);
      expect(await ready(app)).toEqual(unavailable);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      await standIn.setUnreachable(false);
      expect(await ready(app)).toEqual({ status: 200, body: ok });

      expect(await ready(refused)).toEqual(unavailable);
    } finally {
      await app.close();
      await refused.close();
      await standIn.close();
    }
  });

  it("answers the server package's version and the commit of its build (null when unknown)", async () => {
    const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
    let commit: string | null = null;
    try {
      commit = JSON.parse(readFileSync(path.join(packageRoot, 'dist/build-info.json'), 'utf8')).commit;
    } catch {
      // not built: unknown
    }
    const { api } = newClient(server);
    await expect(api.version()).resolves.toEqual({ version, commit });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

/** The scrape's samples: `name{labels} value` lines, labels parsed. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const valueOf = (all: ReturnType<typeof samples>, name: string, labels: Record<string, string> = {}) =>
  all.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('metrics', () => {
  it('counts and times requests by route template, method and status; reads the outbox, streams and process', async () => {
    const user = await signedInUser(server);
    for (let i = 0; i < 3; i++) await user.api.getMe();
    await get(`${server.baseUrl}/orders/main/424242`, (user.tokens.getAccessToken() ?? '') as string);
    await get(`${server.baseUrl}/no-such-thing/99`);
    await post(`${server.baseUrl}/login`, { email: 'nobody@example.test', password: 'wrong-password-1' });
    const now = clock.now().getTime();
    await server.db.insert(outbox).values([
      // Not due for a day: the worker leaves them waiting.
      {
        channel: 'email',
        recipient: 'a@example.test',
        body: 'x',
        createdAt: new Date(now - 90_000),
        nextAttemptAt: new Date(now + 86_400_000),
      },
      {
        channel: 'sms',
        recipient: '+380500000000',
        body: 'y',
        createdAt: new Date(now - 30_000),
        nextAttemptAt: new Date(now + 86_400_000),
      },
    ]);

    const scrape = await fetch(`${server.url}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    const all = samples(text);

    const getMe = { method: 'GET', route: '/api/auth/get-me', status: '200' };
    expect(valueOf(all, 'doorline_http_requests_total', getMe)).toBeGreaterThanOrEqual(3);
    expect(valueOf(all, 'doorline_http_request_duration_seconds_count', getMe)).toBeGreaterThanOrEqual(3);
    expect(valueOf(all, 'doorline_http_request_duration_seconds_sum', getMe)).toBeGreaterThan(0);
    expect(
      valueOf(all, 'doorline_http_request_duration_seconds_bucket', { ...getMe, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      valueOf(all, 'doorline_http_requests_total', {
        method: 'GET',
        route: '/api/orders/main/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      valueOf(all, 'doorline_http_requests_total', { method: 'POST', route: '/api/login', status: '401' }),
    ).toBe(1);
    expect(
      valueOf(all, 'doorline_http_requests_total', { method: 'GET', route: '(no route)', status: '404' }),
    ).toBe(1);
    // The template, never the address: no label carries a record's id or a query.
    const routes = new Set(all.map((s) => s.labels.route).filter(Boolean));
    for (const route of routes) expect(route).not.toMatch(/\/\d+|\?/);

    expect(valueOf(all, 'doorline_outbox_pending_messages')).toBe(2);
    expect(valueOf(all, 'doorline_outbox_oldest_pending_age_seconds')).toBe(90);
    expect(valueOf(all, 'doorline_database_up')).toBe(1);
    expect(valueOf(all, 'doorline_live_streams')).toBe(0);
    expect(valueOf(all, 'doorline_database_info', { engine: server.database.engine })).toBe(1);
    if (server.database.engine === 'postgres') {
      expect(valueOf(all, 'doorline_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(all, 'doorline_db_pool_max_connections')).toBe(10);
      expect(valueOf(all, 'doorline_db_pool_waiting_queries')).toBe(0);
    } else expect(valueOf(all, 'doorline_db_pool_connections')).toBeUndefined();
    // prom-client's process series: memory and the event loop's delay.
    expect(valueOf(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(all, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the open notification streams of this process', async () => {
    const user = await signedInUser(server);
    const controller = new AbortController();
    const stream = await fetch(`${server.baseUrl}/notifications/stream`, {
      headers: { authorization: `Bearer ${user.tokens.getAccessToken()}` },
      signal: controller.signal,
    });
    try {
      expect(stream.status).toBe(200);
      const all = samples(await (await fetch(`${server.url}/metrics`)).text());
      expect(valueOf(all, 'doorline_live_streams')).toBe(1);
    } finally {
      controller.abort();
    }
  });

  it('answers loopback callers only without METRICS_TOKEN, by the socket (not X-Forwarded-For); 404 to anyone else', async () => {
    const app = await buildApp(testConfig({ trustProxy: true }), server.database);
    try {
      const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await scrape('127.0.0.1')).statusCode).toBe(200);
      expect((await scrape('::1')).statusCode).toBe(200);
      const outside = await scrape('10.1.2.3', { 'x-forwarded-for': '127.0.0.1' });
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual({ message: 'Not found' });
      expect(outside.body).not.toContain('doorline_');
    } finally {
      await app.close();
    }
  });

  // Issue 39: a proxy on this machine reaches the server from loopback, for whoever called the proxy.
  it('without METRICS_TOKEN or METRICS_ALLOW, refuses a loopback caller that a proxy forwarded', async () => {
    for (const trustProxy of [false, true]) {
      const app = await buildApp(testConfig({ trustProxy }), server.database);
      try {
        const scrape = (headers: Record<string, string>) =>
          app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
        expect((await scrape({})).statusCode).toBe(200);
        for (const forwarded of <Record<string, string>[]>[
          { 'x-forwarded-for': '203.0.113.9' },
          { 'x-forwarded-for': '127.0.0.1' },
          { forwarded: 'for=203.0.113.9;proto=https' },
          { 'x-real-ip': '203.0.113.9' },
        ]) {
          const answer = await scrape(forwarded);
          expect(answer.statusCode, JSON.stringify({ trustProxy, forwarded })).toBe(404);
          expect(answer.body).not.toContain('doorline_');
        }
      } finally {
        await app.close();
      }
    }
  });

  it('with METRICS_ALLOW, answers callers of those networks: by the socket, or through a trusted proxy by the address it adds', async () => {
    const metricsAllow = [
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' as const },
      { address: 'fd00::', prefix: 8, family: 'ipv6' as const },
    ];
    const direct = await buildApp(testConfig({ metricsAllow }), server.database);
    const proxied = await buildApp(testConfig({ metricsAllow, trustProxy: true }), server.database);
    try {
      const scrape = (app: typeof direct, remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers }).then((r) => r.statusCode);
      expect(await scrape(direct, '10.1.2.3')).toBe(200);
      expect(await scrape(direct, '::ffff:10.1.2.3')).toBe(200);
      expect(await scrape(direct, 'fd12::7')).toBe(200);
      expect(await scrape(direct, '192.168.1.5')).toBe(404);
      // The networks replace the loopback default.
      expect(await scrape(direct, '127.0.0.1')).toBe(404);
      // Without TRUST_PROXY a forwarded caller is unknown: the socket is the proxy's.
      expect(await scrape(direct, '10.1.2.3', { 'x-forwarded-for': '10.9.9.9' })).toBe(404);
      expect(await scrape(proxied, '127.0.0.1', { 'x-forwarded-for': '10.9.8.7' })).toBe(200);
      expect(await scrape(proxied, '127.0.0.1', { 'x-forwarded-for': '10.9.8.7, 203.0.113.9' })).toBe(404);
      expect(await scrape(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
      // A proxy that names its caller in another header only: that caller is unknown.
      expect(await scrape(proxied, '10.1.2.3', { 'x-real-ip': '10.9.8.7' })).toBe(404);
      expect(await scrape(proxied, '10.1.2.3', { forwarded: 'for=10.9.8.7' })).toBe(404);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('with METRICS_TOKEN, answers the bearer of that token only, from anywhere', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const app = await buildApp(testConfig({ metricsToken: token }), server.database);
    try {
      const scrape = (remoteAddress: string, authorization?: string) =>
        app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress,
          headers: authorization ? { authorization } : {},
        });
      expect((await scrape('10.1.2.3', `Bearer ${token}`)).statusCode).toBe(200);
      expect((await scrape('10.1.2.3', `Bearer ${token}`)).body).toContain('doorline_http_requests_total');
      expect((await scrape('127.0.0.1')).statusCode).toBe(404);
      expect((await scrape('10.1.2.3', `Bearer ${token}x`)).statusCode).toBe(404);
      expect((await scrape('10.1.2.3', `Basic ${token}`)).statusCode).toBe(404);
      // Through a proxy too (issue 39).
      const proxied = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
