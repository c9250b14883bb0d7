// The comments of a record (main order or sub-order): anyone who may read the record may comment
// on it, a production manager too.
import type { Db } from '../../db/index.js';
import { insertComment, listComments } from '../../db/queries/comments.js';
import type { AuthUser } from '../identity/sessions.js';
import { visibleRecord } from './orders.js';

/** The record's comments, oldest first; 404 unless the caller sees the record. */
export async function recordComments(db: Db, user: AuthUser, id: number) {
  await visibleRecord(db, user, id);
  return listComments(db, id);
}

/** Adds a comment (trimmed) by the caller; 404 unless the caller sees the record. */
export async function addComment(db: Db, user: AuthUser, id: number, body: string, at: Date) {
  await visibleRecord(db, user, id);
  return insertComment(db, id, user.id, body.trim(), at);
}
