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
import { performance } from 'node:perf_hooks';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { latencySummary, measureUnderLoad, readDownload, runLine, startExportBench } from './helpers.mjs';

const { args, server, base, auth } = await startExportBench({
  encoding: { type: 'string', default: 'identity' },
});
const TARGET_ROWS_PER_SECOND = 50_000;
const TARGET_GROWTH_MB = 50;

/**
 * The server process's CPU seconds so far, user and system (/proc/<pid>/stat, in clock ticks of
 * 1/100 s, Linux's USER_HZ): what the export costs the server, which hardly changes with what else
 * runs on the machine, where its rows a second do.
 */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

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
const {
  idle,
  during: duringLatencies,
  load,
  rssBefore,
  rssPeak,
  seconds,
  outcome: { lines, bytes, firstByte, serverCpu },
} = await measureUnderLoad({
  pid: server.pid,
  idleSeconds: Number(args['idle-seconds']),
  probe: listLoop,
  work: async (started) => {
    const cpuBefore = cpuSeconds();
    const response = await fetch(`${base}${args.path}`, {
      headers: { ...auth, 'accept-encoding': args.encoding },
    });
    if (!response.ok) throw new Error(`the export answered ${response.status} ${await response.text()}`);
    const read = await readDownload(response, started);
    return { ...read, firstByte: read.firstByteMs, serverCpu: cpuSeconds() - cpuBefore };
  },
});
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
  listIdle: latencySummary(idle),
  listDuring: latencySummary(duringLatencies),
  loadAverage: load,
};
console.log(JSON.stringify(result, null, 2));

const ok = (pass) => (pass ? 'met' : '**missed**');
const report = [
  `${runLine(load)} when the export started; \`node bench/export.mjs\` ` +
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
