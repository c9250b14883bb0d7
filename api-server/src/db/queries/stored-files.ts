// The bytes of uploaded files when the file store is the database (issue 29, `stored_files`).
// The bytes travel as hex text, turned into `bytea` by PostgreSQL itself (`decode`, `encode`): PGlite
// converts a bytea parameter or column in JavaScript byte by byte, 1.1 s for 1 MB each way on a busy
// machine, against 0.07 s this way; node-postgres is as fast either way (docs/decisions.md "Issue 29").
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { storedFiles } from '../schema.js';

export interface StoredFileRow {
  key: string;
  contentType: string;
  content: Buffer;
}

/** Writes a file's bytes; `ifAbsent` leaves a file already under the key as it is. True when written. */
export async function insertStoredFile(
  db: Queryable,
  file: { key: string; contentType: string; bytes: Buffer },
  options: { ifAbsent?: boolean } = {},
): Promise<boolean> {
  const insert = db.insert(storedFiles).values({
    key: file.key,
    contentType: file.contentType,
    size: file.bytes.length,
    content: sql`decode(${file.bytes.toString('hex')}, 'hex')`,
  });
  const rows = await (options.ifAbsent ? insert.onConflictDoNothing() : insert).returning({
    key: storedFiles.key,
  });
  return rows.length > 0;
}

/** The columns of a stored file, its bytes read as hex text (above). */
const fileColumns = {
  key: storedFiles.key,
  contentType: storedFiles.contentType,
  hex: sql<string>`encode(${storedFiles.content}, 'hex')`,
};

const rowOf = ({ hex, ...row }: { key: string; contentType: string; hex: string }): StoredFileRow => ({
  ...row,
  content: Buffer.from(hex, 'hex'),
});

export async function findStoredFile(db: Queryable, key: string): Promise<StoredFileRow | null> {
  const [row] = await db.select(fileColumns).from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row ? rowOf(row) : null;
}

export async function deleteStoredFiles(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
}

/** The next few stored files after `after` in key order (moving them out to S3 a few at a time). */
export async function storedFilesAfter(
  db: Queryable,
  after: string,
  limit: number,
): Promise<StoredFileRow[]> {
  const rows = await db
    .select(fileColumns)
    .from(storedFiles)
    .where(gt(storedFiles.key, after))
    .orderBy(asc(storedFiles.key))
    .limit(limit);
  return rows.map(rowOf);
}

/** How many files the table holds, and their bytes. */
export async function storedFileTotals(db: Queryable): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::float8`,
    })
    .from(storedFiles);
  return { count: Number(row!.count), bytes: Number(row!.bytes) };
}
