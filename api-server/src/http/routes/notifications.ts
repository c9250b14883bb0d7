import type { FastifyRequest } from 'fastify';
import { notificationList } from '@doorline/api-client';
import {
  notificationsPage,
  notificationSettings,
  readAllNotifications,
  readNotification,
  streamFloor,
  unreadNotificationCount,
  updateNotificationSettings,
} from '../../domain/notifications/inbox.js';
import { bindArea } from '../bind.js';
import { serveList } from '../serve-list.js';
import { InvalidRequest } from '../errors.js';
import { openEventStream } from '../event-stream.js';
import { routeModule } from '../route-modules.js';

export const LAST_EVENT_ID_INVALID = 'Last-Event-ID must be the id of a notification';

/**
 * The id a reconnecting client last received (the `Last-Event-ID` header): null when absent or empty
 * (nothing from the past is sent), 400 when it is not a notification id.
 */
export function lastEventId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[header.length - 1] : header;
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d{1,15}$/.test(value.trim()))
    throw new InvalidRequest(LAST_EVENT_ID_INVALID, [
      { path: 'Last-Event-ID', message: LAST_EVENT_ID_INVALID },
    ]);
  return Number(value.trim());
}

/**
 * The caller's own notifications and e-mail settings (issue 26; docs/notifications.md "The API"),
 * and `GET /notifications/stream` ("The live stream"): the caller's notifications as Server-Sent
 * Events, resumed after `Last-Event-ID`, until the session ends.
 */
export default routeModule((app, context) => {
  const { database, live } = context;
  const db = database.db;

  bindArea(app, context, 'notifications', {
    ...serveList(context, notificationList, {
      page: ({ user, query }) => notificationsPage(db, user, query),
    }),
    unreadNotificationCount: ({ user }) => unreadNotificationCount(db, user),
    readNotification: ({ user, params }) => readNotification(db, user, params.id),
    readAllNotifications: ({ user }) => readAllNotifications(db, user),
    notificationStream: async ({ user, request, reply }) => {
      const afterId = lastEventId(request);
      // Without Last-Event-ID nothing from the past: not even a late signal of an earlier commit.
      const floor = afterId === null ? await streamFloor(db, user) : 0;
      const stream = openEventStream(request, reply);
      // Within one turn of the event loop: no signal can come between the headers and the subscription.
      const subscription = live.subscribe(
        {
          userId: user.id,
          sessionId: user.sessionId,
          notification: (notification) => stream.send('notification', notification, notification.id),
          userChanged: () => stream.send('user', {}),
          sessionEnded: (reason) => {
            stream.send('session-ended', { message: reason.text, code: reason.code });
            stream.end();
          },
          heartbeat: () => stream.comment('heartbeat'),
          close: () => stream.end(),
        },
        afterId,
        floor,
      );
      stream.onClose(() => subscription.unsubscribe());
      return stream;
    },
    notificationSettings: ({ user }) => notificationSettings(db, user),
    updateNotificationSettings: ({ user, body }) => updateNotificationSettings(db, user, body),
  });
});
