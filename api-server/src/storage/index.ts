// The file store the settings choose (issue 29): the database by default, S3 when S3_BUCKET is set.
import type { StorageConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { databaseFileStore } from './database-store.js';
import type { FileStore } from './file-store.js';
import { s3Bucket, s3FileStore } from './s3-store.js';

export { FileStorageUnavailable, type FileStore, type NewFile, type StoredFile } from './file-store.js';

export function openFileStore(
  storage: StorageConfig,
  db: Db,
  onOrphan: (key: string, error: unknown) => void = () => {},
): FileStore {
  return storage.kind === 's3' ? s3FileStore(db, s3Bucket(storage), onOrphan) : databaseFileStore(db);
}

/** A photo's key in the store, from the name its URL ends with. */
export const photoKey = (name: string) => `photos/${name}`;
/** A record file's key in the store, from its `storage_key`. */
export const recordFileKey = (storageKey: string) => `files/${storageKey}`;
