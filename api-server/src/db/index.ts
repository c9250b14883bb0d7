import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { lockPgliteDir } from './pglite-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: query functions take either. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the migrations in `api-server/drizzle/`; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide setup lock, so that two processes starting together
   * do not migrate or seed at the same time.
   */
  withSetupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection of its own, for session state such as an advisory lock (the
   * message worker's). On PGlite, which is one connection, that is the database itself.
   */
  withConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` until `close` (docs/notifications.md "Across processes"): PostgreSQL on one
   * connection of its own outside the pool, which comes back by itself with backoff when it is lost
   * and then calls `resumed` (what was sent meanwhile is gone); PGlite through its own `listen`.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: its files as PGlite's tarball (`dumpDataDir`), to start another from. */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one, for the
   * metrics. PGlite has no pool: one connection inside the process, its queue not visible.
   */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
}

export interface ListenHandlers {
  /** A payload sent on the channel, once its transaction committed. */
  message(payload: string): void;
  /** The LISTEN was lost and is back: payloads sent in between never arrived. */
  resumed(): void;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite folder; null for an in-memory database. */
  pgliteDir: string | null;
  /** Told of every statement run through Drizzle (the tests count a request's round trips with it). */
  onQuery?: (sql: string) => void;
  /**
   * PGlite: start from these files (a `dump()`) instead of an empty cluster. The tests give each file
   * a copy of one migrated database rather than a new cluster each (test/helpers.ts).
   */
  pgliteFrom?: Blob;
  /**
   * PGlite in a folder: who opens it, named when another process is refused (db/pglite-lock.ts;
   * default "a Doorline CRM server").
   */
  holder?: string;
}

const SETUP_LOCK_ID = 7_351_902_001;

/**
 * Settings of every PostgreSQL session the server opens (docs/decisions.md "Issue 12"): no JIT. The
 * API's statements are short; a plan costed above `jit_above_cost` (the roles list counting 100,000
 * users) spent more compiling than running. The benchmark's straight-SQL side uses the same.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger)
    : openPglite(options.pgliteDir, logger, options.pgliteFrom, options.holder);
}

type Logger = { logQuery: (sql: string) => void } | undefined;

async function openPglite(
  dir: string | null,
  logger: Logger,
  from?: Blob,
  holder = 'a Doorline CRM server',
): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // One process at a time opens the folder (docs/architecture.md "Backup and restore").
  const release = dir ? lockPgliteDir(dir, holder) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? undefined, {
      extensions: { pg_trgm },
      ...(from ? { loadDataDir: from } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    withSetupLock: (work) => work(db),
    withConnection: (work) => work(db),
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      // One process, one connection: it cannot be lost, only closed with the database.
      return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
    },
    dump: () => client.dumpDataDir('none'),
    ...pingAndClose(db, () => client.close().finally(release)),
  };
}

/** A health query and a `close` that ends the engine once, however often it is called. */
function pingAndClose(db: Db, end: () => Promise<void>): Pick<Database, 'ping' | 'close'> {
  let closed = false;
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await end();
    },
  };
}

/** Connections one process opens at most to PostgreSQL. */
const POOL_MAX = 10;

async function openPostgres(url: string, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 5000,
    options: POSTGRES_SESSION_OPTIONS,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor a client in use (a transaction, the message worker's connection): node-postgres emits
  // 'error' on it as well as failing its query, and an 'error' without a listener ends the process
  // (issue 13: PostgreSQL stopped under load killed the server). The query's own failure answers
  // 503, and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;

  async function withSetupLock<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
      try {
        return await work(drizzleNodePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  }

  async function withConnection<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      const result = await work(drizzleNodePg(client, { schema, logger }) as unknown as Db);
      client.release();
      return result;
    } catch (error) {
      // The connection may hold session state (a lock) or be broken: end it rather than reuse it.
      client.release(true);
      throw error;
    }
  }

  return {
    db,
    engine: 'postgres',
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    migrate: () =>
      withSetupLock((lockedDb) =>
        migrateNodePg(lockedDb as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder }),
      ),
    withSetupLock,
    withConnection,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    ...pingAndClose(db, () => pool.end()),
  };
}

/** The first wait before a lost LISTEN connection is opened again, and the longest. */
const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool and stop listening). When
 * it is lost (PostgreSQL restarted, the network cut), it is opened again after a wait that doubles
 * up to 10 s, with jitter so that many processes do not come back at the same instant.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      options: POSTGRES_SESSION_OPTIONS,
      connectionTimeoutMillis: 5000,
      // A connection that died without a word (a cut network) is noticed.
      keepAlive: true,
    });
    // A lost connection also ends it ('end' below); the error itself needs no more.
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.message(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    next.once('end', () => {
      client = null;
      if (!closed) again();
    });
    client = next;
  }

  function again() {
    const wait = Math.min(LISTEN_RETRY_MS.max, LISTEN_RETRY_MS.first * 2 ** failures);
    failures++;
    retry = setTimeout(
      () => {
        connect().then(
          () => {
            failures = 0;
            if (!closed) handlers.resumed();
          },
          () => {
            if (!closed) again();
          },
        );
      },
      wait / 2 + Math.random() * (wait / 2),
    );
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export { schema };
