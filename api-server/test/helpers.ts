import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type Db } from '../src/db/index.js';
import { startServer, type RunningServer } from '../src/server.js';
import { checkAnswersAgainstTheDocument } from './documented-answers.js';
import { createPostgresDatabase } from './postgres-database.js';

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** `url + '/api'`, the API client's base URL. */
  baseUrl: string;
  db: Db;
  database: Database;
  app: RunningServer['app'];
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Seed the demo users and orders (default false: only permissions and roles). */
  demo?: boolean;
  config?: Partial<Config>;
  /** Told of every statement the server runs through Drizzle. */
  onQuery?: (sql: string) => void;
  /** Where the server's log lines go (with `config.logLevel`; test/log-secrets.test.ts). */
  logStream?: { write(line: string): void };
}

let migratedPgliteFiles: Promise<Blob> | undefined;
/**
 * The files of an embedded database with every migration applied and nothing seeded, made once per
 * worker: a new PGlite cluster costs about 1.3 s of CPU (its initdb) and the migrations more, a copy
 * of these files about 0.4 s, and the suite opens about thirty. Each file still gets a database of
 * its own, seeded by the server it starts as any server seeds an empty database.
 */
function migratedPglite(): Promise<Blob> {
  migratedPgliteFiles ??= (async () => {
    const template = await openDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await template.migrate();
      return await template.dump!();
    } finally {
      await template.close();
    }
  })();
  return migratedPgliteFiles;
}

/** A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openTestDatabase(
  onQuery?: (sql: string) => void,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      onQuery,
      pgliteFrom: await migratedPglite(),
    });
    return { database, drop: () => database.close() };
  }
  const scratch = await createPostgresDatabase(adminUrl, 'doorline_t');
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null, onQuery });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Two databases of one, as two processes open it: on PostgreSQL a scratch database opened twice (two
 * pools), on PGlite, which one process owns, the same database object.
 */
export async function oneDatabaseTwice(): Promise<{
  databases: [Database, Database];
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const { database, drop } = await openTestDatabase();
    return { databases: [database, database], drop };
  }
  const scratch = await createPostgresDatabase(adminUrl, 'doorline_t');
  const first = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  const second = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  await first.migrate();
  return {
    databases: [first, second],
    async drop() {
      await Promise.all([first.close(), second.close()]);
      await scratch.drop();
    },
  };
}

/** Settings for tests: silent, fixed secret, nothing written to disk, 127.0.0.1 on a free port. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
    APP_DIR: '/nonexistent-doorline-app',
    // Tests sign in many times from 127.0.0.1; abuse.test.ts sets the per-address limit it tests.
    AUTH_RATE_LIMIT: '1000000',
  });
  // Uploads go to a folder of this test's own under the system's temporary folder.
  const dataDir = path.join(tmpdir(), `doorline-test-${process.pid}-${randomBytes(6).toString('hex')}`);
  return { ...base, dataDir, pgliteDir: null, ...overrides };
}

/** Starts the whole server on its own fresh database, listening on 127.0.0.1, port 0. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase(options.onQuery);
  const config = testConfig({ demoData: options.demo ?? false, ...options.config });
  let server: RunningServer;
  let mismatches: string[] = [];
  try {
    server = await startServer(config, {
      database,
      prepare: (app) => (mismatches = checkAnswersAgainstTheDocument(app)),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: server.url,
    baseUrl: `${server.url}/api`,
    db: server.db,
    database,
    app: server.app,
    close: () =>
      (closing ??= (async () => {
        await server.app.close();
        await drop();
        if (!options.config?.dataDir) await rm(config.dataDir, { recursive: true, force: true });
        // Every answer of the file's tests matched its documented schema (issue 25).
        if (mismatches.length > 0)
          throw new Error(`Answers unlike the API's description:\n${[...new Set(mismatches)].join('\n')}`);
      })()),
  };
}

/** Starts one server for the test file before its first test, hands it to `use`, closes it after the last. */
export function serverForFile(options: TestServerOptions, use: (server: TestServer) => void) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    use(server);
  });
  afterAll(async () => {
    await server?.close();
  });
}

/** A clock tests move by hand; pass `clock.now` as `config.now`. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(ms: number) {
      t = ms;
    },
  };
}

/** An answer body as tests read it: any shape, checked by the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** POSTs JSON (or a raw string as is) and returns status, headers, raw text and parsed body. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? (JSON.parse(text) as Json) : null,
  };
}

export async function get(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  let json: Json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The rows of a raw statement's answer (`db.execute(sql`…`)`), which Drizzle types as the engine's. */
export const statementRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
