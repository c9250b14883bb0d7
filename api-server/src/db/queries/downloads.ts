// Download tickets (issue 28): stored by their hash, used once.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { downloadTickets } from '../schema.js';

export async function insertDownloadTicket(db: Queryable, values: typeof downloadTickets.$inferInsert) {
  await db.insert(downloadTickets).values(values);
}

/**
 * Uses a ticket: deletes it and answers its user and sign-in when it names exactly this path and has
 * not expired; null otherwise. One statement, so that two requests with one ticket get one answer.
 */
export async function takeDownloadTicket(db: Queryable, tokenHash: string, path: string, at: Date) {
  const [row] = await db
    .delete(downloadTickets)
    .where(
      and(
        eq(downloadTickets.tokenHash, tokenHash),
        eq(downloadTickets.path, path),
        gt(downloadTickets.expiresAt, at),
      ),
    )
    .returning({
      userId: downloadTickets.userId,
      sessionId: downloadTickets.sessionId,
      createdAt: downloadTickets.createdAt,
    });
  return row ?? null;
}

/** Forgets the tickets that expired before `at` (housekeeping, beside a new ticket). */
export async function deleteExpiredDownloadTickets(db: Queryable, at: Date) {
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, at));
}
