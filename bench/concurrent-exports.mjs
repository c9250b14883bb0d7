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
import { performance } from 'node:perf_hooks';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { latencySummary, measureUnderLoad, readDownload, runLine, startExportBench } from './helpers.mjs';

const { args, server, base, auth } = await startExportBench({ exports: { type: 'string', default: '20' } });
const EXPORTS = Number(args.exports);
const TARGET_HEALTH_P95_MS = 200;
const HEALTH_EVERY_MS = 50;

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
  const { lines } = await readDownload(response);
  return { status: 200, rows: lines - 1, seconds: (performance.now() - started) / 1000 };
}

// Warm the server (its statements, its pool), then the idle health check and memory.
for (let i = 0; i < 20; i++) await (await fetch(`${base}/health`)).arrayBuffer();
const {
  idle,
  during: health,
  load,
  rssBefore,
  rssPeak,
  seconds,
  outcome: outcomes,
} = await measureUnderLoad({
  pid: server.pid,
  idleSeconds: Number(args['idle-seconds']),
  probe: healthLoop,
  work: () => Promise.all(Array.from({ length: EXPORTS }, oneExport)),
});
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
  healthIdle: latencySummary(idle),
  healthDuring: latencySummary(health),
  liveDuring: latencySummary(health.live),
  loadAverage: load,
};
console.log(JSON.stringify(result, null, 2));

const ok = (pass) => (pass ? 'met' : '**missed**');
const report = [
  `${runLine(load)} when the exports started; \`node bench/concurrent-exports.mjs\` ` +
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
