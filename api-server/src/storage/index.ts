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

/** Photos are served under this path; the file name alone changes with each upload. */
export const PHOTO_URL_PREFIX = '/api/files/photos/';
/** A photo's name: 128 random bits in hex, always WebP; the only names the server writes or serves. */
export const PHOTO_NAME = /^[0-9a-f]{32}\.webp$/;
/** A record file's `storage_key`: 128 random bits in hex. */
export const STORAGE_KEY = /^[0-9a-f]{32}$/;

/** A photo's key in the store, from the name its URL ends with. */
export const photoKey = (name: string) => `photos/${name}`;
/** A door model's picture (issue 43) is served under this path, by a name as a photo's (`PHOTO_NAME`). */
export const PICTURE_URL_PREFIX = '/api/files/pictures/';
/** A model's picture's key in the store (`product_models.picture_key`), from its name. */
export const pictureKey = (name: string) => `pictures/${name}`;
/** The address a model's picture is served at, from its key in the store; null for none. */
export const pictureUrlOfKey = (key: string | null): string | null =>
  key?.startsWith('pictures/') ? PICTURE_URL_PREFIX + key.slice('pictures/'.length) : null;
/** A record file's key in the store, from its `storage_key`. */
export const recordFileKey = (storageKey: string) => `files/${storageKey}`;
