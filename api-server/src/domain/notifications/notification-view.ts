// A notification as the API answers it (docs/notifications.md "The API"): one function for the REST
// list and for the live stream, so that both send the very same shape.
import {
  type Notification,
  type NotificationEventName,
  serverMessage,
  serverMessages,
  type ServerMessage,
  type ServerMessageCode,
} from '@doorline/api-client';
import type { NotificationRow } from '../../db/queries/notifications.js';
import { refOf } from '../../db/queries/rows.js';

/** `serverMessage` for a code and parameters read from a row, which the compiler cannot check. */
const wordedAs = serverMessage as (
  code: ServerMessageCode,
  params?: Readonly<Record<string, string | number>>,
) => ServerMessage;

/**
 * The API's `Notification` of a row (`notificationColumns`): `message` is the English text of its
 * code and parameters; an `{{actor}}` its parameters lack is the actor's current name.
 */
export function notificationOf(row: NotificationRow): Notification {
  const code = row.code as NotificationEventName;
  const actor = refOf(row.actorId, row.actorName);
  const params =
    actor && !('actor' in row.params) && serverMessages[code].includes('{{actor}}')
      ? { ...row.params, actor: actor.name }
      : row.params;
  return {
    id: row.id,
    code,
    params,
    message: wordedAs(code, params).text,
    isOpen: row.isOpen,
    about:
      row.subjectKind !== null && row.subjectId !== null
        ? { kind: row.subjectKind, id: row.subjectId, number: row.subjectNumber }
        : null,
    actor,
    createdAt: row.createdAt.toISOString(),
  };
}
