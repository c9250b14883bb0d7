// Backup and restore (issue 13, docs/decisions.md "Issue 13: several processes, backup and restore").
//
// One archive holds everything an installation needs back: a tar file with
//   doorline-backup.json      what it is (engine, last migration, when, how many uploaded files)
//   database.pgdump           PostgreSQL: `pg_dump --format=custom` (compressed)
//   database.pglite.tar.gz    the embedded database: PGlite's own `dumpDataDir` tarball
//   jwt-secret                the secret in use (it hashes codes and refresh tokens and encrypts
//                             two-factor app secrets, so the data is of little use without it)
//   uploads/                  the uploaded photos and record files: before issue 29 DATA_DIR/uploads;
//                             with S3 (issue 29) the objects the dumped rows name, copied from the
//                             bucket. With the database store (the default) they are in the dump.
// Restoring needs an empty database of the same engine (and an empty uploads folder) and refuses
// anything else with a message saying why. Restored `uploads/` files go to DATA_DIR/uploads, and
// the server's next start moves them into the store it is configured with (storage/move-in.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { StorageConfig } from '../config.js';
import { migrationsFolder } from '../paths.js';
import { PHOTO_NAME, PHOTO_URL_PREFIX } from '../storage/index.js';
import { s3Bucket } from '../storage/s3-store.js';
import { DatabaseInUse, lockFileOf, lockHolds, lockPgliteDir, readLock } from './pglite-lock.js';

export interface BackupSettings {
  /** PostgreSQL connection string; null for the embedded database in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  dataDir: string;
  /** JWT_SECRET when it is set; null when the server uses (or will generate) DATA_DIR/jwt-secret. */
  jwtSecretFromEnv: string | null;
  /** Where the uploads are (issue 29): in the database (and so in its dump), or in an S3 bucket. */
  storage: StorageConfig;
}

export type Engine = 'postgres' | 'pglite';

export interface Manifest {
  format: 'doorline-backup';
  version: 1;
  engine: Engine;
  createdAt: string;
  /** `created_at` of the last applied migration (drizzle's journal `when`), null on an unmigrated database. */
  lastMigration: number | null;
  uploads: number;
  /**
   * Where the backed-up installation kept its uploads (issue 29; absent before): `database` (the
   * files are in the dump) or `s3` (the objects its rows name are in `uploads/`).
   */
  storage?: 'database' | 's3';
  /** With S3: objects the dumped rows name that the bucket no longer had. */
  missingUploads?: number;
  /** Whether the archive holds the JWT secret (none when neither JWT_SECRET nor DATA_DIR/jwt-secret was found). */
  jwtSecret: boolean;
}

/** A refusal or failure the operator can act on; the CLI prints its message alone. */
export class BackupError extends Error {}

const MANIFEST = 'doorline-backup.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.pglite.tar.gz';
const SECRET = 'jwt-secret';
const UPLOADS = 'uploads';

const engineOf = (settings: BackupSettings): Engine => (settings.databaseUrl ? 'postgres' : 'pglite');
const engineName = (engine: Engine) =>
  engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (PGlite in DATA_DIR/db)';

/** Runs a command, resolving with its stdout; rejects with its stderr, or with `missing` when it is not installed. */
function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; missing: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(options.missing) : error),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${command} failed (exit ${code}):\n${err.trim()}`));
    });
  });
}

const TAR_MISSING = 'tar was not found: install it (Debian: apt-get install tar).';
const PG_TOOLS_MISSING =
  'pg_dump/pg_restore were not found: install the PostgreSQL client tools of the same or a newer ' +
  'major version than the server (Debian: apt-get install postgresql-client).';

/** The connection string without its password, and an environment giving the password to libpq. */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** The URL as it may be shown: without the password. */
const shown = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
};

async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Tables outside PostgreSQL's own schemas (ours and drizzle's migration journal). */
async function tableCount(query: Query): Promise<number> {
  const { rows } = await query(
    `select count(*)::int as n from pg_catalog.pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return Number(rows[0]!.n);
}

async function lastMigration(query: Query): Promise<number | null> {
  const { rows } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rows[0]!.present) return null;
  const last = await query('select max(created_at)::text as last from drizzle.__drizzle_migrations');
  return last.rows[0]!.last === null ? null : Number(last.rows[0]!.last);
}

/** The files under a folder, counted (0 when it does not exist). */
function fileCount(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** The store's key of every upload the database's rows name (a user's photo, a record's file). */
async function uploadKeys(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select 'photos/' || substring(image from ${PHOTO_URL_PREFIX.length + 1}) as key from users
      where image ~ '^${PHOTO_URL_PREFIX}${PHOTO_NAME.source.slice(1)}'
     union all select 'files/' || storage_key from record_files order by 1`,
  );
  return rows.map((row) => String(row.key));
}

/** The files the database store holds (0 before migration 0014). */
async function storedFileCount(query: Query): Promise<number> {
  const { rows } = await query(`select to_regclass('public.stored_files') is not null as present`);
  if (!rows[0]!.present) return 0;
  const count = await query('select count(*)::int as n from stored_files');
  return Number(count.rows[0]!.n);
}

/**
 * Copies the objects the dumped rows name from the bucket into `uploads/` of the archive, laid out as
 * DATA_DIR/uploads was (photos/<name>, files/<key>), so one restore reads both kinds of backup.
 */
async function copyObjects(storage: StorageConfig & { kind: 's3' }, keys: string[], into: string) {
  const bucket = s3Bucket(storage);
  let copied = 0;
  let missing = 0;
  for (const key of keys) {
    const object = await bucket.get(key);
    if (!object) {
      missing++;
      continue;
    }
    const file = path.join(into, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, object.bytes, { mode: 0o600 });
    copied++;
  }
  return { copied, missing };
}

const pgliteHasData = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** The secret the server would use: JWT_SECRET, else DATA_DIR/jwt-secret, else none yet. */
async function secretInUse(settings: BackupSettings): Promise<string | null> {
  if (settings.jwtSecretFromEnv) return settings.jwtSecretFromEnv;
  const file = path.join(settings.dataDir, SECRET);
  return existsSync(file) ? (await readFile(file, 'utf8')).trim() || null : null;
}

/**
 * Writes one archive of the database, the uploaded files and the secret to `file` (mode 600; it
 * holds everything). PostgreSQL is dumped while it runs (pg_dump takes a consistent snapshot); the
 * embedded database must not be open in a running server. The database is dumped before the files
 * are copied, so every file a dumped row names is in the archive.
 */
export async function backup(settings: BackupSettings, file: string): Promise<Manifest> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} already exists; give the backup a new name.`);
  const engine = engineOf(settings);
  const work = await mkdtemp(path.join(tmpdir(), 'doorline-backup-'));
  try {
    let migration: number | null;
    // Issue 29: what the dump holds of the uploads (database store), or names (S3), read after it.
    let uploads: { inDump: number; keys: string[] };
    const readUploads = async (query: Query) => ({
      inDump: await storedFileCount(query),
      keys: settings.storage.kind === 's3' ? await uploadKeys(query) : [],
    });
    if (settings.databaseUrl) {
      const databaseUrl = settings.databaseUrl;
      migration = await withPostgres(databaseUrl, (client) => lastMigration((sql) => client.query(sql)));
      const { url, env } = libpqTarget(databaseUrl);
      await run('pg_dump', ['--format=custom', `--file=${path.join(work, PG_DUMP)}`, `--dbname=${url}`], {
        env,
        missing: PG_TOOLS_MISSING,
      });
      uploads = await withPostgres(databaseUrl, (client) => readUploads((sql) => client.query(sql)));
    } else {
      if (!pgliteHasData(settings.pgliteDir))
        throw new BackupError(`There is no embedded database in ${settings.pgliteDir} to back up.`);
      // Refused while a server holds it: a copy of a live PGlite is not a consistent one (issue 29).
      const release = holdPglite(settings.pgliteDir, 'doorline-admin backup');
      try {
        const db = await openPglite(settings.pgliteDir);
        try {
          migration = await lastMigration((sql) => db.query(sql));
          const dump = await db.dumpDataDir('gzip');
          await writeFile(path.join(work, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
          uploads = await readUploads((sql) => db.query(sql));
        } finally {
          await db.close();
        }
      } finally {
        release();
      }
    }

    const secret = await secretInUse(settings);
    if (secret) await writeFile(path.join(work, SECRET), secret + '\n', { mode: 0o600 });
    // Files still in DATA_DIR/uploads (a server of before issue 29 that has not started since) go as
    // they always went; with S3 the objects the rows name are copied beside them.
    const uploadsDir = path.join(settings.dataDir, UPLOADS);
    const archivedUploads = path.join(work, UPLOADS);
    if (existsSync(uploadsDir)) await cp(uploadsDir, archivedUploads, { recursive: true });
    const fromBucket =
      settings.storage.kind === 's3'
        ? await copyObjects(settings.storage, uploads.keys, archivedUploads)
        : { copied: 0, missing: 0 };
    const manifest: Manifest = {
      format: 'doorline-backup',
      version: 1,
      engine,
      createdAt: new Date().toISOString(),
      lastMigration: migration,
      uploads: uploads.inDump + fileCount(archivedUploads),
      storage: settings.storage.kind,
      ...(fromBucket.missing > 0 ? { missingUploads: fromBucket.missing } : {}),
      jwtSecret: secret !== null,
    };
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');

    const members = [MANIFEST, engine === 'postgres' ? PG_DUMP : PGLITE_DUMP, ...(secret ? [SECRET] : [])];
    const partial = `${target}.partial`;
    const args = ['-cf', partial, '-C', work, ...members];
    if (existsSync(archivedUploads)) args.push(UPLOADS);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      // Created 600 before tar writes into it: never readable by others, not even for a moment.
      await writeFile(partial, '', { mode: 0o600 });
      await chmod(partial, 0o600);
      await run('tar', args, { missing: TAR_MISSING });
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Something the operator must know, e.g. that JWT_SECRET differs from the backup's secret. */
  warnings: string[];
}

/** The newest migration this build knows (drizzle's journal `when`). */
async function newestKnownMigration(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Restores an archive written by `backup` into an empty database of the same engine and an empty
 * uploads folder; refuses anything else before writing anything. The server's migrations bring an
 * older backup up to date at its next start.
 */
export async function restore(settings: BackupSettings, file: string): Promise<RestoreResult> {
  const source = path.resolve(file);
  // Nothing is read while a server holds the embedded database (issue 29); its lock is taken once the
  // checks pass, before anything is written.
  if (!settings.databaseUrl) {
    const lock = readLock(lockFileOf(settings.pgliteDir));
    if (lockHolds(lock)) throw new BackupError(new DatabaseInUse(settings.pgliteDir, lock).message);
  }
  if (!existsSync(source) || !(await stat(source)).isFile())
    throw new BackupError(`${source} is not a file.`);
  const engine = engineOf(settings);
  const work = await mkdtemp(path.join(tmpdir(), 'doorline-restore-'));
  let releasePglite = () => {};
  try {
    await run('tar', ['-xf', source, '-C', work], { missing: TAR_MISSING }).catch((error: unknown) => {
      if (error instanceof BackupError && error.message.startsWith('tar failed'))
        throw new BackupError(`${source} is not a Doorline CRM backup: ${error.message}`);
      throw error;
    });
    const manifest = await readManifest(path.join(work, MANIFEST), source);
    if (manifest.engine !== engine)
      throw new BackupError(
        `This backup is of ${engineName(manifest.engine)}, but the configured database is ` +
          `${engineName(engine)}. Restore it into the same kind of database.`,
      );
    if (manifest.lastMigration !== null && manifest.lastMigration > (await newestKnownMigration()))
      throw new BackupError(
        'This backup was made by a newer version of Doorline CRM; restore it with that version.',
      );

    // Refuse before writing anything: the database and the uploads folder must both be empty.
    if (settings.databaseUrl) {
      const databaseUrl = settings.databaseUrl;
      const tables = await withPostgres(databaseUrl, (client) => tableCount((sql) => client.query(sql)));
      if (tables > 0)
        throw new BackupError(
          `The database ${shown(databaseUrl)} is not empty (${tables} tables). Restore only into a new, ` +
            'empty database: create one (e.g. createdb) and point DATABASE_URL at it.',
        );
    } else if (pgliteHasData(settings.pgliteDir)) {
      throw new BackupError(
        `${settings.pgliteDir} already holds a database. Restore only into an empty data folder: ` +
          'point DATA_DIR at a new folder, or move the old one away.',
      );
    }
    const uploadsDir = path.join(settings.dataDir, UPLOADS);
    const backedUpUploads = path.join(work, UPLOADS);
    if (existsSync(backedUpUploads) && fileCount(uploadsDir) > 0)
      throw new BackupError(
        `${uploadsDir} already holds files. Restore only into an empty data folder (DATA_DIR).`,
      );

    if (!settings.databaseUrl) releasePglite = holdPglite(settings.pgliteDir, 'doorline-admin restore');
    if (settings.databaseUrl) {
      const { url, env } = libpqTarget(settings.databaseUrl);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${url}`,
          path.join(work, PG_DUMP),
        ],
        { env, missing: PG_TOOLS_MISSING },
      );
    } else {
      await mkdir(path.dirname(settings.pgliteDir), { recursive: true });
      const dump = new Blob([await readFile(path.join(work, PGLITE_DUMP))]);
      const db = await openPglite(settings.pgliteDir, dump);
      try {
        await tableCount((sql) => db.query(sql));
      } finally {
        await db.close();
      }
    }
    if (existsSync(backedUpUploads)) await cp(backedUpUploads, uploadsDir, { recursive: true });

    const warnings: string[] = [];
    const secretFile = path.join(work, SECRET);
    const secret = existsSync(secretFile) ? (await readFile(secretFile, 'utf8')).trim() : null;
    if (!secret) {
      warnings.push(
        'This backup holds no JWT secret: start the server with the JWT_SECRET it had, or two-factor ' +
          'app secrets, sign-ins and pending codes from the backup will not work.',
      );
    } else if (settings.jwtSecretFromEnv) {
      if (settings.jwtSecretFromEnv !== secret)
        warnings.push(
          'JWT_SECRET differs from the secret in this backup: two-factor app secrets, sign-ins and ' +
            `pending codes from the backup will not work with it. The backup's secret is its "${SECRET}" file.`,
        );
    } else {
      // The database was empty, so nothing depends on a secret already in DATA_DIR: the backup's wins.
      await mkdir(settings.dataDir, { recursive: true });
      await writeFile(path.join(settings.dataDir, SECRET), secret + '\n', { mode: 0o600 });
      await chmod(path.join(settings.dataDir, SECRET), 0o600);
    }
    return { manifest, warnings };
  } finally {
    releasePglite();
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(file: string, archive: string): Promise<Manifest> {
  const notOurs = new BackupError(
    `${archive} is not a Doorline CRM backup (doorline-admin backup writes one).`,
  );
  if (!existsSync(file)) throw notOurs;
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
  } catch {
    throw notOurs;
  }
  if (manifest.format !== 'doorline-backup') throw notOurs;
  if (manifest.version !== 1)
    throw new BackupError(
      `${archive} is a backup of format version ${manifest.version}; this version reads 1.`,
    );
  return manifest as Manifest;
}

/** The embedded database's lock for this command, or a refusal naming the process that holds it. */
function holdPglite(dir: string, holder: string): () => void {
  try {
    return lockPgliteDir(dir, holder);
  } catch (error) {
    if (error instanceof DatabaseInUse) throw new BackupError(error.message);
    throw error;
  }
}

/** Opens the embedded database; the caller holds its lock (`holdPglite`). */
function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}
