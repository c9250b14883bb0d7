// Upload and read latency of a 1 MB record file in each file store (issue 29; docs/decisions.md
// "Issue 29: uploads without a shared folder"): the embedded database (PGlite on disk), PostgreSQL
// (`stored_files`), and an S3 bucket on the local stand-in (the tests' own, api-server/test/), each
// through the real server and HTTP, as the API client sends them. 5 warm-up rounds, then ROUNDS
// (default 40) uploads and as many downloads, one at a time; prints the median and p95.
//
//   node --conditions=@doorline/source --import tsx bench/file-stores.ts
//   (BENCH_DATABASE_URL: an admin URL of a PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiClient, daysAfter, fileDownloadPath, memoryTokenStore } from '@doorline/api-client';
import {
  createAdministrator,
  loadConfig,
  openDatabase,
  schema,
  startServer,
  type Config,
} from '@doorline/api-server';
import { createPostgresDatabase } from '../api-server/test/postgres-database.js';
import { s3StorageOf, startS3StandIn } from '../api-server/test/s3-stand-in.js';
import { IN_PROCESS_SERVER_ENV, percentile } from './helpers.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const WARM_UP = 5;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EMAIL = 'bench.files@doorline.test';
const PASSWORD = 'bench-files-Doorline-2026!';
const bytes = Buffer.from(Array.from({ length: 1024 * 1024 }, (_, i) => (i * 7919) % 251));

async function measure(name: string, setup: { databaseUrl: string | null; storage: Config['storage'] }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorline-bench-files-'));
  const config: Config = {
    ...loadConfig({
      ...IN_PROCESS_SERVER_ENV,
      AUTH_RATE_LIMIT: '0',
      DATA_DIR: dataDir,
    }),
    databaseUrl: setup.databaseUrl,
    storage: setup.storage,
  };
  const server = await startServer(config, { database: await openDatabase(config) });
  try {
    await createAdministrator(server.db, { email: EMAIL, name: 'Bench', password: PASSWORD });
    const [order] = await server.db
      .insert(schema.orders)
      .values({
        orderNumber: '990001',
        stage: 'quote',
        status: 'draft',
        requestedDate: daysAfter(new Date(), 30),
      })
      .returning({ id: schema.orders.id });
    const tokens = memoryTokenStore();
    const api = createApiClient({ baseUrl: `${server.url}/api`, tokens });
    const login = await api.login({ body: { email: EMAIL, password: PASSWORD } });
    if (!('token' in login.data)) throw new Error('two-factor on');
    tokens.setTokens({ accessToken: login.data.token, refreshToken: login.data.refreshToken });
    const uploads: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      let started = performance.now();
      const file = await api.addFile({
        params: { id: order!.id },
        file: new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }),
        fileName: `file-${i}.bin`,
      });
      const uploaded = performance.now() - started;
      started = performance.now();
      const response = await fetch(`${server.url}/api${fileDownloadPath(order!.id, file.data.id)}`, {
        headers: { authorization: `Bearer ${tokens.getAccessToken()!}` },
      });
      const got = Buffer.from(await response.arrayBuffer());
      const read = performance.now() - started;
      if (!got.equals(bytes)) throw new Error(`${name}: the file read back differs`);
      if (i >= WARM_UP) {
        uploads.push(uploaded);
        reads.push(read);
      }
    }
    const row = (values: number[]) =>
      `${percentile(values, 50).toFixed(1).padStart(7)} ${percentile(values, 95).toFixed(1).padStart(7)}`;
    console.log(`${name.padEnd(34)} upload ${row(uploads)}   read ${row(reads)}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`1 MB record file, ${ROUNDS} rounds after ${WARM_UP} warm-ups; ms: median p95`);
await measure('PGlite (embedded), stored_files', { databaseUrl: null, storage: { kind: 'database' } });
const postgres = await createPostgresDatabase(adminUrl, 'doorline_bench_files');
try {
  await measure('PostgreSQL, stored_files', { databaseUrl: postgres.url, storage: { kind: 'database' } });
} finally {
  await postgres.drop();
}
const standIn = await startS3StandIn();
const postgresForS3 = await createPostgresDatabase(adminUrl, 'doorline_bench_files');
try {
  await measure('PostgreSQL, S3 (local stand-in)', {
    databaseUrl: postgresForS3.url,
    storage: s3StorageOf(standIn),
  });
} finally {
  await postgresForS3.drop();
  await standIn.close();
}
