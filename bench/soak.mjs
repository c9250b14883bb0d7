#!/usr/bin/env node
// The soak (issue 13), full length: the built server (`api-server/dist/main.js`, one process) on a
// fresh PostgreSQL database seeded with the demo, under ten minutes of every demo role's mixed
// traffic (`api-server/system-test/soak-traffic.mjs`, the same module the short system test runs).
// It records the answers (no 5xx allowed), p50/p95/p99 per kind of request, and the server's RSS
// and live heap, and holds the memory to the bound of docs/decisions.md "Issue 13: the soak".
//
//   npm run bench:soak          (builds the server first)
//   node bench/soak.mjs [--duration 600] [--warmup 60] [--window 60] [--workers-per-account 2]
//                       [--think-ms 150] [--port 4660] [--no-write]
//   SOAK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (the default): the server to use; a
//   database doorline_soak_<random> is created on it and dropped afterwards.
//
// The result goes between the `issue13-soak` markers of BENCHMARKS.md; the exit code is 1 when a
// bound was broken (after writing).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PASSWORD, demoEmails } from '@doorline/api-server';
import { brokenBounds, memoryProbeEnv, runSoak, summary } from '../api-server/system-test/soak-traffic.mjs';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { percentile, spawnBuiltServer } from './helpers.mjs';

/** The bound of the full run (docs/decisions.md "Issue 13: the soak"). */
const SOAK_BOUNDS = { rssGrowthMb: 32, heapGrowthMb: 8 };

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '60' },
    window: { type: 'string', default: '60' },
    'workers-per-account': { type: 'string', default: '2' },
    'think-ms': { type: 'string', default: '150' },
    port: { type: 'string', default: '4660' },
    'no-write': { type: 'boolean', default: false },
  },
});
const seconds = (name) => {
  const n = Number(args[name]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};
const DURATION = seconds('duration');
const WARMUP = seconds('warmup');
const WINDOW = seconds('window');
if (WARMUP + 2 * WINDOW > DURATION) throw new Error('--duration must hold the warm-up and two windows');
const adminUrl = process.env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const log = (message) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const MB = 1024 * 1024;
const mb = (n) => `${(n / MB).toFixed(1)} MB`;
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
/** Memory samples (`t` in ms) one a minute, the first and the last kept: `<s> s <value>`, comma-separated. */
const everyMinute = (samples, value) =>
  samples
    .filter(
      (s, i, all) =>
        i === 0 ||
        i === all.length - 1 ||
        Math.floor(s.t / 60_000) !== Math.floor((all[i - 1]?.t ?? 0) / 60_000),
    )
    .map((s) => `${Math.round(s.t / 1000)} s ${value(s)}`)
    .join(', ');

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/** `node dist/main.js` with the probe, resolved once it prints its address; keeps the last output. */
function startServer(env) {
  return spawnBuiltServer({ JWT_SECRET: 'soak-secret-'.repeat(4), ...env });
}

function report(result, info, broken) {
  const { rss, heap } = result.memory;
  const kinds = Object.entries(result.kinds).sort(([, a], [, b]) => b.count - a.count);
  const endpointRows = Object.entries(result.endpoints)
    .filter(([, s]) => s.count > 0)
    .sort(([, a], [, b]) => b.count - a.count)
    .map(([name, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      const at = (p) => percentile(sorted, p);
      const statuses = Object.entries(s.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      return `| \`${name}\` | ${s.kind} | ${s.count} | ${statuses} | ${ms(at(50))} | ${ms(at(95))} | ${ms(at(99))} |`;
    });
  const held = (growth, bound) => (growth <= bound * MB ? 'held' : '**broken**');
  return [
    `Run at ${result.startedAt}: \`npm run bench:soak\` (\`node bench/soak.mjs --duration ${DURATION} --warmup ${WARMUP} --window ${WINDOW} --workers-per-account ${args['workers-per-account']} --think-ms ${args['think-ms']}\`).`,
    '',
    `- Machine: ${info.cpu}, ${info.ram} RAM, ${info.os}; load average (1, 5, 15 min) ${info.loadBefore} before the run and ${info.loadAfter} after it (the cores are shared with other work).`,
    `- Node ${process.version}; PostgreSQL ${info.postgres}, same machine, over TCP on 127.0.0.1; a fresh database seeded with the demo (\`DEMO_DATA=1\`: ${info.before.main_orders} main orders, ${info.before.users} users, ${info.before.dealers} dealers), ${info.after.main_orders} main orders and ${info.after.files} order files at the end.`,
    `- Server: \`api-server/dist/main.js\`, one process, its pool of 10 connections; traffic: ${result.workers} virtual users (${args['workers-per-account']} per each of the ${demoEmails.length} demo sign-ins: every role), a pause of 0–${result.thinkMs} ms between steps, for ${DURATION} s, the first ${WARMUP} s a warm-up that is not measured. Latency is the client's, the answer's body included.`,
    `- **${result.overall.count} requests** after the warm-up (${result.throughput.toFixed(0)} req/s): **5xx: ${result.serverErrors.length}**; 409 (two people acting on one record at once): ${result.conflicts}; other non-2xx: ${result.unexpected.length}; failures without an answer: ${result.failures.length}.`,
    '',
    '| kind | requests | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|',
    `| **all** | ${result.overall.count} | ${ms(result.overall.p50)} | ${ms(result.overall.p95)} | ${ms(result.overall.p99)} | ${ms(result.overall.max)} |`,
    ...kinds.map(
      ([kind, p]) => `| ${kind} | ${p.count} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} |`,
    ),
    '',
    `Memory of the server process (RSS from \`/proc/<pid>/status\`; live heap: \`heapUsed\` right after a forced collection, sampled every 5 s by \`memory-probe.mjs\`). Growth: the median of the last ${WINDOW} s against the median of the first ${WINDOW} s after the warm-up.`,
    '',
    '| | start (idle) | peak | end (idle) | first window | last window | growth | bound | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    `| RSS | ${mb(rss.start)} | ${mb(rss.peak)} | ${mb(rss.end)} | ${mb(rss.firstWindow)} | ${mb(rss.lastWindow)} | ${mb(rss.growth)} | ${SOAK_BOUNDS.rssGrowthMb} MB | ${held(rss.growth, SOAK_BOUNDS.rssGrowthMb)} |`,
    `| live heap | ${mb(heap.start)} | ${mb(heap.peak)} | ${mb(heap.end)} | ${mb(heap.firstWindow)} | ${mb(heap.lastWindow)} | ${mb(heap.growth)} | ${SOAK_BOUNDS.heapGrowthMb} MB | ${held(heap.growth, SOAK_BOUNDS.heapGrowthMb)} |`,
    '',
    broken.length === 0 ? 'Every bound held.' : `**Bounds broken**: ${broken.join('; ')}`,
    '',
    `<details><summary>Requests per endpoint, and the steps the virtual users took</summary>`,
    '',
    '| endpoint | kind | requests | statuses | p50 ms | p95 ms | p99 ms |',
    '|---|---|---:|---|---:|---:|---:|',
    ...endpointRows,
    '',
    `Steps (warm-up included): ${Object.entries(result.steps)
      .sort(([, a], [, b]) => b - a)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}.`,
    '',
    `RSS every minute (MB): ${everyMinute(result.memory.rssSamples, (s) => (s.rss / MB).toFixed(0))}.`,
    '',
    `Live heap every minute (MB): ${everyMinute(result.memory.heapSamples, (s) => (s.heapUsed / MB).toFixed(1))}.`,
    '',
    '</details>',
  ].join('\n');
}

async function counts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select
      (select count(*) from orders where main_order_id is null)::int as main_orders,
      (select count(*) from users)::int as users, (select count(*) from dealers)::int as dealers,
      (select count(*) from record_files)::int as files, current_setting('server_version') as version`);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function main() {
  const name = `doorline_soak_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'doorline-soak-'));
  const memoryFile = path.join(dataDir, 'memory.jsonl');
  await admin(`CREATE DATABASE ${name}`);
  log(`database ${name}, data ${dataDir}`);
  let server;
  try {
    server = startServer({
      PORT: args.port,
      DATABASE_URL: url.toString(),
      DEMO_DATA: '1',
      DATA_DIR: dataDir,
      ...memoryProbeEnv(memoryFile),
    });
    const serverUrl = await server.url;
    log(`server at ${serverUrl} (pid ${server.child.pid})`);
    const before = await counts(url.toString());
    const cpus = os.cpus();
    const info = {
      cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
      ram: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      os: `${os.type()} ${os.release()}`,
      postgres: before.version,
      loadBefore: loadNow(),
      before,
    };
    const result = await runSoak({
      url: serverUrl,
      pid: server.child.pid,
      memoryFile,
      accounts: demoEmails.map((email) => ({ email, password: DEMO_PASSWORD })),
      durationMs: DURATION * 1000,
      warmupMs: WARMUP * 1000,
      windowMs: WINDOW * 1000,
      workersPerAccount: Number(args['workers-per-account']),
      thinkMs: Number(args['think-ms']),
      heapEveryMs: 5000,
      log,
    });
    info.loadAfter = loadNow();
    info.after = await counts(url.toString());
    const broken = brokenBounds(result, SOAK_BOUNDS, server.output());
    console.log(summary(result));
    if (broken.length > 0)
      console.log(`BOUNDS BROKEN:\n${broken.join('\n')}\n\nserver output:\n${server.output().slice(-5000)}`);
    if (!args['no-write']) await writeBenchmarksSection('issue13-soak', report(result, info, broken));
    process.exitCode = broken.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
