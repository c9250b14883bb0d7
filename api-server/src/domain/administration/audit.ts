// The audit trail (docs/permissions.md "Audit trail"): one row per change, in the change's transaction.
import type { AuditAction } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { insertAuditEvent, listAuditEvents, type AuditSubject } from '../../db/queries/audit.js';

export interface AuditEntry {
  /** Who did it (null: the system). */
  actorId: number | null;
  subject: AuditSubject;
  subjectId: number;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** Writes one change to the trail; call it inside the change's transaction. */
export function recordAudit(tx: Queryable, entry: AuditEntry) {
  return insertAuditEvent(tx, {
    actorId: entry.actorId,
    subjectType: entry.subject,
    subjectId: entry.subjectId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}

/** One subject's trail, newest first, as a page with its count. */
export async function trailOf(
  db: Queryable,
  subject: AuditSubject,
  subjectId: number,
  page: { page: number; limit: number },
) {
  const { data, count } = await listAuditEvents(db, subject, subjectId, page);
  return { data, pagination: { ...page, count } };
}
