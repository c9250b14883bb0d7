// The two file stores the upload routes' tests run against (issue 29): the database's
// `stored_files` (the default) and an S3 bucket on the local stand-in (s3-stand-in.ts).
import { like, sql } from 'drizzle-orm';
import type { Config } from '../src/config.js';
import { storedFiles } from '../src/db/schema.js';
import { startS3StandIn, s3StorageOf, type S3StandIn } from './s3-stand-in.js';
import type { TestServer } from './helpers.js';

export interface StoreUnderTest {
  name: 'the database' | 'S3';
  /** Starts what the store needs (the S3 stand-in) and answers the server's settings for it. */
  start(): Promise<Partial<Config>>;
  /** The keys stored under a prefix (`photos/`, `files/`), sorted. */
  keys(server: TestServer, prefix: string): Promise<string[]>;
  /** The S3 stand-in, for the S3 store. */
  standIn(): S3StandIn | null;
  close(): Promise<void>;
}

function databaseStore(): StoreUnderTest {
  return {
    name: 'the database',
    start: async () => ({ storage: { kind: 'database' } }),
    async keys(server, prefix) {
      const rows = await server.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, `${prefix}%`));
      return rows.map((r) => r.key).sort();
    },
    standIn: () => null,
    close: async () => {},
  };
}

function s3Store(): StoreUnderTest {
  let standIn: S3StandIn | null = null;
  return {
    name: 'S3',
    async start() {
      standIn = await startS3StandIn();
      return { storage: s3StorageOf(standIn) };
    },
    keys: async (_server, prefix) => [...standIn!.objects.keys()].filter((k) => k.startsWith(prefix)).sort(),
    standIn: () => standIn,
    close: async () => {
      await standIn?.close();
    },
  };
}

/** Both stores, for `describe.each`. */
export const fileStores = (): StoreUnderTest[] => [databaseStore(), s3Store()];

/** Makes every write of `table`'s rows fail (a trigger), to see that an upload leaves nothing behind. */
export async function failingWrites(server: TestServer, table: 'users' | 'record_files') {
  const name = `doorline_test_fail_${table}`;
  await server.database.db.execute(
    sql.raw(
      `create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'the row cannot be written'; end $$`,
    ),
  );
  await server.database.db.execute(
    sql.raw(
      `create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`,
    ),
  );
  return async () => {
    await server.database.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await server.database.db.execute(sql.raw(`drop function ${name}()`));
  };
}
