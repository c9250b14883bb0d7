import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { outbox, outboxAttachments } from '../schema.js';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Queryable, values: typeof outbox.$inferInsert) {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

export type OutboxAttachment = Pick<
  typeof outboxAttachments.$inferSelect,
  'fileName' | 'contentType' | 'content'
>;

/** Files to send with message `messageId`; in the transaction that queued it. */
export async function insertOutboxAttachments(db: Queryable, messageId: number, files: OutboxAttachment[]) {
  if (files.length === 0) return;
  await db.insert(outboxAttachments).values(files.map((file) => ({ ...file, messageId })));
}

/** The attached files of message `messageId`, in the order they were added. */
export async function listOutboxAttachments(db: Queryable, messageId: number): Promise<OutboxAttachment[]> {
  return db
    .select({
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(asc(outboxAttachments.id));
}

/** The names and sizes of the attached files of these messages (the development page). */
export async function attachmentNames(db: Queryable, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: outboxAttachments.messageId,
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.content})::int`,
    })
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.messageId, messageIds))
    .orderBy(asc(outboxAttachments.id));
}

/** The key class of the advisory lock a process holds on a message while it sends it. */
const SENDING_LOCK_CLASS = 73_519;

/** The ids of up to `limit` due pending messages of a channel, oldest due first. */
export async function dueMessageIds(
  db: Queryable,
  channel: OutboxRow['channel'],
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), eq(outbox.channel, channel), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes the session-level advisory lock of message `id` and answers the message if it is still due
 * and pending; else lets the lock go and answers null. `db` must be one connection (the lock belongs
 * to the session): while it is held no other process sends the message, and when the process dies
 * its connection closes and the lock goes with it, so a restarted server sends the message at once.
 */
export async function lockDueMessage(db: Queryable, id: number, now: Date): Promise<OutboxRow | null> {
  const result = (await db.execute(
    sql`select pg_try_advisory_lock(${SENDING_LOCK_CLASS}::int, ${id}::int) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!result.rows[0]?.locked) return null;
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)));
  if (row) return row;
  await unlockMessage(db, id);
  return null;
}

/** Lets go of the lock `lockDueMessage` took. */
export async function unlockMessage(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`select pg_advisory_unlock(${SENDING_LOCK_CLASS}::int, ${id}::int)`);
}

export async function markSent(db: Queryable, id: number, at: Date) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(db: Queryable, id: number, nextAttemptAt: Date, error: string) {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt, lastError: error.slice(0, 2000) })
    .where(eq(outbox.id, id));
}

/** The newest messages first, for the development page. */
export async function listOutbox(db: Queryable, limit: number) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      status: outbox.status,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
