import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config } from './config.js';
import { connectionProblem } from './db/errors.js';
import { openDatabase, type Database, type Db } from './db/index.js';
import { deleteExpiredCodes } from './db/queries/codes.js';
import { deleteExpiredFamilies } from './db/queries/sessions.js';
import { deleteStaleThrottles } from './db/queries/throttle.js';
import { seedDatabase, type SeedResult } from './db/seed.js';
import { warmUpPasswords } from './domain/identity/passwords.js';
import { configureDemoQuotes } from './domain/prices/demo-doors.js';
import { deleteExpiredNotifications } from './domain/notifications/retention.js';
import { buildApp } from './http/app.js';
import { holdPort, type HeldPort } from './http/held-port.js';
import { openFileStore } from './storage/index.js';
import { moveFilesIntoStore, type MoveResult } from './storage/move-in.js';

/** Applies the migrations and seeds an empty database, holding the setup lock on PostgreSQL. */
export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<SeedResult & { moved: MoveResult }> {
  await database.migrate();
  const now = config.now();
  const seed = await database.withSetupLock((db) =>
    seedDatabase(db, { demo: config.demoData, now, admin: config.admin, publicUrl: config.publicUrl }),
  );
  // The demo's quotes use the demo's door catalogue (issue 43): priced by the domain, after the seed.
  if (seed.demoSeeded) await configureDemoQuotes(database.db, now);
  // Issue 29: uploads left in DATA_DIR/uploads (and, with S3, in the database) go into the store.
  const moved = await database.withSetupLock(() =>
    moveFilesIntoStore(config.dataDir, openFileStore(config.storage, database.db), database.db),
  );
  // Housekeeping at start: sign-ins that ended a week ago and brute-force counters older than a day.
  await deleteExpiredFamilies(database.db, new Date(now.getTime() - 7 * 24 * 3600_000));
  await deleteStaleThrottles(database.db, new Date(now.getTime() - 24 * 3600_000), now);
  // One-time codes that expired a day ago (delivered messages stay in the outbox).
  await deleteExpiredCodes(database.db, new Date(now.getTime() - 24 * 3600_000));
  // Notifications past their retention (docs/notifications.md "Retention"); then hourly (app.ts).
  await deleteExpiredNotifications(database.db, now);
  return { ...seed, moved };
}

export interface RunningServer {
  /** Where the server listens, e.g. http://localhost:3000 (no trailing slash). */
  url: string;
  app: FastifyInstance;
  /** The Drizzle database the server uses. */
  db: Db;
  database: Database;
  seed: SeedResult & { moved: MoveResult };
  /** Stops listening, then closes the database. Safe to call twice. */
  close(): Promise<void>;
}

/** Where a database URL points, for a message: `host:port`, without the user or password. */
function addressOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname || url.searchParams.get('host')}:${url.port || 5432}`;
}

/**
 * Checks that PostgreSQL answers before anything is migrated (issue 39): a DATABASE_URL it cannot be
 * reached with, or that it refuses, stops the start with one line naming the setting.
 */
async function checkConnection(database: Database, config: Config): Promise<void> {
  if (database.engine !== 'postgres' || !config.databaseUrl) return;
  try {
    await database.ping();
  } catch (error) {
    throw new ConfigError(
      `DATABASE_URL: cannot connect to PostgreSQL at ${addressOf(config.databaseUrl)}: ${connectionProblem(error)}`,
      { cause: error },
    );
  }
}

/**
 * Holds the port, opens the database (and checks that it answers), migrates and seeds it, and
 * serves: the whole product in one call. A setting that cannot work (the port, the address, the
 * database) stops it before any migration (issue 39, docs/decisions.md "Issue 39: a clear start").
 */
export async function startServer(
  config: Config,
  /** `prepare` runs on the built app before it listens: a test's own hooks (test/helpers.ts). */
  options: {
    database?: Database;
    prepare?: (app: FastifyInstance) => void;
    /** Where the log lines go instead of standard output (test/log-secrets.test.ts). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<RunningServer> {
  const held: HeldPort = await holdPort(config.port, config.host);
  let database: Database | undefined = options.database;
  let app: FastifyInstance | undefined;
  try {
    database ??= await openDatabase(config);
    await checkConnection(database, config);
    const seed = await prepareDatabase(database, config);
    await warmUpPasswords();
    app = await buildApp(config, database, options.logStream);
    options.prepare?.(app);
    await app.ready();
    await held.release();
    await app.listen({ port: held.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    const host =
      config.host === '0.0.0.0' || config.host === '::'
        ? 'localhost'
        : config.host.includes(':')
          ? `[${config.host}]`
          : config.host;
    let closing: Promise<void> | undefined;
    const running = app;
    const opened = database;
    return {
      url: `http://${host}:${port}`,
      app: running,
      db: opened.db,
      database: opened,
      seed,
      close: () =>
        (closing ??= (async () => {
          try {
            await running.close();
          } finally {
            await opened.close();
          }
        })()),
    };
  } catch (error) {
    await held.release().catch(() => {});
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    throw error;
  }
}
