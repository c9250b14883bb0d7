// Issue 13, faults: PostgreSQL stops (`pg_ctl stop -m immediate`, as in a crash) while the server is
// under load, and starts again. While it is down every request answers 503 "Database unavailable"
// (health too), never 500 and never a hang; once it is back the server answers again by itself,
// without a restart, and the writes acknowledged before the stop are there. The cluster is the
// test's own (processes.ts `startPrivatePostgres`), never the machine's shared server.
import { randomBytes } from 'node:crypto';
import { daysAfter } from '@doorline/api-client';
import { afterAll, expect, it } from 'vitest';
import {
  dataFolder,
  postgresUrl,
  privatePostgresMissing,
  startPrivatePostgres,
  startServerProcess,
} from './processes.js';
import { scaled } from '../../scripts/test-time.cjs';

/** The private cluster's port (the range 5440-5449 is this suite's). */
const PORT = Number(process.env.FAULT_PG_PORT || 5441);
const ADMIN = { email: 'admin@pg-restart.test', password: 'Restart-the-Database-42!' };
/** No request may take longer than this, up or down (the pool's connect timeout is 5 s). */
const SLOWEST_MS = 5_000 + scaled(1_000);

if (postgresUrl && privatePostgresMissing)
  console.warn(`postgres-restart skipped: ${privatePostgresMissing}`);

interface Answer {
  phase: 'up' | 'down' | 'back';
  what: string;
  status: number;
  body: string;
  ms: number;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

it.runIf(postgresUrl && !privatePostgresMissing)(
  'answers 503 while PostgreSQL is down and recovers by itself when it is back',
  async () => {
    const cluster = await startPrivatePostgres(PORT);
    cleanups.push(() => cluster.remove());
    const databaseUrl = await cluster.createDatabase(`doorline_sysf_${randomBytes(4).toString('hex')}`);
    const folder = await dataFolder();
    cleanups.push(() => folder.remove());
    const server = await startServerProcess({
      DATA_DIR: folder.dir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    cleanups.push(async () => void (await server.kill()));

    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    let phase: Answer['phase'] = 'up';
    const answers: Answer[] = [];
    const acknowledged: number[] = [];
    const request = async (what: string, path: string, body?: unknown) => {
      const started = Date.now();
      const current = phase;
      let status = 0;
      let text = '';
      try {
        const response = await fetch(`${server.url}/api${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(SLOWEST_MS * 2),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        text = String(error);
      }
      answers.push({ phase: current, what, status, body: text, ms: Date.now() - started });
      return { status, text };
    };
    // Four clients: two write quotes, one reads the list, one asks for health.
    let stop = false;
    const clients = [
      async () => {
        const { status, text } = await request('create', '/orders', {
          requestedDate: daysAfter(new Date(), 30),
        });
        if (status === 200) acknowledged.push((JSON.parse(text) as { data: { id: number } }).data.id);
      },
      async () => {
        const { status, text } = await request('create', '/orders', {
          requestedDate: daysAfter(new Date(), 30),
        });
        if (status === 200) acknowledged.push((JSON.parse(text) as { data: { id: number } }).data.id);
      },
      () => request('list', '/orders/main-orders?page=1&limit=5'),
      () => request('health', '/health'),
    ].map(async (step, i) => {
      while (!stop) {
        await step();
        // The writers hardly pause, so that a transaction is open when PostgreSQL stops.
        await new Promise((resolve) => setTimeout(resolve, i < 2 ? 5 : 50));
      }
    });
    const seen = (p: Answer['phase'], what: string, status: number) =>
      answers.some((a) => a.phase === p && a.what === what && a.status === status);
    /** What each phase answered, for a failure's message. */
    const tally = () => {
      const counts = new Map<string, number>();
      for (const a of answers) {
        const key = `${a.phase} ${a.what} ${a.status} ${a.status === 200 ? '' : a.body.slice(0, 120)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const exited = server.child.exitCode !== null || server.child.signalCode !== null;
      return (
        [...counts].map(([key, n]) => `${n} x ${key}`).join('\n') +
        (exited ? `\nthe server died:\n${server.output()}` : '')
      );
    };
    const until = async (condition: () => boolean, timeoutMs: number, label: string) => {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`${label} within ${timeoutMs} ms; seen:\n${tally()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    try {
      await until(
        () => acknowledged.length >= 5 && seen('up', 'list', 200),
        scaled(10_000),
        'writes under load',
      );
      await cluster.stopImmediately();
      const stoppedAt = Date.now();
      phase = 'down';
      await until(
        () => seen('down', 'health', 503) && seen('down', 'create', 503) && seen('down', 'list', 503),
        scaled(5_000),
        'a 503 for health, a write and a list while PostgreSQL is down',
      );
      // Stay down a little longer, so that the pool's every connection has failed.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await cluster.start();
      const startedAt = Date.now();
      phase = 'back';
      await until(
        () => seen('back', 'health', 200) && seen('back', 'create', 200) && seen('back', 'list', 200),
        scaled(7_000),
        'the server answering again without a restart',
      );
      const recoveredMs = Date.now() - startedAt;
      stop = true;
      await Promise.all(clients);
      console.info(
        `postgres-restart: down ${startedAt - stoppedAt} ms, ${answers.filter((a) => a.phase === 'down').length} ` +
          `answers while down (all 503), back ${recoveredMs} ms after PostgreSQL accepted connections`,
      );
    } finally {
      stop = true;
      await Promise.all(clients);
    }

    expect(server.child.exitCode, 'the server process kept running').toBeNull();
    // Only success or 503 "Database unavailable", never 500, a dropped connection or a hang.
    const unavailable = (a: Answer) =>
      a.status === 503 && a.body.includes('"message":"Database unavailable"');
    const wrong = answers.filter((a) => !(a.status === 200 || unavailable(a)));
    expect(wrong.map((a) => `${a.phase} ${a.what}: ${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
    const slow = answers.filter((a) => a.ms > SLOWEST_MS);
    expect(slow.map((a) => `${a.phase} ${a.what}: ${a.ms} ms`)).toEqual([]);
    // After the last 503 of the outage, only successes: the pool recovered.
    const lastFailure = answers.findLastIndex((a) => a.status !== 200);
    const afterwards = answers.slice(lastFailure + 1);
    expect(afterwards.length).toBeGreaterThan(3);
    // The writes acknowledged before the stop survived it.
    for (const id of acknowledged) {
      const { status } = await request('read', `/orders/main/${id}`);
      expect(status, `quote ${id}`).toBe(200);
    }
  },
);
