// A user's own notifications and e-mail settings (docs/notifications.md "The API"): every endpoint is
// `self`, and a notification of someone else answers 404 as a missing one.
import {
  defaultNotificationSettings,
  sortOf,
  type NotificationSortField,
  type SortOrder,
  type Notification,
  type NotificationEventName,
  notificationGroups,
  type NotificationGroup,
  type NotificationSettings,
  serverMessage,
} from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import {
  countUnread,
  findNotificationEmail,
  newestNotificationId,
  listNotifications,
  markAllRead,
  markRead,
  mergeNotificationEmail,
  type NotificationRow,
} from '../../db/queries/notifications.js';
import { notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { pageAnswer, type PageQuery } from '../pages.js';
import { notificationText } from './notify.js';

export const NOTIFICATION_NOT_FOUND = serverMessage('notificationNotFound');

/** A notification as the API answers it (the contract's `Notification`). */
export function toNotification(row: NotificationRow): Notification {
  const code = row.message as NotificationEventName;
  return {
    id: row.id,
    code,
    params: row.params,
    message: notificationText(code, row.params),
    isOpen: row.isOpen,
    about:
      row.subjectKind === null || row.subjectId === null
        ? null
        : { kind: row.subjectKind, id: row.subjectId, number: row.subjectNumber, mainId: row.subjectMainId },
    actor: row.actorId === null || row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    mine: row.mine,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `GET /notifications`: the caller's, newest first, or by their time either way (issue 40); only the
 * unread with `unread=true`.
 */
export async function notificationsPage(
  db: Queryable,
  user: AuthUser,
  query: PageQuery & {
    unread?: boolean | undefined;
    sort?: NotificationSortField | undefined;
    order?: SortOrder | undefined;
  },
) {
  return pageAnswer(query, async (page) => {
    const { data, count } = await listNotifications(
      db,
      { userId: user.id, unread: query.unread === true, sort: sortOf(query) },
      page,
    );
    return { data: data.map(toNotification), count };
  });
}

/** `GET /notifications/unread-count`: one statement on the partial index of the unread. */
export async function unreadNotificationCount(db: Queryable, user: AuthUser) {
  return { data: { count: await countUnread(db, user.id) } };
}

/**
 * Where the caller's stream opened without `Last-Event-ID` starts: their newest notification's id, so
 * that a late signal of an earlier commit is not sent as live (docs/notifications.md "The live stream").
 */
export const streamFloor = (db: Queryable, user: AuthUser): Promise<number> =>
  newestNotificationId(db, user.id);

/** `PATCH /notifications/{id}/read`: marks one read (again, if it was); someone else's is a 404. */
export async function readNotification(db: Queryable, user: AuthUser, id: number) {
  const row = await markRead(db, user.id, id);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return { data: toNotification(row) };
}

/** `PATCH /notifications/read-all`: marks every unread one of the caller's read. */
export async function readAllNotifications(db: Queryable, user: AuthUser) {
  return { data: { marked: await markAllRead(db, user.id) } };
}

/** The settings as the API answers them: every group, off unless the user turned it on. */
function settingsOf(stored: Partial<Record<string, unknown>> | null): NotificationSettings {
  const email = { ...defaultNotificationSettings.email } as Record<NotificationGroup, boolean>;
  for (const group of notificationGroups) if (stored?.[group] === true) email[group] = true;
  return { email };
}

/** `GET /users/me/notification-settings`. */
export async function notificationSettings(db: Queryable, user: AuthUser) {
  return { data: settingsOf(await findNotificationEmail(db, user.id)) };
}

/** `PATCH /users/me/notification-settings`: the groups given; the others keep their setting. */
export async function updateNotificationSettings(
  db: Queryable,
  user: AuthUser,
  body: { email: Partial<Record<NotificationGroup, boolean | undefined>> },
) {
  const changes: Partial<Record<NotificationGroup, boolean>> = {};
  for (const group of notificationGroups) {
    const value = body.email[group];
    if (value !== undefined) changes[group] = value;
  }
  return { data: settingsOf(await mergeNotificationEmail(db, user.id, changes)) };
}
