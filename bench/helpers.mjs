// What the benchmarks share: the built server started two ways (server.mjs forked with its database,
// or api-server's dist/main.js spawned with the environment given), signing in, the server
// process's memory, a server measured idle and at work, a download read to its end, and the
// percentiles every report uses.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_EMAIL, BENCH_PASSWORD, DEFAULT_URL } from './constants.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.join(here, '..', 'api-server', 'dist', 'main.js');

/**
 * The settings of a server started in the benchmark's own process (`loadConfig`): a fixed secret,
 * silent, a free port on 127.0.0.1, no demo data.
 */
export const IN_PROCESS_SERVER_ENV = {
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  DEMO_DATA: '0',
};

/** The value at percentile `p` (0 to 100) of `values`, nearest rank; NaN when there are none. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Latencies' count, median, p95 and worst, in the unit they were measured in. */
export function latencySummary(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: Math.max(...values),
  };
}

/** A report's first words: when it ran (UTC, to the minute), on how many cores, at what load average. */
export function runLine(load) {
  return (
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ` +
    `load average ${load.map((n) => n.toFixed(2)).join(' / ')}`
  );
}

/**
 * server.mjs forked on the seeded database (`BENCH_DATABASE_URL`, by default the local one of
 * constants.mjs), with `env` and `execArgv` added; `waitFor(type)` resolves with its next message of
 * that type (its address first, `ready`) and rejects if it exits first.
 */
export function forkBenchServer({ env = {}, execArgv = [] } = {}) {
  const child = fork(path.join(here, 'server.mjs'), {
    env: { ...process.env, BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL || DEFAULT_URL, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv,
  });
  const waitFor = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`the server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return waitFor('ready').then(({ url: baseUrl }) => ({ child, baseUrl, waitFor }));
}

/** A seeded user's access token (the bench password), from the server at `baseUrl`. */
export async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || !body.data?.token)
    throw new Error(`sign-in of ${email}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A process's resident memory now, in MB (/proc/<pid>/status). */
export function rssMbOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * An export's benchmark set up (export.mjs, concurrent-exports.mjs): its flags read (`--path`, the
 * export; `--idle-seconds`, how long the idle server is measured; `--no-write`; and `options`, its
 * own), the seeded server forked, the administrator signed in: `auth`, their headers.
 */
export async function startExportBench(options) {
  const { values: args } = parseArgs({
    options: {
      path: { type: 'string', default: '/orders/main-orders/export' },
      'idle-seconds': { type: 'string', default: '5' },
      'no-write': { type: 'boolean', default: false },
      ...options,
    },
  });
  const { child: server, baseUrl } = await forkBenchServer();
  const auth = { authorization: `Bearer ${await signIn(baseUrl, ADMIN_EMAIL)}` };
  return { args, server, base: `${baseUrl}/api`, auth };
}

/**
 * The server measured idle, then while it works: `probe(until)` (a request sent again and again until
 * `until()`, its latencies) runs for `idleSeconds` on the idle server, then beside `work(started)`,
 * while the server process's resident memory is sampled every 20 ms. Gives both probes' latencies,
 * the load average and the memory (MB) when the work started, the memory's peak, the work's seconds
 * and what it returned.
 */
export async function measureUnderLoad({ pid, idleSeconds, probe, work }) {
  const idleUntil = performance.now() + idleSeconds * 1000;
  const idle = await probe(() => performance.now() > idleUntil);
  const load = os.loadavg();
  const rssBefore = rssMbOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMbOf(pid));
  }, 20);
  let working = true;
  const during = probe(() => !working);
  const started = performance.now();
  const outcome = await work(started);
  const seconds = (performance.now() - started) / 1000;
  working = false;
  const duringLatencies = await during;
  clearInterval(sampler);
  return { idle, during: duringLatencies, load, rssBefore, rssPeak, seconds, outcome };
}

/**
 * A download read to its end as a browser reads one: streamed, counted, never held. Its lines, its
 * bytes and the ms from `started` to its first bytes.
 */
export async function readDownload(response, started = performance.now()) {
  let lines = 0;
  let bytes = 0;
  let firstByteMs = null;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.length;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
  }
  return { lines, bytes, firstByteMs };
}

/**
 * `node dist/main.js` with `env` over a quiet default (127.0.0.1, warnings only, no app folder),
 * resolved (`url`) once it prints its address; keeps the last `keep` characters of its output.
 * `stop()` ends it with SIGTERM, and SIGKILL after 5 s: aborted clients can leave connections the
 * graceful close would wait for.
 */
export function spawnBuiltServer(env, { name = 'the server', keep = 200_000 } = {}) {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_DIR: '/nonexistent-doorline-app',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      printed = (printed + chunk.toString()).slice(-keep);
      const match = /running at (http:\/\/[^\s]+)/.exec(printed);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited with ${code}:\n${printed}`)));
  });
  return {
    name,
    child,
    url,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
