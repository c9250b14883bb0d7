// Notifying (issue 26; docs/notifications.md): who receives an event is the contract's table
// (`notificationEvents`); here, in the change's own transaction, the recipients are resolved, one row
// each is written (with its signal to the open streams) and, where the recipient turned the event's
// group on, an e-mail is queued in the outbox. A change that rolls back notifies nobody.
import {
  type NotificationEvent,
  notificationEvents,
  type NotificationEventName,
  type NotificationSubject,
  serverMessage,
  type ServerMessage,
  type ServerMessageCode,
  type ServerMessageParams,
  serverMessages,
} from '@doorline/api-client';
import type { Tx } from '../../db/index.js';
import { findRecipients, findRecordPlace, insertNotifications } from '../../db/queries/notifications.js';
import { enqueue } from '../messages/messages.js';
import { notificationEmail } from '../messages/templates.js';

/** When a change happens and where the app is: a notification's time and its e-mail's link. */
export interface ChangeContext {
  /** The change's time (`config.now()`): the notification's `createdAt`. */
  at: Date;
  /** The app's address (`config.publicUrl`), which the e-mails link into. */
  publicUrl: string;
}

/** The context of a change made now, from the server's settings. */
export const changeContext = (settings: { now: () => Date; publicUrl: string }): ChangeContext => ({
  at: settings.now(),
  publicUrl: settings.publicUrl,
});

type Params = Record<string, string | number>;

/** The `{{name}}`s of an event's text that `notify` fills itself: the actor's name and the number. */
type OwnParam = 'actor' | 'number';

/**
 * What an event's text needs beside the actor and the number (`dealerStatusChanged`: `dealer` and
 * `status`), and any value the app may use beside it (`roleKey`). Exact for one event; for an event
 * read from a table (`actionEvents`), the params of any of them, and `notify` checks the text's.
 */
export type EventParams<E extends NotificationEventName> = E extends NotificationEventName
  ? Omit<ServerMessageParams<E>, OwnParam> & Params
  : never;

export interface NotifyInput<E extends NotificationEventName> {
  /** Who made the change: never notified, named as `actor` where the text has it. */
  actor: { id: number };
  /** What it is about; `number` for an order or a sub-order, which the text names. */
  about: { kind: NotificationSubject['kind']; id: number; number?: string | null };
  params: EventParams<E>;
  change: ChangeContext;
  /** The people a comment mentions: the event's `mentioned` recipients. */
  mentioned?: readonly number[];
  /** People this event does not tell (a comment's mentions, told by their own event). */
  except?: readonly number[];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);

/** The English text of a notification: its event's text (`serverMessages`) filled with its params. */
export function notificationText(code: NotificationEventName, params: Readonly<Params>) {
  // Any event's code with the params a row holds: the contract's one filling of `{{name}}`s.
  const word = serverMessage as (code: ServerMessageCode, params?: Readonly<Params>) => ServerMessage;
  return word(code, params).text;
}

/**
 * Notifies the recipients of `event` (`notificationEvents[event].to`) inside the change's
 * transaction `tx`: one statement finds them (docs/notifications.md "Recipients": active, never the
 * actor, a dealer user only of the dealer of what it is about, each once), one inserts their rows.
 * Answers the ids of the rows written.
 */
export async function notify<E extends NotificationEventName>(
  tx: Tx,
  event: E,
  { actor, about, params, change, mentioned, except }: NotifyInput<E>,
): Promise<number[]> {
  // The values of the text's `{{name}}`s: the caller's, and the record's number. A missing one is a
  // programming error (the contract's text and the call disagree), found before anyone is notified.
  const names = placeholders(serverMessages[event]);
  const values: Params = { ...params };
  if (names.includes('number') && about.number) values.number = about.number;
  const missing = names.filter((name) => name !== 'actor' && values[name] === undefined);
  if (missing.length > 0) throw new Error(`notify ${event}: no value for ${missing.join(', ')}`);

  const { group, to } = notificationEvents[event];
  const recipients = await findRecipients(tx, {
    to,
    about,
    actorId: actor.id,
    group,
    ...(mentioned ? { mentioned } : {}),
    ...(except ? { except } : {}),
  });
  if (recipients.length === 0) return [];
  // The actor's name as it is now, read with the recipients.
  if (names.includes('actor')) values.actor = recipients[0]!.actorName ?? '';

  const ids = await insertNotifications(
    tx,
    recipients.map((recipient) => ({
      userId: recipient.id,
      message: event,
      params: values,
      subjectKind: about.kind,
      subjectId: about.id,
      subjectNumber: about.number ?? null,
      actorId: actor.id,
      createdAt: change.at,
    })),
  );

  const mailed = recipients.filter((recipient) => recipient.emailOn);
  if (mailed.length > 0) {
    const text = notificationText(event, values);
    const place = about.kind === 'main' || about.kind === 'sub' ? await findRecordPlace(tx, about.id) : null;
    for (const recipient of mailed) {
      const path = appPath(event, about, place, recipient.id);
      const letter = notificationEmail(text, `${change.publicUrl}${path}`);
      await enqueue(tx, change.at, 'email', recipient.email, letter.subject, letter.body);
    }
  }
  return ids;
}

/**
 * The app's page of what a notification is about, for its e-mail's link: a record's page by its
 * main order (a quote or pre-order under /quotes, an order under /orders; a sub-order in its order's
 * items, a comment's tab), the user's page (their own profile when it is theirs), and the dealer's
 * own profile for its administrators.
 */
function appPath(
  event: NotificationEventName,
  about: NotifyInput<NotificationEventName>['about'],
  place: { mainId: number; stage: string } | null,
  recipientId: number,
): string {
  switch (about.kind) {
    case 'main':
    case 'sub': {
      if (!place) return '/';
      const base = place.stage === 'order' ? `/orders/${place.mainId}` : `/quotes/${place.mainId}`;
      // A sub-order's place is the item itself in its order's items (issue 40), as the app links it.
      if (about.kind === 'sub') return `/orders/${place.mainId}/sub-orders?item=${about.id}`;
      const { opens } = notificationEvents[event] as NotificationEvent;
      if (opens) return `${base}/${opens}`;
      return `${base}/details`;
    }
    case 'user':
      return about.id === recipientId ? '/me/profile' : `/organization/users/${about.id}/profile`;
    case 'dealer':
      return '/dealer/profile';
  }
}
