// Moving uploads into the configured store at start (issue 29, storage/move-in.ts): the files of an
// older installation's DATA_DIR/uploads go into the store and leave the folder; with S3, the files
// the database holds go into the bucket. Each step may run again and finds nothing left to do.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { recordFiles, storedFiles } from '../src/db/schema.js';
import { openFileStore } from '../src/storage/index.js';
import { moveFilesIntoStore } from '../src/storage/move-in.js';
import { insertOrder } from './fixtures.js';
import { openTestDatabase } from './helpers.js';
import { s3StorageOf, startS3StandIn, type S3StandIn } from './s3-stand-in.js';

const PHOTO = `${'a'.repeat(32)}.webp`;
const FILE = 'b'.repeat(32);
const UNKNOWN_FILE = 'c'.repeat(32);

let database: Database;
let drop: () => Promise<void>;
let standIn: S3StandIn;
const dataDir = mkdtempSync(path.join(tmpdir(), 'doorline-move-'));
const uploads = path.join(dataDir, 'uploads');

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  standIn = await startS3StandIn();
  const order = await insertOrder(database.db, { orderNumber: '920001' });
  await database.db
    .insert(recordFiles)
    .values({ orderId: order.id, name: 'plan.pdf', mime: 'application/pdf', size: 4, storageKey: FILE });
});
afterAll(async () => {
  await drop?.();
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedRows = () =>
  database.db
    .select({ key: storedFiles.key, contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .orderBy(storedFiles.key);

describe('moveFilesIntoStore', () => {
  it('moves DATA_DIR/uploads into the database store, with each file type, and removes the folder', async () => {
    mkdirSync(path.join(uploads, 'photos'), { recursive: true });
    mkdirSync(path.join(uploads, 'files'), { recursive: true });
    writeFileSync(path.join(uploads, 'photos', PHOTO), 'webp');
    writeFileSync(path.join(uploads, 'files', FILE), '%PDF');
    writeFileSync(path.join(uploads, 'files', UNKNOWN_FILE), 'orphan');
    // A temporary file of an upload cut short: named by nothing, dropped.
    writeFileSync(path.join(uploads, 'files', `.${FILE}.tmp`), 'half');
    const store = openFileStore({ kind: 'database' }, database.db);

    expect(await moveFilesIntoStore(dataDir, store, database.db)).toEqual({ fromFolder: 3, fromDatabase: 0 });
    expect(await storedRows()).toEqual([
      { key: `files/${FILE}`, contentType: 'application/pdf', content: Buffer.from('%PDF') },
      {
        key: `files/${UNKNOWN_FILE}`,
        contentType: 'application/octet-stream',
        content: Buffer.from('orphan'),
      },
      { key: `photos/${PHOTO}`, contentType: 'image/webp', content: Buffer.from('webp') },
    ]);
    expect(existsSync(uploads)).toBe(false);
    expect(await moveFilesIntoStore(dataDir, store, database.db)).toEqual({ fromFolder: 0, fromDatabase: 0 });
  });

  it('goes on after a move cut short: a file already stored is not written again, and leaves the folder', async () => {
    mkdirSync(path.join(uploads, 'photos'), { recursive: true });
    writeFileSync(path.join(uploads, 'photos', PHOTO), 'a different copy');
    const store = openFileStore({ kind: 'database' }, database.db);
    expect(await moveFilesIntoStore(dataDir, store, database.db)).toEqual({ fromFolder: 1, fromDatabase: 0 });
    expect((await storedRows()).find((r) => r.key === `photos/${PHOTO}`)?.content).toEqual(
      Buffer.from('webp'),
    );
    expect(existsSync(uploads)).toBe(false);
  });

  it('with S3, moves the files the database holds into the bucket and deletes their rows', async () => {
    const store = openFileStore(s3StorageOf(standIn), database.db);
    expect(await moveFilesIntoStore(dataDir, store, database.db)).toEqual({ fromFolder: 0, fromDatabase: 3 });
    expect(await storedRows()).toEqual([]);
    expect([...standIn.objects.keys()].sort()).toEqual([
      `files/${FILE}`,
      `files/${UNKNOWN_FILE}`,
      `photos/${PHOTO}`,
    ]);
    expect(standIn.objects.get(`files/${FILE}`)).toEqual({
      bytes: Buffer.from('%PDF'),
      contentType: 'application/pdf',
    });
    expect(await moveFilesIntoStore(dataDir, store, database.db)).toEqual({ fromFolder: 0, fromDatabase: 0 });
  });

  it('leaves the database and the folder as they are when the bucket refuses (a wrong secret)', async () => {
    mkdirSync(path.join(uploads, 'photos'), { recursive: true });
    const other = `${'d'.repeat(32)}.webp`;
    writeFileSync(path.join(uploads, 'photos', other), 'webp');
    const store = openFileStore(s3StorageOf(standIn, 'a-wrong-secret-for-the-stand-in'), database.db);
    await expect(moveFilesIntoStore(dataDir, store, database.db)).rejects.toThrow('answered 403');
    expect(existsSync(path.join(uploads, 'photos', other))).toBe(true);
    expect(standIn.objects.has(`photos/${other}`)).toBe(false);
  });
});
