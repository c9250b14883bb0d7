// Moving files into the configured store at start (issue 29; docs/decisions.md "Issue 29: uploads
// without a shared folder"). Runs under the setup lock, so processes starting together take turns;
// every step is idempotent, so a move cut short goes on at the next start.
//   - DATA_DIR/uploads (before issue 29, or restored from an older backup): each file is stored
//     under its key unless it is there already, then deleted; the emptied folders are removed.
//   - With S3_BUCKET: the files of the database's `stored_files` (a database store before, or a
//     backup made with one) are put into the bucket and their rows deleted.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/index.js';
import { fileMimeByKey } from '../db/queries/files.js';
import { deleteStoredFiles, storedFilesAfter } from '../db/queries/stored-files.js';
import type { FileStore } from './file-store.js';
import { PHOTO_NAME, photoKey, recordFileKey, STORAGE_KEY } from './index.js';

export interface MoveResult {
  /** Files moved from DATA_DIR/uploads into the store. */
  fromFolder: number;
  /** Files moved from the database's table into the bucket. */
  fromDatabase: number;
}

export async function moveFilesIntoStore(dataDir: string, store: FileStore, db: Db): Promise<MoveResult> {
  const fromFolder = await moveUploadsFolder(path.join(dataDir, 'uploads'), store, db);
  const fromDatabase = store.kind === 's3' ? await moveDatabaseFiles(store, db) : 0;
  return { fromFolder, fromDatabase };
}

async function moveUploadsFolder(folder: string, store: FileStore, db: Db): Promise<number> {
  if (!existsSync(folder)) return 0;
  let moved = 0;
  for (const [kind, pattern] of [
    ['photos', PHOTO_NAME],
    ['files', STORAGE_KEY],
  ] as const) {
    const dir = path.join(folder, kind);
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      // A temporary file of an upload cut short (`.<name>.tmp`) named by no row: dropped.
      if (!pattern.test(name)) {
        if (/^\..*\.tmp$/.test(name)) await rm(file, { force: true });
        continue;
      }
      const contentType =
        kind === 'photos' ? 'image/webp' : ((await fileMimeByKey(db, name)) ?? 'application/octet-stream');
      await store.add({
        key: kind === 'photos' ? photoKey(name) : recordFileKey(name),
        bytes: await readFile(file),
        contentType,
      });
      await rm(file);
      moved++;
    }
    await rmdir(dir).catch(() => {});
  }
  // Left in place when it still holds anything the server did not write.
  await rmdir(folder).catch(() => {});
  return moved;
}

async function moveDatabaseFiles(store: FileStore, db: Db): Promise<number> {
  let moved = 0;
  for (let after = ''; ;) {
    // A few at a time: each holds up to 20 MB.
    const rows = await storedFilesAfter(db, after, 8);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      await store.add({ key: row.key, bytes: row.content, contentType: row.contentType });
      await deleteStoredFiles(db, [row.key]);
      moved++;
    }
    after = rows.at(-1)!.key;
  }
}
