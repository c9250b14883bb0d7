import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { outbox } from '../schema.js';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Queryable, values: typeof outbox.$inferInsert) {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

/**
 * Claims up to `limit` due pending messages: their next attempt moves `leaseMs` ahead, so another
 * process (or a crash half-way) cannot send them twice in that time, and the claim is one
 * statement that skips rows another process holds.
 */
export async function claimDueMessages(db: Queryable, now: Date, leaseMs: number, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
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
