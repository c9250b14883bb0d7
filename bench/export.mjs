#!/usr/bin/env node
// The CSV export under measurement (issue 28; BENCHMARKS.md "export"): the real server (built, on
// PostgreSQL, BENCH_DATABASE_URL) exports every main order of the seeded database (1,000,000) as the
// administrator, while
//   - the server process's resident memory is sampled from /proc/<pid>/status every 20 ms (its growth
//     over the idle server's is what the file must not be held in),
//   - a list request (`GET /orders/main-orders?limit=25`) is sent ten times a second, one at a time, so
//     that its p95 during the export tells whether other requests stay served.
// The same list request is measured on the idle server first. The export is read as a browser reads
// a download: streamed, counted, never held. The server's CPU seconds during the export are reported
// beside its rows a second: on a shared machine the rows a second follow the load, the CPU hardly.
//
//   node bench/export.mjs [--path /orders/main-orders/export] [--encoding identity|gzip] [--no-write]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { ADMIN_EMAIL, DEFAULT_URL } from './constants.mjs';
import { forkBenchServer, percentile, rssMbOf, signIn } from './helpers.mjs';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/orders/main-orders/export' },
    encoding: { type: 'string', default: 'identity' },
    'idle-seconds': { type: 'string', default: '5' },
    'no-write': { type: 'boolean', default: false },
  },
});
const TARGET_ROWS_PER_SECOND = 50_000;
const TARGET_GROWTH_MB = 50;
const url = process.env.BENCH_DATABASE_URL || DEFAULT_URL;

const { child: server, baseUrl } = await forkBenchServer({ env: { BENCH_DATABASE_URL: url } });
const base = `${baseUrl}/api`;

const rssMb = () => rssMbOf(server.pid);
/**
 * The server process's CPU seconds so far, user and system (/proc/<pid>/stat, in clock ticks of
 * 1/100 s, Linux's USER_HZ): what the export costs the server, which hardly changes with what else
 * runs on the machine, where its rows a second do.
 */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const auth = { authorization: `Bearer ${await signIn(baseUrl, ADMIN_EMAIL)}` };

/**
 * The list request, one at a time and at most ten a second (another user paging a list), until
 * `until()`; its latencies in ms.
 */
async function listLoop(until) {
  const latencies = [];
  while (!until()) {
    if (latencies.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const answer = await fetch(`${base}/orders/main-orders?limit=25&page=3`, { headers: auth });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`the list answered ${answer.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

// Warm the server (its statements, its pool), then the idle list's latencies and memory.
for (let i = 0; i < 20; i++)
  await (await fetch(`${base}/orders/main-orders?limit=25`, { headers: auth })).arrayBuffer();
const idleUntil = performance.now() + Number(args['idle-seconds']) * 1000;
const idle = await listLoop(() => performance.now() > idleUntil);
const rssBefore = rssMb();
const load = os.loadavg();

let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMb());
}, 20);

let exporting = true;
const during = listLoop(() => !exporting);
const cpuBefore = cpuSeconds();
const started = performance.now();
const response = await fetch(`${base}${args.path}`, {
  headers: { ...auth, 'accept-encoding': args.encoding },
});
if (!response.ok) throw new Error(`the export answered ${response.status} ${await response.text()}`);
let lines = 0;
let bytes = 0;
let firstByte = null;
const reader = response.body.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  firstByte ??= performance.now() - started;
  bytes += value.length;
  for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
}
const seconds = (performance.now() - started) / 1000;
const serverCpu = cpuSeconds() - cpuBefore;
exporting = false;
const duringLatencies = await during;
clearInterval(sampler);
server.send({ type: 'close' });

const rows = lines - 1;
const rowsPerSecond = rows / seconds;
const growth = rssPeak - rssBefore;
const result = {
  path: args.path,
  encoding: args.encoding,
  rows,
  megabytes: bytes / 1024 / 1024,
  seconds,
  firstByteMs: firstByte,
  rowsPerSecond,
  serverCpuSeconds: serverCpu,
  rssBeforeMb: rssBefore,
  rssPeakMb: rssPeak,
  growthMb: growth,
  listIdle: { n: idle.length, p50: percentile(idle, 50), p95: percentile(idle, 95) },
  listDuring: {
    n: duringLatencies.length,
    p50: percentile(duringLatencies, 50),
    p95: percentile(duringLatencies, 95),
    max: Math.max(...duringLatencies),
  },
  loadAverage: load,
};
console.log(JSON.stringify(result, null, 2));

const ok = (pass) => (pass ? 'met' : '**missed**');
const report = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, load average ` +
    `${load.map((n) => n.toFixed(2)).join(' / ')} when the export started; \`node bench/export.mjs\` ` +
    `(\`--path ${args.path}\`, \`Accept-Encoding: ${args.encoding}\`) against the built server on ` +
    `PostgreSQL 15, the administrator exporting every main order.`,
  '',
  '| measure | value | target |',
  '| --- | --- | --- |',
  `| rows | ${rows.toLocaleString('en')} (${(bytes / 1024 / 1024).toFixed(1)} MB) | |`,
  `| time | ${seconds.toFixed(1)} s (first byte ${firstByte?.toFixed(0)} ms) | |`,
  `| rows per second | ${Math.round(rowsPerSecond).toLocaleString('en')} | ≥ 50,000: ${ok(rowsPerSecond >= TARGET_ROWS_PER_SECOND)} |`,
  `| server CPU (its list requests too) | ${serverCpu.toFixed(1)} s, ${((serverCpu / rows) * 1e6).toFixed(1)} µs a row | |`,
  `| server RSS growth | ${growth.toFixed(1)} MB (${rssBefore.toFixed(0)} → ${rssPeak.toFixed(0)} MB) | < 50 MB: ${ok(growth < TARGET_GROWTH_MB)} |`,
  `| list p95 idle / during the export | ${result.listIdle.p95.toFixed(1)} / ${result.listDuring.p95.toFixed(1)} ms (${result.listDuring.n} requests during, max ${result.listDuring.max.toFixed(0)} ms) | served |`,
].join('\n');
console.log(report);
if (!args['no-write']) await writeBenchmarksSection('export', report);
