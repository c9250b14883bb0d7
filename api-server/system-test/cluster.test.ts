// Several server processes (issue 13): two processes from the build on one PostgreSQL database, each
// with a DATA_DIR of its own as on two machines (issue 29: the uploads are in the database, or in an
// S3 bucket, never in a shared folder), behind a real HAProxy started with a generated
// configuration. Each "through one, through the other" step addresses a process directly; the last
// steps go through the balancer (TRUST_PROXY=1, X-Forwarded-For set by HAProxy). Runs when
// TEST_DATABASE_URL is set.
import http from 'node:http';
import { createApiClient, HttpError, type ApiClient } from '@doorline/api-client';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataFolder,
  postgresDatabase,
  postgresUrl,
  startServerProcess,
  type ServerProcess,
} from './processes.js';
import { scaled } from '../../scripts/test-time.cjs';
import { haproxyMissing, startHaproxy } from './haproxy.mjs';
import { s3EnvOf, startS3StandIn } from '../test/s3-stand-in.js';
import { newClient, signedIn } from '../test/identity-helpers.js';

const PASSWORD = 'doorline-demo';

/** One JSON request from a given local address (127.0.0.0/8 all reach the loopback). */
function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown> }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A signed-in session with one token store and a client for each process, as a browser behind a balancer. */
async function signIn(email: string, through: ServerProcess, all: ServerProcess[]) {
  const { tokens } = await signedIn(through, email, PASSWORD);
  const clients = all.map((s) => createApiClient({ baseUrl: s.baseUrl, tokens }));
  return { tokens, clients };
}

/** How many passwords a process has checked against their hash (its metrics, read from this machine). */
async function passwordChecksOf(server: ServerProcess): Promise<number> {
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  const line = /^doorline_password_checks_total (\d+)$/m.exec(metrics);
  if (!line) throw new Error('no doorline_password_checks_total in the metrics');
  return Number(line[1]);
}

async function status(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe.runIf(postgresUrl)('two server processes behind HAProxy on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let balancer: Awaited<ReturnType<typeof startHaproxy>>;
  let sql: pg.Client;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    if (haproxyMissing) throw new Error(haproxyMissing);
    const [folderA, folderB] = await Promise.all([dataFolder(), dataFolder()]);
    const database = await postgresDatabase('doorline_sysc');
    cleanups.push(folderA.remove, folderB.remove, database.drop);
    // Both start at once on the same empty database: the migrations and the demo seed run once. Two
    // machines share no folder: the same JWT_SECRET (processes.ts gives it) and the same database.
    const env = { DATABASE_URL: database.url, DEMO_DATA: '1', TRUST_PROXY: '1' };
    [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: folderA.dir }),
      startServerProcess({ ...env, DATA_DIR: folderB.dir }),
    ]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    balancer = await startHaproxy([a, b], { readyWithinMs: scaled(5_000) });
    cleanups.push(() => balancer.stop());
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('signs in through one and refreshes through the other, where the parent token still gets the live one (10 s grace)', async () => {
    const { tokens, clients } = await signIn('sales@doorline.test', a, [a, b]);
    const [onA, onB] = clients as [ApiClient, ApiClient];
    const first = tokens.getRefreshToken()!;
    const refreshed = await onB.refreshToken({ body: { refreshToken: first } });
    expect(refreshed.data.refresh_token).not.toBe(first);
    tokens.setTokens({
      accessToken: refreshed.data.access_token,
      refreshToken: refreshed.data.refresh_token,
    });
    expect((await onA.getMe()).data.email).toBe('sales@doorline.test');
    // Within 10 s the parent still answers the live token (two tabs), on the other process too.
    const again = await onA.refreshToken({ body: { refreshToken: first } });
    expect(again.data.refresh_token).toBe(refreshed.data.refresh_token);
  });

  it('counts wrong passwords of one account across both processes', async () => {
    const email = 'dealer2.sales@doorline.test';
    const login = (server: ServerProcess, password: string) =>
      status(
        newClient(server).api.login({
          body: {
            email,
            password,
          },
        }),
      );
    const answers = [];
    for (const server of [a, b, a, b, a]) answers.push(await login(server, 'wrong-password'));
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    // The sixth try is refused on either process, even with the right password.
    expect(await login(b, PASSWORD)).toBe(429);
    expect(await login(a, PASSWORD)).toBe(429);
  });

  it('checks at most 5 of 40 wrong passwords for one account sent at once through the balancer (issue 39)', async () => {
    const email = 'dealer1.sales@doorline.test';
    const checks = async () => (await Promise.all([a, b].map(passwordChecksOf))).reduce((x, y) => x + y);
    const before = await checks();
    // Each from an address of its own, as a botnet would: only the account's bound holds them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        requestFrom(`127.0.1.${i + 1}`, `${balancer.url}/api/login`, {
          method: 'POST',
          body: { email, password: `not-the-password-${i}` },
        }),
      ),
    );
    const checked = (await checks()) - before;
    const statuses = answers.map((answer) => answer.status);
    const served = new Set(answers.map((answer) => answer.headers['x-doorline-server']));
    console.log(
      `40 wrong passwords at once through HAProxy to ${served.size} processes: ${checked} checked against the hash, ` +
        `${statuses.filter((s) => s === 401).length} answered 401, ${statuses.filter((s) => s === 429).length} 429`,
    );
    expect([...served].sort()).toEqual(['app1', 'app2']);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - checked);
  });

  it('accepts on one process a one-time code sent by the other', async () => {
    const email = 'dealer1.admin@doorline.test';
    const onA = newClient(a).api;
    const onB = newClient(b).api;
    await onA.forgotPassword({ body: { email } });
    const { rows } = await sql.query<{ body: string }>(
      'select body from outbox where recipient = $1 order by id desc limit 1',
      [email],
    );
    const code = /\b(\d{6})\b/.exec(rows[0]!.body)![1]!;
    // Asking again through the other process within the minute is held back there too.
    expect(await status(onB.forgotPassword({ body: { email } }))).toBe(429);
    const count = await sql.query('select id from outbox where recipient = $1', [email]);
    expect(count.rowCount).toBe(1);
    const verified = await onB.forgotPasswordVerify({ body: { email, code } });
    await onA.resetPassword({
      body: { email, code: verified.data.code, password: 'a-new-cluster-password' },
    });
    // The code was used up on B: A refuses it too.
    expect(await status(onA.forgotPasswordVerify({ body: { email, code } }))).toBe(400);
    const signedIn = await onB.login({ body: { email, password: 'a-new-cluster-password' } });
    expect('token' in signedIn.data).toBe(true);
  });

  it('approves the same quote through both at once: one success, one 409', async () => {
    const { rows } = await sql.query<{ id: number }>(
      `select id from orders where main_order_id is null and status = 'submitted' order by id limit 1`,
    );
    expect(rows, 'the demo data has a submitted quote').toHaveLength(1);
    const id = rows[0]!.id;
    const sales = await signIn('sales@doorline.test', a, [a]);
    const admin = await signIn('admin@doorline.test', b, [b]);
    const answers = await Promise.all([
      status(sales.clients[0]!.approveOrder({ params: { id } })),
      status(admin.clients[0]!.approveOrder({ params: { id } })),
    ]);
    expect(answers.sort()).toEqual([200, 409]);
    const events = await sql.query(`select id from order_events where order_id = $1 and action = 'approve'`, [
      id,
    ]);
    expect(events.rowCount).toBe(1);
  });

  it('ending a session on one process cuts its access token on the other at once', async () => {
    const ended = await signIn('production@doorline.test', a, [a]);
    const other = await signIn('production@doorline.test', b, [b]);
    const token = ended.tokens.getAccessToken()!;
    const me = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/get-me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(a)).status).toBe(200);
    const sessions = await other.clients[0]!.sessions();
    const target = sessions.data.find((s) => !s.current);
    expect(target).toBeDefined();
    await other.clients[0]!.revokeSession({ params: { id: target!.id } });
    const cut = await me(a);
    expect(cut.status).toBe(401);
    expect(((await cut.json()) as { message: string }).message).toBe('Session ended. Sign in again.');
  });

  it('serves through one a photo and a record file uploaded through the other, with no shared folder', async () => {
    const { tokens, clients } = await signIn('dealer3.admin@doorline.test', a, [a, b]);
    const [onA, onB] = clients as [ApiClient, ApiClient];
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const answer = await onA.addPhoto({ file: new Blob([png], { type: 'image/png' }), fileName: 'me.png' });
    const photo = await fetch(`${b.url}${answer.data.image!}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const { rows } = await sql.query<{ id: number }>(
      `select o.id from orders o join users u on u.dealer_id = o.dealer_id
        where u.email = 'dealer3.admin@doorline.test' and o.main_order_id is null order by o.id limit 1`,
    );
    expect(rows, 'the demo data has a record of dealer 3').toHaveLength(1);
    const bytes = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 31) % 256));
    const file = await onB.addFile({
      params: { id: rows[0]!.id },
      file: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      fileName: 'plan.pdf',
    });
    const read = await fetch(`${a.url}/api/orders/${rows[0]!.id}/files/${file.data.id}`, {
      headers: { authorization: `Bearer ${tokens.getAccessToken()!}` },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    // Removed through the first: gone on the second too.
    await onA.deleteFile({ params: { id: rows[0]!.id, fileId: file.data.id } });
    const gone = await fetch(`${b.url}/api/orders/${rows[0]!.id}/files/${file.data.id}`, {
      headers: { authorization: `Bearer ${tokens.getAccessToken()!}` },
    });
    expect(gone.status).toBe(404);
  });

  it('works through the balancer: both processes serve, and the client address comes from HAProxy', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${balancer.url}/api/health`);
      expect(answer.status).toBe(200);
      served.add(answer.headers.get('x-doorline-server')!);
    }
    expect([...served].sort()).toEqual(['app1', 'app2']);

    // A client at 127.0.0.7 that claims another address: the servers see the address HAProxy saw.
    const spoofed = { 'x-forwarded-for': '203.0.113.9' };
    const login = await requestFrom('127.0.0.7', `${balancer.url}/api/login`, {
      method: 'POST',
      headers: spoofed,
      body: { email: 'dealer3.sales@doorline.test', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = (login.json.data as { token: string }).token;
    // The session list through the balancer several times: whichever process answers, the same.
    for (let i = 0; i < 2; i++) {
      const sessions = await requestFrom('127.0.0.7', `${balancer.url}/api/auth/sessions`, {
        headers: { authorization: `Bearer ${token}`, ...spoofed },
      });
      expect(sessions.status).toBe(200);
      const current = (sessions.json.data as { ip: string | null; current: boolean }[]).find(
        (s) => s.current,
      );
      expect(current?.ip).toBe('127.0.0.7');
    }
  });
});

describe.runIf(postgresUrl)('two server processes with the uploads in one S3 bucket', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('serves through one a photo uploaded through the other, from the bucket', async () => {
    const [folderA, folderB] = await Promise.all([dataFolder(), dataFolder()]);
    const database = await postgresDatabase('doorline_sysc');
    const bucket = await startS3StandIn();
    cleanups.push(folderA.remove, folderB.remove, database.drop, () => bucket.close());
    const env = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: 'owner@cluster.test',
      ADMIN_PASSWORD: 'a-cluster-owner-password',
      ...s3EnvOf(bucket),
    };
    const [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: folderA.dir }),
      startServerProcess({ ...env, DATA_DIR: folderB.dir }),
    ]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    const { api: onA } = await signedIn(a, 'owner@cluster.test', 'a-cluster-owner-password');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a36' } })
      .png()
      .toBuffer();
    const answer = await onA.addPhoto({ file: new Blob([png], { type: 'image/png' }), fileName: 'me.png' });
    const name = answer.data.image!.split('/').pop()!;
    expect([...bucket.objects.keys()]).toEqual([`photos/${name}`]);
    const photo = await fetch(`${b.url}${answer.data.image!}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(bucket.objects.get(`photos/${name}`)!.bytes)).toBe(
      true,
    );
    // Nothing of it in the database: the bytes are only in the bucket.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from stored_files');
      expect(rows[0]!.n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
