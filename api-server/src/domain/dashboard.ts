// Home (issue 27; docs/dashboard.md): `GET /dashboard`, each part chosen by the caller's rules in the
// contract (`dashboardSections`, `waitsFor`) and read in the caller's scope (the handler's), in at most
// three statements (db/queries/dashboard.ts).
import {
  ACTIVITY_LIMIT,
  DASHBOARD_WEEKS,
  type Dashboard,
  type DashboardActivity,
  type DashboardCount,
  type DashboardSection,
  type DashboardWaiting,
  type DashboardWeek,
  DUE_LIMIT,
  dueStatuses,
  NEW_CUSTOMER_DAYS,
  calendarDay,
  hasDashboardSection,
  isUndelivered,
  type OrderStatus,
  type PermissionKey,
  stageOf,
  waitingActions,
  waitingStatuses,
  waitingWork,
  waitsFor,
  weekStages,
} from '@doorline/api-client';
import type { Queryable } from '../db/index.js';
import {
  type ActivityRow,
  type HomeAuditSubject,
  type CountRow,
  dashboardTotals,
  dueSubOrders,
  latestActivity,
} from '../db/queries/dashboard.js';
import { listNotifications } from '../db/queries/notifications.js';
import type { AuthUser } from './identity/sessions.js';
import { toNotification } from './notifications/inbox.js';
import type { DealerScope } from './scope.js';

const DAY_MS = 24 * 3600 * 1000;

/** The Monday (UTC) of the week of `at`. */
export function weekOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The Mondays of the chart's weeks, the current week's last (`YYYY-MM-DD`). */
export function chartWeeks(now: Date, weeks = DASHBOARD_WEEKS): string[] {
  const current = weekOf(now).getTime();
  return Array.from({ length: weeks }, (_, i) =>
    calendarDay(new Date(current - (weeks - 1 - i) * 7 * DAY_MS)),
  );
}

const key = (main: boolean, stage: string, status: string) => `${main ? 'main' : 'sub'}/${stage}/${status}`;

/** Counts with their overdue part: the undelivered less those not yet due (docs/dashboard.md "Overdue"). */
export function countsWithOverdue(
  counts: readonly CountRow[],
  notDue: readonly CountRow[],
): DashboardCount[] {
  const pending = new Map(notDue.map((row) => [key(row.main, row.stage, row.status), row.n]));
  return counts.map((row) => {
    const kind = row.main ? 'main' : 'sub';
    const overdue = isUndelivered(kind, row.status)
      ? row.n - (pending.get(key(row.main, row.stage, row.status)) ?? 0)
      : 0;
    return { kind, stage: row.stage, status: row.status, count: row.n, overdue };
  });
}

/** The work waiting for the caller, in each status its action starts from; 0 where none is. */
export function waitingFor(
  reader: Parameters<typeof waitsFor>[1],
  counts: readonly DashboardCount[],
): DashboardWaiting[] {
  return waitingActions
    .filter((action) => waitsFor(action, reader))
    .flatMap((action) => {
      const { kind } = waitingWork[action];
      return waitingStatuses(action).map((status: OrderStatus) => {
        const rows = counts.filter((row) => row.kind === kind && row.status === status);
        return {
          action,
          kind,
          stage: stageOf[status]!,
          status,
          count: rows.reduce((sum, row) => sum + row.count, 0),
          overdue: rows.reduce((sum, row) => sum + row.overdue, 0),
        };
      });
    });
}

/** Every week of the chart, with 0 where nothing was created. */
export function weekCounts(
  weeks: readonly string[],
  rows: ReadonlyArray<{ week: string; stage: string; n: number }>,
) {
  return weeks.map((week): DashboardWeek => {
    const counts = Object.fromEntries(
      weekStages.map((stage) => [
        stage,
        rows.filter((row) => row.week === week && row.stage === stage).reduce((sum, row) => sum + row.n, 0),
      ]),
    ) as Record<(typeof weekStages)[number], number>;
    return { week, ...counts };
  });
}

const activityOf = (row: ActivityRow): DashboardActivity => ({
  key: `${row.source}-${row.id}`,
  kind: row.kind,
  action: row.action,
  subject: { id: row.subjectId, name: row.subjectName },
  stage: row.stage,
  toStatus: row.toStatus,
  actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * The audit trail's subjects whose changes the caller may read, by the part of Home each is. A
 * customer's changes are in its own history, not on Home.
 */
const auditSections: Record<HomeAuditSubject, DashboardSection> = {
  user: 'userChanges',
  role: 'roleChanges',
  dealer: 'dealerChanges',
};

/** `GET /dashboard`: the caller's Home (docs/dashboard.md "Per role"). */
export async function dashboard(
  db: Queryable,
  user: AuthUser,
  scope: DealerScope,
  now: Date,
): Promise<Dashboard> {
  const reader = { type: user.type, has: (permission: PermissionKey) => user.permissions.has(permission) };
  const has = (section: DashboardSection) => hasDashboardSection(reader, section);
  const today = calendarDay(now);
  const weeks = chartWeeks(now);
  const records = has('records');
  const ownDealer = has('ownDealer') && scope.kind === 'dealer' ? scope.dealerId : null;
  const auditSubjects = (Object.keys(auditSections) as HomeAuditSubject[]).filter((s) =>
    has(auditSections[s]),
  );
  const recordEvents = has('recordEvents');
  // The customers created in the last NEW_CUSTOMER_DAYS days, by the server's clock.
  const customersSince = has('customers')
    ? new Date(now.getTime() - NEW_CUSTOMER_DAYS * DAY_MS).toISOString()
    : null;

  const [totals, due, activity, notifications] = await Promise.all([
    records || ownDealer !== null || customersSince !== null
      ? dashboardTotals(db, { scope, records, today, since: weeks[0]!, dealerId: ownDealer, customersSince })
      : null,
    records ? dueSubOrders(db, { scope, statuses: dueStatuses, limit: DUE_LIMIT }) : null,
    recordEvents || auditSubjects.length > 0
      ? latestActivity(db, { recordEvents, auditSubjects, limit: ACTIVITY_LIMIT })
      : null,
    has('notifications')
      ? listNotifications(db, { userId: user.id, unread: false }, { page: 1, limit: ACTIVITY_LIMIT })
      : null,
  ]);

  const counts = records && totals ? countsWithOverdue(totals.counts, totals.notDue) : null;
  return {
    today,
    counts,
    waiting: counts ? waitingFor(reader, counts) : [],
    weeks: records && totals ? weekCounts(weeks, totals.weeks) : null,
    due: due
      ? due.map((row) => ({
          id: row.id,
          orderNumber: row.orderNumber,
          stage: row.stage,
          status: row.status,
          requestedDate: row.requestedDate,
          mainOrderId: row.mainOrderId,
          dealer:
            row.dealerId !== null && row.dealerName !== null
              ? { id: row.dealerId, name: row.dealerName }
              : null,
        }))
      : null,
    activity: activity ? activity.map(activityOf) : null,
    notifications: notifications ? notifications.data.map(toNotification) : null,
    customers: totals?.customers ?? null,
    dealer: totals?.dealer ?? null,
  };
}
