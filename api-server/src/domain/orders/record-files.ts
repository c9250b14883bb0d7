// The files of a record: rows in the database, bytes in the file store (files.ts). Each answers 404
// unless the caller sees the record.
import { serverMessage } from '@doorline/api-client';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/index.js';
import { deleteFileRow, findFile, insertFile, listFiles } from '../../db/queries/files.js';
import { notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import type { createFileStore } from './files.js';
import { visibleRecord } from './orders.js';

export type FileStore = ReturnType<typeof createFileStore>;

/** An upload as stored: its key in the store, its size, and its safe name and type. */
export interface SavedUpload {
  key: string;
  size: number;
  name: string;
  mime: string;
}

export async function recordFiles(db: Db, user: AuthUser, id: number) {
  await visibleRecord(db, user, id);
  return listFiles(db, id);
}

/** Removes a file's row, then its bytes. */
export async function deleteRecordFile(db: Db, store: FileStore, user: AuthUser, id: number, fileId: number) {
  await visibleRecord(db, user, id);
  const key = await deleteFileRow(db, id, fileId);
  if (!key) throw notFound(serverMessage('fileNotFound'));
  await store.remove(key);
}

/** The file's details and a stream of its bytes; 404 when either is gone. */
export async function openRecordFile(db: Db, store: FileStore, user: AuthUser, id: number, fileId: number) {
  await visibleRecord(db, user, id);
  const file = await findFile(db, id, fileId);
  const stream: Readable | null = file ? await store.open(file.storageKey) : null;
  if (!file || !stream) throw notFound(serverMessage('fileNotFound'));
  return { file, stream };
}

/**
 * Adds a file: checks the record first, then has `receive` store the upload, then writes its row
 * (removing the bytes again if the row cannot be written).
 */
export async function addRecordFile(
  db: Db,
  store: FileStore,
  user: AuthUser,
  id: number,
  receive: () => Promise<SavedUpload>,
  at: Date,
) {
  await visibleRecord(db, user, id);
  const saved = await receive();
  try {
    return await insertFile(db, {
      orderId: id,
      authorId: user.id,
      name: saved.name,
      mime: saved.mime,
      size: saved.size,
      storageKey: saved.key,
      at,
    });
  } catch (error) {
    await store.remove(saved.key);
    throw error;
  }
}
