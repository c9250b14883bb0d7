// Notifications' rows and the events that wake the open streams (docs/notifications.md): who
// receives an event, a user's list, count and reads, the e-mail settings, and retention.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  lt,
  ne,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  dealerAdminPermission,
  type ListSort,
  type NotificationSortField,
  type NotificationGroup,
  type NotificationSubject,
  type Recipient,
  salesManagerPermission,
  type ServerMessageCode,
} from '@doorline/api-client';
import type { Queryable, Tx } from '../index.js';
import { notifications, orderEvents, orders, recordComments, recordFollowers, users } from '../schema.js';
import { holds } from './record-readers.js';
import {
  given,
  listOrdering,
  pagePlaceholders,
  pageTotal,
  pageValues,
  reusedPage,
  sortedName,
  type Page,
} from './rows.js';

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

/* ---------- who receives a notification ---------- */

/** What a notification is about, as the recipients query reads it. */
export interface RecipientSubject {
  kind: NotificationSubject['kind'];
  id: number;
}

export interface RecipientsFilter {
  /** The event's recipients (`notificationEvents[event].to`). */
  to: readonly Recipient[];
  about: RecipientSubject;
  /** Who made the change: never a recipient. */
  actorId: number;
  /** The event's e-mail group: each recipient's setting of it is read beside them. */
  group: NotificationGroup;
  /** The people a comment mentions: the `mentioned` recipients. */
  mentioned?: readonly number[];
  /** People not told by this event (a comment's mentions, told by their own event). */
  except?: readonly number[];
}

export interface RecipientRow {
  id: number;
  email: string;
  /** The recipient's e-mail setting of the event's group (`users.notification_email`); off when unset. */
  emailOn: boolean;
  /** The actor's name, read in the same statement (a signed-in caller's row carries no name). */
  actorName: string | null;
}

/** The dealer of what a notification is about: the record's, the changed dealer, or the user's. */
function subjectDealer(about: RecipientSubject): SQL {
  switch (about.kind) {
    case 'main':
    case 'sub':
      return sql`(select o.dealer_id from ${orders} o where o.id = ${about.id})`;
    case 'dealer':
      return sql`${about.id}::int`;
    case 'user':
      return sql`(select su.dealer_id from ${users} su where su.id = ${about.id})`;
  }
}

/**
 * The organization users who handle a record (issue 40, docs/notifications.md "Recipients"), for a
 * dealer user's change: its latest approver and the organization user who acted on it last, by its
 * history (a sub-order's events with its main order's), among the active ones; when there is none,
 * the sales managers. Nothing for an organization user's own change.
 */
function handlers(about: RecipientSubject, actorId: number): SQL {
  const acted = (only: SQL) => sql`(select e.user_id from ${orderEvents} e
      join ${users} h on h.id = e.user_id and h.type = 'organization' and h.status = 'active'
      where e.order_id in (select ${about.id}::int
        union all select o.main_order_id from ${orders} o where o.id = ${about.id} and o.main_order_id is not null)
        ${only}
      order by e.id desc limit 1)`;
  const byDealer = sql`exists (select 1 from ${users} a where a.id = ${actorId} and a.type = 'dealer')`;
  return sql`select x.id from (
      select ${acted(sql``)} as id
      union select ${acted(sql`and e.action = 'approve'`)}
    ) x where x.id is not null and ${byDealer}
    union select u.id from ${users} u
      where u.type = 'organization' and ${holds(salesManagerPermission)} and ${byDealer}
        and ${acted(sql``)} is null`;
}

/** The candidate ids of one kind of recipient, before the rules common to all of them. */
function candidates(
  recipient: Recipient,
  about: RecipientSubject,
  dealer: SQL,
  { actorId, mentioned = [] }: Pick<RecipientsFilter, 'actorId' | 'mentioned'>,
): SQL | null {
  const isRecord = about.kind === 'main' || about.kind === 'sub';
  if (typeof recipient === 'object')
    return sql`select u.id from ${users} u
      where u.type = 'organization' and ${holds(recipient.organizationWith)}`;
  switch (recipient) {
    case 'salesman':
      return isRecord ? sql`select o.user_id from ${orders} o where o.id = ${about.id}` : null;
    case 'submitter':
      // The latest submit of the record: a quote rejected and submitted again by someone else is theirs.
      return isRecord
        ? sql`(select e.user_id from ${orderEvents} e where e.order_id = ${about.id} and e.action = 'submit'
            order by e.id desc limit 1)`
        : null;
    case 'commenters':
      return isRecord
        ? sql`select c.author_id from ${recordComments} c where c.order_id = ${about.id}`
        : null;
    case 'subject':
      return about.kind === 'user' ? sql`select ${about.id}::int` : null;
    case 'handlers':
      return isRecord ? handlers(about, actorId) : null;
    case 'followers':
      // Followers follow a main order: a sub-order's are its main order's.
      return isRecord
        ? sql`select f.user_id from ${recordFollowers} f where f.order_id = (
            select coalesce(o.main_order_id, o.id) from ${orders} o where o.id = ${about.id})`
        : null;
    case 'dealerAdmins':
      return sql`select u.id from ${users} u where u.dealer_id = ${dealer} and ${holds(dealerAdminPermission)}`;
    case 'mentioned':
      return mentioned.length > 0 ? sql`select unnest(${sql.param([...mentioned])}::int[])` : null;
  }
}

/**
 * The recipients of an event, in one statement (docs/notifications.md "Recipients"): the candidates of
 * each kind the event names, then the rules every recipient follows: an active user, not the actor,
 * and a dealer user only of the dealer of what it is about (a salesman or commenter who has since
 * moved to another dealer, or a record reassigned, leaks nothing). Each person once.
 */
export async function findRecipients(db: Queryable, filter: RecipientsFilter): Promise<RecipientRow[]> {
  const dealer = subjectDealer(filter.about);
  const parts = filter.to
    .map((recipient) => candidates(recipient, filter.about, dealer, filter))
    .filter((part): part is SQL => part !== null);
  if (parts.length === 0) return [];
  const union = sql.join(parts, sql` union `);
  return db
    .select({
      id: users.id,
      email: users.email,
      emailOn: sql<boolean>`coalesce((${users.notificationEmail} ->> ${filter.group})::boolean, false)`,
      actorName: sql<string | null>`(select a.name from ${users} a where a.id = ${filter.actorId})`,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} in (${union})`,
        eq(users.status, 'active'),
        ne(users.id, filter.actorId),
        filter.except?.length ? notInArray(users.id, [...filter.except]) : undefined,
        sql`(${users.type} = 'organization' or ${users.dealerId} = ${dealer})`,
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Where the app shows a record: its main order (itself, or a sub-order's) and that order's stage,
 * for the link of a notification's e-mail; null for a missing id.
 */
export async function findRecordPlace(db: Queryable, id: number) {
  const main = alias(orders, 'main');
  const [row] = await db
    .select({ mainId: main.id, stage: main.stage })
    .from(orders)
    .innerJoin(main, eq(main.id, sql`coalesce(${orders.mainOrderId}, ${orders.id})`))
    .where(eq(orders.id, id))
    .limit(1);
  return row ?? null;
}

/* ---------- a user's notifications ---------- */

/**
 * What a notification's answer needs of its row: the row and its actor's name. The list, the reads,
 * the stream's catch-up and its live reads select these same columns, and `toNotification`
 * (`domain/notifications/inbox.ts`) makes the API's `Notification` from them.
 */
/**
 * Whether the notification's recipient is the salesman of the record it is about (`mine`: the app
 * toasts those, docs/notifications.md "Toasts: `mine`"), read from the record as it is now.
 */
const isMine = (n: { userId: SQLWrapper; subjectKind: SQLWrapper; subjectId: SQLWrapper }) =>
  sql<boolean>`coalesce(${n.subjectKind} in ('main', 'sub') and exists (
    select 1 from ${orders} o where o.id = ${n.subjectId} and o.user_id = ${n.userId}), false)`;

/** Where the app shows the record: a sub-order's main order (read as it is now), a main order itself. */
const mainIdOf = (n: { subjectKind: SQLWrapper; subjectId: SQLWrapper }) =>
  sql<number | null>`case ${n.subjectKind}
    when 'main' then ${n.subjectId}
    when 'sub' then (select o.main_order_id from ${orders} o where o.id = ${n.subjectId})
    end`;

const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  message: notifications.message,
  params: notifications.params,
  isOpen: notifications.isOpen,
  subjectKind: notifications.subjectKind,
  subjectId: notifications.subjectId,
  subjectNumber: notifications.subjectNumber,
  subjectMainId: mainIdOf(notifications),
  actorId: notifications.actorId,
  actorName: users.name,
  mine: isMine(notifications),
  createdAt: notifications.createdAt,
};

/** A notification as the API answers it, before its shaping (domain/notifications/). */
export interface NotificationRow {
  id: number;
  /** Whose it is (the stream hands it to that user's streams). */
  userId: number;
  /** The event, which is also its message code. */
  message: string;
  params: Record<string, string | number>;
  isOpen: boolean;
  subjectKind: NotificationSubject['kind'] | null;
  subjectId: number | null;
  subjectNumber: string | null;
  /** The main order of a sub-order, or a main order's own id; null otherwise. */
  subjectMainId: number | null;
  actorId: number | null;
  /** Null when the actor's account is gone. */
  actorName: string | null;
  /** The recipient is the salesman of the record it is about. */
  mine: boolean;
  createdAt: Date;
}

/** The user's notifications of the list: all of them, or the unread only. */
function ownConditions(values: { userId: number; unread: true | undefined }) {
  return and(
    eq(notifications.userId, sql.placeholder('userId')),
    given(values.unread) ? eq(notifications.isOpen, true) : undefined,
  );
}

const countOwn = (db: Queryable, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(where);

/**
 * One page of a user's notifications, newest first (by id: the order they were written in, which
 * `notifications_user_idx` holds) or by their time (issue 40: `notifications_user_time_idx`, ties
 * by id), and how many match, in one statement as every list (docs/decisions.md "Issue 12"): a
 * short page tells the count itself, a full one counts.
 */
export async function listNotifications(
  db: Queryable,
  filter: { userId: number; unread: boolean; sort?: ListSort<NotificationSortField> | undefined },
  page: Page,
): Promise<{ data: NotificationRow[]; count: number }> {
  const values = { userId: filter.userId, unread: filter.unread || undefined, ...pageValues(page) };
  const ordering = listOrdering(filter.sort, { createdAt: notifications.createdAt }, notifications.id, [
    desc(notifications.id),
  ]);
  const { rows, count } = await reusedPage(db, sortedName('notifications', filter.sort), values, page, {
    rows: () => {
      const where = ownConditions(values);
      const ids = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(where)
        .orderBy(...ordering)
        .limit(pagePlaceholders.limit)
        .offset(pagePlaceholders.offset)
        .as('page');
      return db
        .select({ ...notificationColumns, total: pageTotal(countOwn(db, where), pagePlaceholders) })
        .from(ids)
        .innerJoin(notifications, eq(notifications.id, ids.id))
        .leftJoin(users, eq(users.id, notifications.actorId))
        .orderBy(...ordering);
    },
    count: () => countOwn(db, ownConditions(values)),
  });
  return { data: rows.map(({ total: _total, ...row }) => row), count };
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

/**
 * The user's newest notification's id (0: none): a stream opened without `Last-Event-ID` sends
 * nothing at or below it, not even a signal of an earlier commit that reaches this process after the
 * stream opened (one entry of `notifications_user_idx`).
 */
export async function newestNotificationId(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The notifications of these ids (any users'), oldest first: the rows the channel signalled. */
export function notificationsByIds(db: Queryable, ids: readonly number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectNotifications(db)
    .where(inArray(notifications.id, [...ids]))
    .orderBy(asc(notifications.id));
}

/** How many of the user's notifications are unread: the partial index `notifications_unread_idx`. */
export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isOpen, true)));
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read and answers it; null when the id is unknown or
 * someone else's (one statement: the update and its actor's name).
 */
export async function markRead(db: Queryable, userId: number, id: number): Promise<NotificationRow | null> {
  const marked = db.$with('marked').as(
    db
      .update(notifications)
      .set({ isOpen: false })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning(),
  );
  const [row] = await db
    .with(marked)
    .select({
      id: marked.id,
      userId: marked.userId,
      message: marked.message,
      params: marked.params,
      isOpen: marked.isOpen,
      subjectKind: marked.subjectKind,
      subjectId: marked.subjectId,
      subjectNumber: marked.subjectNumber,
      subjectMainId: mainIdOf(marked),
      actorId: marked.actorId,
      actorName: users.name,
      mine: isMine(marked),
      createdAt: marked.createdAt,
    })
    .from(marked)
    .leftJoin(users, eq(users.id, marked.actorId));
  return (row as NotificationRow | undefined) ?? null;
}

/** Marks every unread notification of the user read; answers how many it marked. */
export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isOpen: false })
    .where(and(eq(notifications.userId, userId), eq(notifications.isOpen, true)))
    .returning({ id: notifications.id });
  return rows.length;
}

/* ---------- e-mail settings ---------- */

/** The user's stored e-mail settings (a group never set is missing); null for an unknown user. */
export async function findNotificationEmail(db: Queryable, userId: number) {
  const [row] = await db
    .select({ email: users.notificationEmail })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Sets the given groups, keeping the others, in one statement (`||` merges the JSON objects), so
 * that two changes of different groups at once both stay; answers the stored settings.
 */
export async function mergeNotificationEmail(
  db: Queryable,
  userId: number,
  changes: Partial<Record<NotificationGroup, boolean>>,
) {
  const [row] = await db
    .update(users)
    .set({ notificationEmail: sql`${users.notificationEmail} || ${JSON.stringify(changes)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ email: users.notificationEmail });
  return row?.email ?? null;
}

/* ---------- retention ---------- */

/**
 * Deletes up to `limit` of the notifications written before `before`, oldest first (the index by
 * creation); answers how many it deleted. Retention calls it until a batch is short.
 */
export async function deleteNotificationsBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const oldest = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(lt(notifications.createdAt, before))
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
  const rows = await db
    .delete(notifications)
    .where(inArray(notifications.id, oldest))
    .returning({ id: notifications.id });
  return rows.length;
}
