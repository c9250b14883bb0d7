// Backup and restore (issue 13) through the real admin CLI from the build, on both engines and with
// the uploads in either store (issue 29): a server seeds the demo data and takes an upload, a
// second user's photo is left in DATA_DIR/uploads as a server of before issue 29 kept it,
// `doorline-admin backup` writes the archive, `doorline-admin restore` puts it into an empty
// database and data folder (and, with S3, a new empty bucket), every table matches (row count and a
// hash of its rows in primary-key order, and every sequence), the secret matches, a second restore
// is refused, and a server on the restored data serves the sign-in and both photos, having moved
// the older one into its store.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, postgresDatabase, postgresUrl, runAdminCli, startServerProcess } from './processes.js';
import { scaled } from '../../scripts/test-time.cjs';
import { onAdmin } from '../test/postgres-database.js';
import { s3EnvOf, startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';
import { newClient, signedIn } from '../test/identity-helpers.js';

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every table's row count and content hash (rows as text, in primary-key order), and every sequence. */
async function fingerprint(query: Query): Promise<Record<string, string>> {
  const { rows: tables } = await query(`
    select t.schemaname as schema, t.tablename as name,
           (select string_agg(quote_ident(a.attname), ', ' order by k.ord)
              from pg_index i
              cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where i.indrelid = format('%I.%I', t.schemaname, t.tablename)::regclass and i.indisprimary) as pk
      from pg_tables t
     where t.schemaname not in ('pg_catalog', 'information_schema')
     order by 1, 2`);
  const result: Record<string, string> = {};
  for (const table of tables) {
    const name = `${table.schema as string}.${table.name as string}`;
    const order = (table.pk as string | null) ?? 'r::text';
    const { rows } = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(r::text, E'\\n' order by ${order}), '')) as h
         from ${name} r`,
    );
    result[name] = `${rows[0]!.n as number} rows, ${rows[0]!.h as string}`;
  }
  const { rows: sequences } = await query(
    `select schemaname || '.' || sequencename as name, coalesce(last_value::text, '-') as value
       from pg_sequences order by 1`,
  );
  for (const s of sequences) result[`sequence ${s.name as string}`] = s.value as string;
  return result;
}

async function pgliteFingerprint(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    return await fingerprint((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

async function postgresFingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fingerprint((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** Each file under DATA_DIR/uploads with the hash of its bytes. */
function uploads(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return {};
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Place {
  env: Record<string, string>;
  dataDir: string;
  fingerprint(): Promise<Record<string, string>>;
  /** Runs one statement on the database (the server stopped, for the embedded one). */
  execute(sql: string): Promise<void>;
  /** The bucket's stand-in when the uploads are in S3. */
  bucket: S3StandIn | null;
}

interface Engine {
  /** The environment of a server or CLI on a fresh place for the data (and a new bucket with S3). */
  fresh(): Promise<Place>;
  notEmpty: RegExp;
}

async function onPglite(dataDir: string, sql: string) {
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

/** A new PostgreSQL database and data folder, with the uploads in a new S3 bucket when `s3`. */
async function postgresPlace(s3: boolean): Promise<Place> {
  const folder = await dataFolder();
  const database = await postgresDatabase('doorline_sysc');
  cleanups.push(folder.remove, database.drop);
  const bucket = s3 ? await startS3StandIn() : null;
  if (bucket) cleanups.push(() => bucket.close());
  return {
    env: { DATA_DIR: folder.dir, DATABASE_URL: database.url, ...(bucket ? s3EnvOf(bucket) : {}) },
    dataDir: folder.dir,
    fingerprint: () => postgresFingerprint(database.url),
    execute: (sql) => onAdmin(database.url, sql),
    bucket,
  };
}

const engines: [string, Engine | null][] = [
  [
    'the embedded database',
    {
      async fresh() {
        const folder = await dataFolder();
        cleanups.push(folder.remove);
        // No JWT_SECRET: the server generates DATA_DIR/jwt-secret, which the backup must carry.
        return {
          env: { DATA_DIR: folder.dir, JWT_SECRET: '' },
          dataDir: folder.dir,
          fingerprint: () => pgliteFingerprint(folder.dir),
          execute: (sql) => onPglite(folder.dir, sql),
          bucket: null,
        };
      },
      notEmpty: /already holds a database\. Restore only into an empty data folder/,
    },
  ],
  [
    'PostgreSQL',
    postgresUrl
      ? {
          fresh: () => postgresPlace(false),
          notEmpty: /is not empty \(\d+ tables\)\. Restore only into a new, empty database/,
        }
      : null,
  ],
  [
    'PostgreSQL with the uploads in S3',
    postgresUrl
      ? {
          fresh: () => postgresPlace(true),
          notEmpty: /is not empty \(\d+ tables\)\. Restore only into a new, empty database/,
        }
      : null,
  ],
];

// One engine after the other: on a busy 2-core machine running them at once only made each slower.
// The demo seed on the embedded database takes most of the time; the limit is generous because the
// system tests run beside the browser suites in `npm test`.
describe('backup and restore', () => {
  it.for(engines)(
    'round-trips the demo data, the uploads and the secret of %s',
    { timeout: scaled(100_000) },
    async ([, engine], { skip, expect }) => {
      if (!engine) return skip('TEST_DATABASE_URL is not set');
      const { fresh, notEmpty } = engine;
      const source = await fresh();
      const server = await startServerProcess({ ...source.env, DEMO_DATA: '1' });
      let photo: string;
      let accessToken: string;
      try {
        const sales = await signedIn(server, 'sales@doorline.test', 'doorline-demo');
        accessToken = sales.tokens.getAccessToken()!;
        const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
          .png()
          .toBuffer();
        const answer = await sales.api.addPhoto({
          file: new Blob([png], { type: 'image/png' }),
          fileName: 'me.png',
        });
        if (!answer.data.image) throw new Error('the photo was not kept');
        photo = answer.data.image;
      } finally {
        await server.stop();
      }
      // Issue 29: the new photo is in the store, not in DATA_DIR/uploads; with S3, in the bucket.
      expect(uploads(source.dataDir)).toEqual({});
      const photoKey = `photos/${path.basename(photo)}`;
      if (source.bucket) expect([...source.bucket.objects.keys()]).toEqual([photoKey]);
      // A photo of before issue 29: its file in DATA_DIR/uploads/photos, named by another user's row.
      const olderPhoto = `/api/files/photos/${'e'.repeat(32)}.webp`;
      const olderBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
        .webp()
        .toBuffer();
      await mkdir(path.join(source.dataDir, 'uploads', 'photos'), { recursive: true });
      await writeFile(path.join(source.dataDir, 'uploads', 'photos', path.basename(olderPhoto)), olderBytes);
      await source.execute(`update users set image = '${olderPhoto}' where email = 'admin@doorline.test'`);

      const archive = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.tar`);
      cleanups.push(() => rm(archive, { force: true }));
      const backup = await runAdminCli(['backup', archive], source.env);
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout).toMatch(
        source.bucket
          ? /Backed up .* 2 uploaded files \(copied from the S3 bucket\) and the JWT secret/
          : /Backed up .* 2 uploaded files and the JWT secret/,
      );

      const target = await fresh();
      const restore = await runAdminCli(['restore', archive], target.env);
      expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: '' });

      const [before, after] = [await source.fingerprint(), await target.fingerprint()];
      expect(Object.keys(before).length).toBeGreaterThan(15);
      expect(before['public.orders']).toMatch(/^[1-9]\d* rows/);
      expect(before['public.stored_files']).toMatch(source.bucket ? /^0 rows/ : /^1 rows/);
      expect(after).toEqual(before);
      // The older photo, and with S3 the bucket's copy of the new one, wait in DATA_DIR/uploads.
      const olderHash = createHash('sha256').update(olderBytes).digest('hex');
      expect(uploads(target.dataDir)).toMatchObject({
        [path.join('photos', path.basename(olderPhoto))]: olderHash,
      });
      expect(Object.keys(uploads(target.dataDir))).toHaveLength(source.bucket ? 2 : 1);

      const again = await runAdminCli(['restore', archive], target.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(notEmpty);

      // The restored installation works: the access token signed before the backup (same secret, same
      // session) still reads the photo uploaded before it, and the demo password still signs in.
      const restored = await startServerProcess(target.env);
      try {
        const image = await fetch(`${restored.url}${photo}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(image.status).toBe(200);
        // The older photo went from DATA_DIR/uploads into the store at start, and is served from there.
        const older = await fetch(`${restored.url}${olderPhoto}`);
        expect(older.status).toBe(200);
        expect(Buffer.from(await older.arrayBuffer()).equals(olderBytes)).toBe(true);
        expect(existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
        if (target.bucket)
          expect([...target.bucket.objects.keys()].sort()).toEqual(
            [photoKey, `photos/${path.basename(olderPhoto)}`].sort(),
          );
        const me = await fetch(`${restored.url}/api/users/me`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(me.status).toBe(200);
        const login = await newClient(restored).api.login({
          body: {
            email: 'sales@doorline.test',
            password: 'doorline-demo',
          },
        });
        expect('token' in login.data).toBe(true);
      } finally {
        await restored.stop();
      }
    },
  );
});

it('refuses to restore a file that is not a backup, and writes nothing', async () => {
  const folder = await dataFolder();
  cleanups.push(folder.remove);
  const junk = path.join(folder.dir, 'not-a-backup.tar');
  await writeFile(junk, 'hello\n'.repeat(100));
  const target = path.join(folder.dir, 'target');
  const answer = await runAdminCli(['restore', junk], { DATA_DIR: target, JWT_SECRET: '' });
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain(`${junk} is not a Doorline CRM backup`);
  expect(existsSync(target)).toBe(false);
});

// Issue 29: a backup of the embedded database while a server holds it would read a live database;
// the CLI refuses, naming the process, until the server stops. A server killed without its shutdown
// leaves a stale lock, which the next command clears.
it('refuses to back up or restore the embedded database while a server holds it', async () => {
  const folder = await dataFolder();
  cleanups.push(folder.remove);
  const env = { DATA_DIR: folder.dir, JWT_SECRET: '' };
  const archive = path.join(folder.dir, '..', `${path.basename(folder.dir)}-live.tar`);
  cleanups.push(() => rm(archive, { force: true }));
  const lockFile = path.join(folder.dir, 'db.lock');
  const inUse = (pid: number) =>
    new RegExp(
      `The embedded database in ${folder.dir}/db is in use by a Doorline CRM server \\(process ${pid} on .*` +
        `Stop that process first .*kill ${pid}.*PostgreSQL \\(DATABASE_URL\\)`,
    );

  const server = await startServerProcess(env);
  try {
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: server.child.pid });
    const backup = await runAdminCli(['backup', archive], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr.startsWith('The embedded database')).toBe(true);
    expect(backup.stderr).toMatch(inUse(server.child.pid!));
    expect(existsSync(archive)).toBe(false);
    const restore = await runAdminCli(['restore', archive], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(inUse(server.child.pid!));
    // A second server on the same folder is refused the same way, and the first keeps serving.
    await expect(startServerProcess(env)).rejects.toThrow(inUse(server.child.pid!));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  expect(existsSync(lockFile)).toBe(false);
  const backup = await runAdminCli(['backup', archive], env);
  expect(backup, backup.stderr).toMatchObject({ code: 0 });
  expect(existsSync(lockFile)).toBe(false);

  // Killed: the lock stays, its process is gone, and the backup goes ahead.
  const killed = await startServerProcess(env);
  await killed.kill();
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: killed.child.pid });
  await rm(archive);
  const afterKill = await runAdminCli(['backup', archive], env);
  expect(afterKill, afterKill.stderr).toMatchObject({ code: 0 });
  expect(existsSync(lockFile)).toBe(false);
});
