// The comments of a record.
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { recordComments, users } from '../schema.js';
import { iso } from './rows.js';

export async function listComments(db: Queryable, orderId: number) {
  const rows = await db
    .select({
      id: recordComments.id,
      body: recordComments.body,
      authorId: users.id,
      authorName: users.name,
      createdAt: recordComments.createdAt,
    })
    .from(recordComments)
    .leftJoin(users, eq(users.id, recordComments.authorId))
    .where(eq(recordComments.orderId, orderId))
    .orderBy(asc(recordComments.createdAt), asc(recordComments.id));
  return rows.map(({ authorId, authorName, ...c }) =>
    iso({ ...c, author: authorId === null ? null : { id: authorId, name: authorName! } }),
  );
}

export async function insertComment(
  db: Queryable,
  orderId: number,
  authorId: number,
  body: string,
  at: Date,
) {
  const [row] = await db
    .insert(recordComments)
    .values({ orderId, authorId, body, createdAt: at })
    .returning({ id: recordComments.id });
  const [author] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, authorId));
  return iso({ id: row!.id, body, author: author ?? null, createdAt: at });
}
