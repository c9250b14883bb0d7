// Who follows a record (issue 40, docs/notifications.md "Recipients"): one row per person and main
// order. The recipients' statement reads them (`findRecipients`), the details page its reader's.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { recordFollowers } from '../schema.js';

/** The user follows the main order; already following, nothing changes. */
export async function insertFollower(db: Queryable, orderId: number, userId: number, at: Date) {
  await db.insert(recordFollowers).values({ orderId, userId, createdAt: at }).onConflictDoNothing();
}

/** The user no longer follows the main order; not following it, nothing changes. */
export async function deleteFollower(db: Queryable, orderId: number, userId: number) {
  await db
    .delete(recordFollowers)
    .where(and(eq(recordFollowers.orderId, orderId), eq(recordFollowers.userId, userId)));
}
