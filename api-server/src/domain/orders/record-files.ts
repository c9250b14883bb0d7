// The files of a record, and of a customer (issue 42), written once over what they are of: rows in
// the database, bytes in the file store (storage/, issue 29: the database or S3, written with the row).
// Each answers 404 unless the caller sees what the files are of (`FindSubject`).
import type { DealerScope } from '../scope.js';
import { serverMessage } from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import { deleteFileRow, findFile, insertFile, listFiles } from '../../db/queries/files.js';
import { notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { recordFileKey, type FileStore } from '../../storage/index.js';
import { newStorageKey } from './files.js';
import { type FindSubject, recordSubject } from './subjects.js';

/** An upload as received: its bytes, and its safe name and type. */
export interface ReceivedUpload {
  bytes: Buffer;
  name: string;
  mime: string;
}

/** The subject's files, newest first. */
export async function filesOf(db: Queryable, find: FindSubject) {
  return listFiles(db, await find(db));
}

/** Removes a file's row and its bytes (storage/file-store.ts `change`); 404 when the subject has no such file. */
export async function deleteFileOf(store: FileStore, find: FindSubject, fileId: number) {
  await store.change(null, async (tx) => {
    const key = await deleteFileRow(tx, await find(tx), fileId);
    if (!key) throw notFound(serverMessage('fileNotFound'));
    return { result: undefined, remove: [recordFileKey(key)] };
  });
}

/** The file's details and its bytes; 404 when either is gone. */
export async function openFileOf(db: Queryable, store: FileStore, find: FindSubject, fileId: number) {
  const file = await findFile(db, await find(db), fileId);
  const stored = file ? await store.read(recordFileKey(file.storageKey)) : null;
  if (!file || !stored) throw notFound(serverMessage('fileNotFound'));
  return { file, bytes: stored.bytes };
}

/**
 * Adds a file: checks the subject first, then has `receive` read the upload (at most 20 MB, held in
 * memory), then writes its bytes and its row together.
 */
export async function addFileTo(
  db: Queryable,
  store: FileStore,
  user: AuthUser,
  find: FindSubject,
  receive: () => Promise<ReceivedUpload>,
  at: Date,
) {
  await find(db);
  const upload = await receive();
  const storageKey = newStorageKey();
  return store.change(
    { key: recordFileKey(storageKey), bytes: upload.bytes, contentType: upload.mime },
    async (tx) => ({
      result: await insertFile(tx, await find(tx), {
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

/* ---------- a record's ---------- */

export const recordFiles = (db: Db, scope: DealerScope, id: number) => filesOf(db, recordSubject(scope, id));

export const deleteRecordFile = (store: FileStore, scope: DealerScope, id: number, fileId: number) =>
  deleteFileOf(store, recordSubject(scope, id), fileId);

export const openRecordFile = (db: Db, store: FileStore, scope: DealerScope, id: number, fileId: number) =>
  openFileOf(db, store, recordSubject(scope, id), fileId);

export const addRecordFile = (
  db: Db,
  store: FileStore,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  receive: () => Promise<ReceivedUpload>,
  at: Date,
) => addFileTo(db, store, user, recordSubject(scope, id), receive, at);
