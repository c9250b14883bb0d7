#!/usr/bin/env node
// The record as a PDF (issue 28): how long the server takes to answer a 50-item quote's PDF.
//
//   node bench/document.mjs [--runs 100] [--items 50] [--concurrency 4] [--no-write] [--marker document]
//
// Starts the built server (api-server/dist) as a child process: on BENCH_DATABASE_URL when it is set
// (a copy of the seeded database; signs in as the seed's administrator), else on an embedded database
// in a temporary folder with the demo data. Creates a quote of `--items` items with a dealer and a
// customer, asks its PDF `--runs` times one after the other (after 10 unmeasured), then as many
// times again with `--concurrency` requests in flight, and reports the time to the last byte (p50,
// p95, max), the PDF's size and pages, and the machine's load average. The table goes between the
// `document` markers of BENCHMARKS.md. The target: p95 at most 300 ms, one at a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildPath, createApiClient, daysAfter, endpoints, memoryTokenStore } from '@doorline/api-client';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { ADMIN_EMAIL, BENCH_PASSWORD } from './constants.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    items: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '4' },
    'no-write': { type: 'boolean', default: false },
    // Where in BENCHMARKS.md the table goes: `document`, or `document-postgres` for a run on
    // BENCH_DATABASE_URL, so that both stand side by side.
    marker: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const ITEMS = Number(args.items);
const CONCURRENCY = Number(args.concurrency);
const TARGET_P95_MS = 300;
const databaseUrl = process.env.BENCH_DATABASE_URL || null;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'doorline-document-bench-'));
const port = 4400 + Math.floor(Math.random() * 200);
const server = spawn(process.execPath, [path.join(here, '..', 'api-server', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL: '86400',
    AUTH_RATE_LIMIT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: '0' } : { DEMO_DATA: '1' }),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}/api`;

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (ms) => Math.round(ms * 10) / 10;

try {
  await waitForServer();
  const tokens = memoryTokenStore();
  const api = createApiClient({ baseUrl, tokens });
  const [email, password] = databaseUrl
    ? [ADMIN_EMAIL, BENCH_PASSWORD]
    : ['admin@doorline.test', 'doorline-demo'];
  const login = await api.login({ body: { email, password } });
  tokens.setTokens({ accessToken: login.data.token, refreshToken: login.data.refreshToken });
  const dealer = (await api.dealers({ query: { page: 1, limit: 1, status: 'active' } })).data[0];
  const requestedDate = daysAfter(new Date(), 30);
  // The seeded database numbers its orders itself, past the sequence: there the quote is a draft of
  // the seed's, its items brought up to `--items`.
  const quote = databaseUrl
    ? (await api.mainOrders({ query: { stage: 'quote', status: 'draft', limit: 1 } })).data[0]
    : (await api.createOrder({ body: { requestedDate, ...(dealer ? { dealerId: dealer.id } : {}) } })).data;
  if (!quote) throw new Error('no draft quote to draw');
  const present = (await api.orderDetails({ params: { id: quote.id } })).data.itemsCount;
  await api.updateOrder({
    params: { id: quote.id },
    body: {
      referenceNumber: 'BENCH-28',
      note: 'Доставка на 3-й поверх',
      customerContact: { name: 'Іван Петренко', email: 'ivan@example.test', phone: '+380501234567' },
    },
  });
  for (let i = present; i < ITEMS; i++)
    await api.createItem({
      body: {
        orderId: quote.id,
        description: `Двері міжкімнатні «Модель ${i + 1}» 800×2000, дуб${i % 7 === 0 ? ', з фурнітурою та лиштвою з обох боків, колір горіх' : ''}`,
        price: Math.round((1234.5 + i * 17.35) * 100) / 100,
      },
    });

  const url = `${baseUrl}${buildPath(endpoints.orderDocument.path, { id: quote.id })}?lang=uk`;
  const headers = { authorization: `Bearer ${tokens.getAccessToken()}` };
  let bytes = 0;
  async function once() {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`the document answered ${response.status}`);
    bytes = body.length;
    return performance.now() - started;
  }
  for (let i = 0; i < 10; i++) await once();
  const loadBefore = os.loadavg()[0];
  const serial = [];
  for (let i = 0; i < RUNS; i++) serial.push(await once());
  const parallel = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < RUNS) parallel.push(await once());
    }),
  );
  const loadAfter = os.loadavg()[0];
  const pdf = await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const pages = (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

  serial.sort((a, b) => a - b);
  parallel.sort((a, b) => a - b);
  const row = (name, times) =>
    `| ${name} | ${times.length} | ${round(percentile(times, 0.5))} | ${round(percentile(times, 0.95))} | ${round(times.at(-1))} |`;
  const p95 = percentile(serial, 0.95);
  const report = [
    `A ${ITEMS}-item quote's PDF in Ukrainian (${pages} pages A4, ${Math.round(bytes / 1024)} kB), asked through`,
    `the server on ${databaseUrl ? 'PostgreSQL (a copy of the seeded database)' : 'the embedded database (demo data)'},`,
    `time to the last byte as the client sees it, after 10 unmeasured requests. Node ${process.version},`,
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after`,
    `(${new Date().toISOString().slice(0, 16)}Z). Target: p95 at most ${TARGET_P95_MS} ms one at a time:`,
    `**${p95 <= TARGET_P95_MS ? 'met' : 'missed'}** (${round(p95)} ms).`,
    '',
    '| requests | n | p50 ms | p95 ms | max ms |',
    '| --- | --- | --- | --- | --- |',
    row('one at a time', serial),
    row(`${CONCURRENCY} in flight`, parallel),
  ].join('\n');
  console.log(report);
  if (!args['no-write'])
    await writeBenchmarksSection(args.marker ?? (databaseUrl ? 'document-postgres' : 'document'), report);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
