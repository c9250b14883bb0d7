// Notifications' rows and the events that wake the open streams (docs/notifications.md).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ServerMessageCode } from '@doorline/api-client';
import type { Queryable, Tx } from '../index.js';
import { notifications, users } from '../schema.js';

/** The channel every server process LISTENs on (docs/notifications.md "Across processes"). */
export const EVENTS_CHANNEL = 'doorline_events';

/**
 * What travels on `EVENTS_CHANNEL` (JSON, well under NOTIFY's 8,000 bytes): a new notification of
 * a user (the stream reads the row by id), a change to what a user may do, or a session that ended.
 * `sessionId` null ends every session of the user but `exceptSessionId` (a password change ends every
 * session, and the tab that changed it goes on in a new one: its stream is not told to sign out).
 */
export type StreamSignal =
  | { type: 'notification'; userId: number; id: number }
  | { type: 'user'; userId: number }
  | {
      type: 'session-ended';
      userId: number;
      sessionId: string | null;
      exceptSessionId?: string;
      code: ServerMessageCode;
    };

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

/**
 * `{ type: 'user' }` to every active user of the role, whose permissions changed: one statement,
 * however many users the role has.
 */
export async function signalRoleUsers(tx: Tx, roleId: number): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'user', 'userId', ${users.id})::text)
        from ${users} where ${users.roleId} = ${roleId} and ${users.status} = 'active'`,
  );
}

/** Every session of every user of the dealer ended, for the reason `code` (a blocked dealer). */
export async function signalDealerSessionsEnded(tx: Tx, dealerId: number, code: ServerMessageCode) {
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'session-ended', 'userId', ${users.id},
          'sessionId', null, 'code', ${code}::text)::text)
        from ${users} where ${users.dealerId} = ${dealerId}`,
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

/* ---------- reading them (the stream; the REST list can share the columns and the mapper) ---------- */

/**
 * What a notification's answer needs of its row: the row and its actor's name. The list, the stream's
 * catch-up and its live reads select these same columns, and `notificationOf`
 * (`domain/notifications/notification-view.ts`) makes the API's `Notification` from them.
 */
export const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  code: notifications.message,
  params: notifications.params,
  isOpen: notifications.isOpen,
  subjectKind: notifications.subjectKind,
  subjectId: notifications.subjectId,
  subjectNumber: notifications.subjectNumber,
  actorId: notifications.actorId,
  actorName: users.name,
  createdAt: notifications.createdAt,
};

export interface NotificationRow {
  id: number;
  userId: number;
  code: string;
  params: Record<string, string | number>;
  isOpen: boolean;
  subjectKind: (typeof notifications.$inferSelect)['subjectKind'];
  subjectId: number | null;
  subjectNumber: string | null;
  actorId: number | null;
  actorName: string | null;
  createdAt: Date;
}

const selectNotifications = (db: Queryable) =>
  db.select(notificationColumns).from(notifications).leftJoin(users, eq(users.id, notifications.actorId));

/**
 * The user's notifications with an id above `afterId`, oldest first, at most `limit`: what a stream
 * resuming from `Last-Event-ID` missed (one index range of `notifications_user_idx`).
 */
export function notificationsAfter(
  db: Queryable,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return selectNotifications(db)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The notifications of these ids (any users'), oldest first: the rows the channel signalled. */
export function notificationsByIds(db: Queryable, ids: readonly number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectNotifications(db)
    .where(inArray(notifications.id, [...ids]))
    .orderBy(asc(notifications.id));
}
