#!/usr/bin/env node
// Many CSV exports at once (issue 39; BENCHMARKS.md "concurrent-exports"): the real server (built, on
// PostgreSQL, BENCH_DATABASE_URL, seeded by seed.mjs) is asked for `--exports` (20) exports of every
// main order at the same moment, as the administrator, while
//   - `GET /api/health` is sent one at a time every 50 ms: its p50, p95 and worst answer during the
//     exports say whether the process still answers (the target: p95 ≤ 200 ms),
//   - the server process's resident memory is sampled from /proc/<pid>/status every 20 ms.
// The exports over EXPORT_CONCURRENCY answer 503 (counted as refused); the accepted ones are read to
// their end as a browser reads a download: streamed, counted, never held. `EXPORT_CONCURRENCY=1000`
// in the environment shows the process without the bound (the figures of issue 39's report).
//
//   node bench/concurrent-exports.mjs [--exports 20] [--path /orders/main-orders/export] [--no-write]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { ADMIN_EMAIL, DEFAULT_URL } from './constants.mjs';
import { forkBenchServer, percentile, rssMbOf, signIn } from './helpers.mjs';

const { values: args } = parseArgs({
  options: {
    exports: { type: 'string', default: '20' },
    path: { type: 'string', default: '/orders/main-orders/export' },
    'idle-seconds': { type: 'string', default: '5' },
    'no-write': { type: 'boolean', default: false },
  },
});
const EXPORTS = Number(args.exports);
const TARGET_HEALTH_P95_MS = 200;
const HEALTH_EVERY_MS = 50;
const url = process.env.BENCH_DATABASE_URL || DEFAULT_URL;

const { child: server, baseUrl } = await forkBenchServer({ env: { BENCH_DATABASE_URL: url } });
const base = `${baseUrl}/api`;

const rssMb = () => rssMbOf(server.pid);

const auth = { authorization: `Bearer ${await signIn(baseUrl, ADMIN_EMAIL)}` };

/**
 * The health check (which asks the database), one at a time, every `HEALTH_EVERY_MS`, until `until()`,
 * each followed by the liveness probe (which does not): their latencies in ms. A slow health check
 * beside a fast liveness probe is a wait for the database; both slow, a busy event loop.
 */
async function healthLoop(until) {
  const latencies = [];
  const live = [];
  const timed = async (path, into) => {
    const started = performance.now();
    const answer = await fetch(`${base}${path}`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    into.push(performance.now() - started);
  };
  while (!until()) {
    if (latencies.length > 0) await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    await timed('/health', latencies);
    await timed('/health/live', live);
  }
  return Object.assign(latencies, { live });
}

/** One export, read to its end: its status, rows and seconds. */
async function oneExport() {
  const started = performance.now();
  const response = await fetch(`${base}${args.path}`, {
    headers: { ...auth, 'accept-encoding': 'identity' },
  });
  if (response.status !== 200) {
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), rows: 0 };
  }
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
  }
  return { status: 200, rows: lines - 1, seconds: (performance.now() - started) / 1000 };
}

// Warm the server (its statements, its pool), then the idle health check and memory.
for (let i = 0; i < 20; i++) await (await fetch(`${base}/health`)).arrayBuffer();
const idleUntil = performance.now() + Number(args['idle-seconds']) * 1000;
const idle = await healthLoop(() => performance.now() > idleUntil);
const rssBefore = rssMb();
const load = os.loadavg();

let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMb());
}, 20);

let exporting = true;
const during = healthLoop(() => !exporting);
const started = performance.now();
const outcomes = await Promise.all(Array.from({ length: EXPORTS }, oneExport));
const seconds = (performance.now() - started) / 1000;
exporting = false;
const health = await during;
clearInterval(sampler);
server.send({ type: 'close' });

const accepted = outcomes.filter((o) => o.status === 200);
const refused = outcomes.filter((o) => o.status === 503);
const other = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
if (other.length > 0) throw new Error(`exports answered ${other.map((o) => o.status).join(', ')}`);
const result = {
  path: args.path,
  exports: EXPORTS,
  exportConcurrency: process.env.EXPORT_CONCURRENCY ?? '4 (default)',
  accepted: accepted.length,
  refused: refused.length,
  retryAfter: refused[0]?.retryAfter ?? null,
  rowsEach: accepted[0]?.rows ?? 0,
  seconds,
  rssBeforeMb: rssBefore,
  rssPeakMb: rssPeak,
  healthIdle: { n: idle.length, p50: percentile(idle, 50), p95: percentile(idle, 95) },
  healthDuring: {
    n: health.length,
    p50: percentile(health, 50),
    p95: percentile(health, 95),
    max: Math.max(...health),
  },
  liveDuring: {
    p50: percentile(health.live, 50),
    p95: percentile(health.live, 95),
    max: Math.max(...health.live),
  },
  loadAverage: load,
};
console.log(JSON.stringify(result, null, 2));

const ok = (pass) => (pass ? 'met' : '**missed**');
const report = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, load average ` +
    `${load.map((n) => n.toFixed(2)).join(' / ')} when the exports started; \`node bench/concurrent-exports.mjs\` ` +
    `(\`--exports ${EXPORTS} --path ${args.path}\`, \`EXPORT_CONCURRENCY\` ${result.exportConcurrency}) against the ` +
    `built server on PostgreSQL 15, the administrator asking for ${EXPORTS} exports of every main order at once.`,
  '',
  '| measure | value | target |',
  '| --- | --- | --- |',
  `| exports accepted / refused (503, \`Retry-After: ${result.retryAfter ?? '-'}\`) | ${accepted.length} / ${refused.length} | refused over the bound |`,
  `| rows per accepted export | ${result.rowsEach.toLocaleString('en')} | |`,
  `| time until the last export ended | ${seconds.toFixed(1)} s | |`,
  `| \`/api/health\` idle p50 / p95 | ${result.healthIdle.p50.toFixed(1)} / ${result.healthIdle.p95.toFixed(1)} ms | |`,
  `| \`/api/health\` during the exports p50 / p95 / max | ${result.healthDuring.p50.toFixed(1)} / ${result.healthDuring.p95.toFixed(1)} / ${result.healthDuring.max.toFixed(0)} ms (${health.length} checks) | p95 ≤ ${TARGET_HEALTH_P95_MS} ms: ${ok(result.healthDuring.p95 <= TARGET_HEALTH_P95_MS)} |`,
  `| \`/api/health/live\` (no database) during the exports p50 / p95 / max | ${result.liveDuring.p50.toFixed(1)} / ${result.liveDuring.p95.toFixed(1)} / ${result.liveDuring.max.toFixed(0)} ms | |`,
  `| server RSS before / peak | ${rssBefore.toFixed(0)} / ${rssPeak.toFixed(0)} MB (+${(rssPeak - rssBefore).toFixed(0)} MB) | |`,
].join('\n');
console.log(report);
if (!args['no-write']) await writeBenchmarksSection('concurrent-exports', report);
