// The audit trail (docs/permissions.md "Audit trail"): one row per change, in the change's transaction.
import type { DealerScope } from '../scope.js';
import type { AuditAction } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { insertAuditEvent, listAuditEvents, type AuditSubject } from '../../db/queries/audit.js';
import { pageAnswer, type PageQuery } from '../pages.js';

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
export const trailOf = (db: Queryable, subject: AuditSubject, subjectId: number, query: PageQuery) =>
  pageAnswer(query, (page) => listAuditEvents(db, subject, subjectId, page));

/**
 * The trail of a subject's records, read only when the caller may see the record: `visible` throws
 * (404 as for a missing one) when they may not.
 */
export const visibleTrail =
  (subject: AuditSubject, visible: (db: Queryable, scope: DealerScope, id: number) => Promise<unknown>) =>
  async (db: Queryable, scope: DealerScope, id: number, query: PageQuery) => {
    await visible(db, scope, id);
    return trailOf(db, subject, id, query);
  };
