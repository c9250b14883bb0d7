// Notifications' rows and the events that wake the open streams (docs/notifications.md).
import { sql } from 'drizzle-orm';
import type { ServerMessageCode } from '@doorline/api-client';
import type { Tx } from '../index.js';
import { notifications } from '../schema.js';

/** The channel every server process LISTENs on (docs/notifications.md "Across processes"). */
export const EVENTS_CHANNEL = 'doorline_events';

/**
 * What travels on `EVENTS_CHANNEL` (JSON, well under NOTIFY's 8,000 bytes): a new notification of
 * a user (the stream reads the row by id), a change to what a user may do, or a session that ended.
 * `sessionId` null ends every session of the user.
 */
export type StreamSignal =
  | { type: 'notification'; userId: number; id: number }
  | { type: 'user'; userId: number }
  | { type: 'session-ended'; userId: number; sessionId: string | null; code: ServerMessageCode };

/**
 * Sends signals on the channel inside the caller's transaction: PostgreSQL delivers them only when
 * it commits, so a change that rolls back wakes no stream.
 */
export async function signal(tx: Tx, signals: readonly StreamSignal[]): Promise<void> {
  if (signals.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, s) from unnest(${sql.param(signals.map((s) => JSON.stringify(s)))}::text[]) as s`,
  );
}

export type NewNotification = typeof notifications.$inferInsert;

/** Inserts the rows and signals each to its user's streams, in the caller's transaction. */
export async function insertNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values([...rows])
    .returning({ id: notifications.id, userId: notifications.userId });
  await signal(
    tx,
    inserted.map((row) => ({ type: 'notification', userId: row.userId, id: row.id })),
  );
  return inserted.map((row) => row.id);
}
