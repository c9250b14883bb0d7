// The default file store: the bytes in PostgreSQL (or PGlite), in the transaction of the row that
// names them, so that an upload and its row are written together or not at all.
import type { Db } from '../db/index.js';
import { deleteStoredFiles, findStoredFile, insertStoredFile } from '../db/queries/stored-files.js';
import { keysOf, type FileStore } from './file-store.js';

export function databaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',
    change: (add, write) =>
      db.transaction(async (tx) => {
        if (add) await insertStoredFile(tx, add);
        const { result, remove } = await write(tx);
        await deleteStoredFiles(
          tx,
          keysOf(remove).filter((key) => key !== add?.key),
        );
        return result;
      }),
    async read(key) {
      const row = await findStoredFile(db, key);
      return row ? { bytes: row.content, contentType: row.contentType } : null;
    },
    add: (file) => insertStoredFile(db, file, { ifAbsent: true }),
    // The files are the database's: reachable when it is, which readiness checks first.
    reachable: async () => {},
  };
}
