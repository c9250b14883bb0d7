// The comments of a record (main order or sub-order), and of a customer (issue 42), read once over
// what they are of (`commentsOf`). Anyone who may read the record may comment on it, a production
// manager too. A comment notifies the record's salesman and its earlier
// commenters, and the people it mentions (issue 40) by an event of their own, in the comment's
// transaction (docs/notifications.md).
import type { DealerScope } from '../scope.js';
import { MENTIONABLE_LIMIT, MENTIONS_MAX, serverMessage } from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import { insertComment, listComments } from '../../db/queries/comments.js';
import { recordReaders } from '../../db/queries/record-readers.js';
import { invalidField } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { notify, type ChangeContext } from '../notifications/notify.js';
import { visibleRecord } from './orders.js';
import { type FindSubject, recordSubject } from './subjects.js';

/** The subject's comments (a record's, a customer's), oldest first; 404 unless the caller sees it. */
export async function commentsOf(db: Queryable, find: FindSubject) {
  return listComments(db, await find(db));
}

/** The record's comments, oldest first; 404 unless the caller sees the record. */
export const recordComments = (db: Db, scope: DealerScope, id: number) =>
  commentsOf(db, recordSubject(scope, id));

/**
 * Who a comment on the record may mention: the people who may see it, the caller left out, the first
 * `MENTIONABLE_LIMIT` by name; 404 unless the caller sees the record.
 */
export async function mentionablePeople(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  search: string | undefined,
) {
  const record = await visibleRecord(db, scope, id);
  return recordReaders(db, { orderId: record.id, search, exceptId: user.id, limit: MENTIONABLE_LIMIT });
}

/**
 * Adds a comment (trimmed) by the caller; 404 unless the caller sees the record. Each person it
 * mentions must be someone who may see the record (else 400 naming `mentions.N`, and nothing is
 * written); they are told by `mentionedInComment`, the comment's other recipients by `commentAdded`.
 */
export async function addComment(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  input: { body: string; mentions?: readonly number[] | undefined },
  change: ChangeContext,
) {
  return db.transaction(async (tx) => {
    const record = await visibleRecord(tx, scope, id);
    // Oneself is nobody to tell (an actor is never notified).
    const mentions = [...new Set(input.mentions ?? [])].filter((mentioned) => mentioned !== user.id);
    if (mentions.length > 0) {
      const readers = await recordReaders(tx, {
        orderId: record.id,
        ids: mentions,
        exceptId: user.id,
        limit: MENTIONS_MAX,
      });
      const known = new Set(readers.map((reader) => reader.id));
      const refused = (input.mentions ?? []).findIndex(
        (mentioned) => mentioned !== user.id && !known.has(mentioned),
      );
      if (refused >= 0) throw invalidField(`mentions.${refused}`, serverMessage('mentionNotAllowed'));
    }
    const comment = await insertComment(
      tx,
      { orderId: record.id },
      { authorId: user.id, body: input.body.trim(), mentions },
      change.at,
    );
    const about = {
      kind: record.mainOrderId === null ? ('main' as const) : ('sub' as const),
      id,
      number: record.orderNumber,
    };
    await notify(tx, 'mentionedInComment', { actor: user, about, params: {}, change, mentioned: mentions });
    await notify(tx, 'commentAdded', { actor: user, about, params: {}, change, except: mentions });
    return comment;
  });
}
