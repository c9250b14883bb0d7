// The files uploaded to import into a list (issue 42): kept between the upload, its checks and its run.
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { listImports } from '../schema.js';

export type StoredImport = typeof listImports.$inferSelect;

/** Removes the uploads older than `before` (an abandoned import is kept a day). */
export async function deleteImportsBefore(db: Queryable, before: Date) {
  await db.delete(listImports).where(lt(listImports.createdAt, before));
}

export async function insertImport(db: Queryable, values: typeof listImports.$inferInsert): Promise<number> {
  const [row] = await db.insert(listImports).values(values).returning({ id: listImports.id });
  return row!.id;
}

/** The user's own upload into this list, or null; locked for the run that writes it (`forUpdate`). */
export async function findImport(
  db: Queryable,
  who: { userId: number; listKey: string; id: number },
  forUpdate = false,
): Promise<StoredImport | null> {
  const query = db
    .select()
    .from(listImports)
    .where(
      and(
        eq(listImports.id, who.id),
        eq(listImports.userId, who.userId),
        eq(listImports.listKey, who.listKey),
      ),
    )
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** Marks an upload imported; its rows are dropped, the import's record in the history stays. */
export async function markImported(db: Queryable, id: number, at: Date) {
  await db.update(listImports).set({ importedAt: at, rows: [] }).where(eq(listImports.id, id));
}
