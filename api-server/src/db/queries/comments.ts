// The comments of a record or of a customer (issue 42), and the people each mentions (issue 40; a
// customer's comments mention nobody).
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { recordComments, users } from '../schema.js';
import { iso } from './rows.js';
import { ofSubject, subjectColumns, type Subject } from './subjects.js';

/**
 * The names of the people a comment mentions, in the order it mentions them, as JSON `[{ id, name }]`
 * (a person whose account is gone is left out).
 */
const mentionsOf = (ids: unknown) => sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'name', m.name) order by k.n)
  from unnest(${ids}::int[]) with ordinality as k(id, n) join ${users} m on m.id = k.id), '[]'::json)`;

/** The subject's comments, oldest first. */
export async function listComments(db: Queryable, subject: Subject) {
  const rows = await db
    .select({
      id: recordComments.id,
      body: recordComments.body,
      authorId: users.id,
      authorName: users.name,
      mentions: mentionsOf(recordComments.mentions),
      createdAt: recordComments.createdAt,
    })
    .from(recordComments)
    .leftJoin(users, eq(users.id, recordComments.authorId))
    .where(ofSubject(recordComments, subject))
    .orderBy(asc(recordComments.createdAt), asc(recordComments.id));
  return rows.map(({ authorId, authorName, ...c }) =>
    iso({ ...c, author: authorId === null ? null : { id: authorId, name: authorName! } }),
  );
}

export async function insertComment(
  db: Queryable,
  subject: Subject,
  comment: { authorId: number; body: string; mentions: readonly number[] },
  at: Date,
) {
  const [row] = await db
    .insert(recordComments)
    .values({ ...subjectColumns(subject), ...comment, mentions: [...comment.mentions], createdAt: at })
    .returning({ id: recordComments.id, mentions: mentionsOf(recordComments.mentions) });
  const [author] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, comment.authorId));
  return iso({
    id: row!.id,
    body: comment.body,
    author: author ?? null,
    mentions: row!.mentions,
    createdAt: at,
  });
}
