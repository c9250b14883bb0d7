// The audit trail of administration (issue 10): one row per change, written in the change's transaction.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { auditEvents, users, type auditSubjects } from '../schema.js';
import { refOf, totalOf, type Page } from './rows.js';

export type AuditSubject = (typeof auditSubjects)[number];

export async function insertAuditEvent(db: Queryable, values: typeof auditEvents.$inferInsert) {
  await db.insert(auditEvents).values(values);
}

/** Many changes at once (an import's new rows), in batches the driver's parameters allow. */
export async function insertAuditEvents(db: Queryable, values: (typeof auditEvents.$inferInsert)[]) {
  for (let start = 0; start < values.length; start += 1000)
    await db.insert(auditEvents).values(values.slice(start, start + 1000));
}

/** One subject's trail, newest first, with the actor's name. */
export async function listAuditEvents(
  db: Queryable,
  subjectType: AuditSubject,
  subjectId: number,
  { page, limit }: Page,
) {
  const where = and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId));
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: users.id,
      actorName: users.name,
      before: auditEvents.before,
      after: auditEvents.after,
      createdAt: auditEvents.createdAt,
      // One subject's trail is short: the window counts it beside the page, in the page's statement.
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(where)
    // The order the changes were made in: each takes its locks, so ids follow it (a request's clock may not).
    .orderBy(desc(auditEvents.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const count = await totalOf(rows, { page, limit }, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(where);
    return row?.n ?? 0;
  });
  return {
    data: rows.map(({ actorId, actorName, createdAt, total: _total, ...row }) => ({
      ...row,
      actor: refOf(actorId, actorName),
      createdAt: createdAt.toISOString(),
    })),
    count,
  };
}
