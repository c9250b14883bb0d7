// `GET /notifications/stream` (docs/notifications.md "The live stream"): the caller's notifications
// as Server-Sent Events, resumed after `Last-Event-ID`, until the session ends.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@doorline/api-client';
import type { LiveEvents } from '../../domain/notifications/live.js';
import type { AppContext } from '../context.js';
import { InvalidRequest } from '../errors.js';
import { openEventStream } from '../event-stream.js';
import { route } from '../route.js';

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

export function notificationStreamRoutes(app: FastifyInstance, { identity }: AppContext, live: LiveEvents) {
  route(app, identity, endpoints.notificationStream, async ({ user, request, reply }) => {
    const afterId = lastEventId(request);
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
    );
    stream.onClose(() => subscription.unsubscribe());
    return stream;
  });
}
