// The files of a record: rows in the database, bytes in the file store (storage/, issue 29: the
// database or S3, written with the row). Each answers 404 unless the caller sees the record.
import type { DealerScope } from '../scope.js';
import { serverMessage } from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import { deleteFileRow, findFile, insertFile, listFiles } from '../../db/queries/files.js';
import { notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { recordFileKey, type FileStore } from '../../storage/index.js';
import { newStorageKey } from './files.js';
import { visibleRecord } from './orders.js';

/** An upload as received: its bytes, and its safe name and type. */
export interface ReceivedUpload {
  bytes: Buffer;
  name: string;
  mime: string;
}

export async function recordFiles(db: Db, scope: DealerScope, id: number) {
  const record = await visibleRecord(db, scope, id);
  return listFiles(db, record.id);
}

/** Removes a file's row and its bytes (storage/file-store.ts `change`). */
export async function deleteRecordFile(
  db: Db,
  store: FileStore,
  scope: DealerScope,
  id: number,
  fileId: number,
) {
  await visibleRecord(db, scope, id);
  await store.change(null, async (tx) => {
    const key = await deleteFileRow(tx, id, fileId);
    if (!key) throw notFound(serverMessage('fileNotFound'));
    return { result: undefined, remove: [recordFileKey(key)] };
  });
}

/** The file's details and its bytes; 404 when either is gone. */
export async function openRecordFile(
  db: Db,
  store: FileStore,
  scope: DealerScope,
  id: number,
  fileId: number,
) {
  const record = await visibleRecord(db, scope, id);
  const file = await findFile(db, record.id, fileId);
  const stored = file ? await store.read(recordFileKey(file.storageKey)) : null;
  if (!file || !stored) throw notFound(serverMessage('fileNotFound'));
  return { file, bytes: stored.bytes };
}

/**
 * Adds a file: checks the record first, then has `receive` read the upload (at most 20 MB, held in
 * memory), then writes its bytes and its row together.
 */
export async function addRecordFile(
  db: Db,
  store: FileStore,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  receive: () => Promise<ReceivedUpload>,
  at: Date,
) {
  const record = await visibleRecord(db, scope, id);
  const upload = await receive();
  const storageKey = newStorageKey();
  return store.change(
    { key: recordFileKey(storageKey), bytes: upload.bytes, contentType: upload.mime },
    async (tx) => ({
      result: await insertFile(tx, {
        orderId: record.id,
        authorId: user.id,
        name: upload.name,
        mime: upload.mime,
        size: upload.bytes.length,
        storageKey,
        at,
      }),
    }),
  );
}
