// Where uploaded photos and record files are kept (issue 29; docs/decisions.md "Issue 29: uploads
// without a shared folder"): the database's `stored_files` table by default, or an S3-compatible
// bucket when S3_BUCKET is set. Every route that reads or writes an upload goes through a FileStore;
// nothing is written to DATA_DIR/uploads any more.
import type { Db, Tx } from '../db/index.js';

/** A file to store: its key (`photos/<hex>.webp`, `files/<hex>`), bytes and type. */
export interface NewFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** What a change's transaction answers: its result, and the keys its rows no longer name. */
export interface ChangeResult<T> {
  result: T;
  remove?: (string | null)[];
}

export interface FileStore {
  readonly kind: 'database' | 's3';
  /**
   * Runs `write` (the rows that name files) in one transaction with the file it adds and the keys
   * it answers as removed. In the database all of it is that one transaction. On S3 the object is
   * put first and deleted again when the transaction fails, and the removed objects are deleted
   * after it commits: a row never names a missing object, and a failed delete leaves only an
   * object no row names.
   */
  change<T>(add: NewFile | null, write: (tx: Tx) => Promise<ChangeResult<T>>): Promise<T>;
  /** The file under `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Stores a file unless its key is there already (moving files in at start); true when stored. */
  add(file: NewFile): Promise<boolean>;
  /**
   * Resolves when the store can be reached and takes the server's requests (the readiness probe,
   * issue 39); else throws `FileStorageUnavailable`. The database store is the database's check.
   */
  reachable(): Promise<void>;
}

/**
 * The file store cannot be reached or refused a request (S3 down, a wrong secret): the request
 * answers 503 "File storage unavailable" and the log says why (http/errors.ts).
 */
export class FileStorageUnavailable extends Error {
  /** The service's HTTP status when it answered (403, 503...); undefined when it could not be reached. */
  readonly status: number | undefined;
  constructor(message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options);
    this.name = 'FileStorageUnavailable';
    this.status = options?.status;
  }
}

/** The keys a change removes, without the empty ones. */
export const keysOf = (keys: (string | null)[] | undefined): string[] =>
  (keys ?? []).filter((key): key is string => typeof key === 'string' && key.length > 0);

export type { Db };
