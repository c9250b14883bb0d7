// Following a record (issue 40, docs/notifications.md "Recipients"): anyone who may see a main order
// follows it, and is then told of its comments and changes, its sub-orders' too, until they unfollow.
import type { DealerScope } from '../scope.js';
import type { Db } from '../../db/index.js';
import { deleteFollower, insertFollower } from '../../db/queries/followers.js';
import type { AuthUser } from '../identity/sessions.js';
import { visibleMainOrder } from './orders.js';

/** The caller follows the main order `id`; 404 unless they see it (a sub-order, another dealer's). */
export async function followRecord(db: Db, user: AuthUser, scope: DealerScope, id: number, at: Date) {
  await visibleMainOrder(db, scope, id);
  await insertFollower(db, id, user.id, at);
  return { following: true };
}

/** The caller stops following the main order `id`; 404 unless they see it. */
export async function unfollowRecord(db: Db, user: AuthUser, scope: DealerScope, id: number) {
  await visibleMainOrder(db, scope, id);
  await deleteFollower(db, id, user.id);
  return { following: false };
}
