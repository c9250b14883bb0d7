import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { userListSettings } from '../schema.js';

const settingColumns = {
  list: userListSettings.listKey,
  limit: userListSettings.pageSize,
  hiddenColumns: userListSettings.hiddenColumns,
};

/** A user's stored list settings, one row per list they changed. */
export function listUserListSettings(db: Queryable, userId: number) {
  return db
    .select(settingColumns)
    .from(userListSettings)
    .where(eq(userListSettings.userId, userId))
    .orderBy(asc(userListSettings.listKey));
}

/**
 * Sets what is given of one list's settings and keeps the rest, in one statement (an upsert), so
 * that a page size and a column chosen at once in two tabs both stay; answers the stored row.
 */
export async function mergeUserListSetting(
  db: Queryable,
  userId: number,
  listKey: string,
  change: { pageSize?: number; hiddenColumns?: string[] | null },
  at: Date,
) {
  const hidden = change.hiddenColumns;
  const [row] = await db
    .insert(userListSettings)
    .values({
      userId,
      listKey,
      pageSize: change.pageSize ?? null,
      hiddenColumns: hidden ?? null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [userListSettings.userId, userListSettings.listKey],
      set: {
        ...(change.pageSize !== undefined ? { pageSize: change.pageSize } : {}),
        ...(hidden !== undefined ? { hiddenColumns: hidden } : {}),
        updatedAt: at,
      },
    })
    .returning(settingColumns);
  return row!;
}
