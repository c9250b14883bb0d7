// The comments of a record (main order or sub-order): anyone who may read the record may comment
// on it, a production manager too. A comment notifies the record's salesman and its earlier
// commenters, in the comment's transaction (docs/notifications.md).
import type { Db } from '../../db/index.js';
import { insertComment, listComments } from '../../db/queries/comments.js';
import type { AuthUser } from '../identity/sessions.js';
import { notify, type ChangeContext } from '../notifications/notify.js';
import { visibleRecord } from './orders.js';

/** The record's comments, oldest first; 404 unless the caller sees the record. */
export async function recordComments(db: Db, user: AuthUser, id: number) {
  await visibleRecord(db, user, id);
  return listComments(db, id);
}

/** Adds a comment (trimmed) by the caller; 404 unless the caller sees the record. */
export async function addComment(db: Db, user: AuthUser, id: number, body: string, change: ChangeContext) {
  return db.transaction(async (tx) => {
    const record = await visibleRecord(tx, user, id);
    const comment = await insertComment(tx, id, user.id, body.trim(), change.at);
    await notify(tx, 'commentAdded', {
      actor: user,
      about: { kind: record.mainOrderId === null ? 'main' : 'sub', id, number: record.orderNumber },
      params: {},
      change,
    });
    return comment;
  });
}
