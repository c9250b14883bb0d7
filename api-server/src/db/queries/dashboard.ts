// Home's statements (docs/dashboard.md "Queries"): at most three per request beside the token check.
// The counts come from the trigger-kept counters (`order_counts`, migration 0003; `order_week_counts`,
// 0009), overdue from those less the records not yet due (a range of the partial index of the
// undelivered), and the lists from indexes that hand over their first rows in order.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  auditEvents,
  dealers,
  orderCounts,
  orderEvents,
  orders,
  orderWeekCounts,
  roles,
  undelivered,
  users,
  type auditSubjects,
  type OrderStage,
  type OrderStatus,
} from '../schema.js';
import type { DealerScope } from './scope.js';

/** The dealer of a dealer's scope, or null for the organization's (every dealer and none). */
const scopedDealer = (scope: DealerScope) => (scope.kind === 'dealer' ? scope.dealerId : null);

/** `and <column> = <dealer>` inside a dealer's scope, nothing for the organization's. */
const inScope = (column: PgColumn, scope: DealerScope) => {
  const dealerId = scopedDealer(scope);
  return dealerId === null ? sql`` : sql` and ${column} = ${dealerId}`;
};

export interface CountRow {
  main: boolean;
  stage: OrderStage;
  status: OrderStatus;
  n: number;
}
export interface WeekRow {
  week: string;
  stage: OrderStage;
  n: number;
}
export interface DealerRow {
  id: number;
  name: string;
  discount: number;
}
export interface DashboardTotals {
  /** Records per kind, stage and status (`order_counts`). */
  counts: CountRow[];
  /** Of those not delivered yet, the ones whose requested date is today or later, or unset. */
  notDue: CountRow[];
  /** Main orders per week of creation from `since` and stage now (`order_week_counts`). */
  weeks: WeekRow[];
  dealer: DealerRow | null;
}

export interface TotalsFilter {
  scope: DealerScope;
  /** Read the records' counts (the `records` part of Home). */
  records: boolean;
  /** The day overdue is counted against (`YYYY-MM-DD`). */
  today: string;
  /** The Monday of the chart's first week (`YYYY-MM-DD`). */
  since: string;
  /** The dealer whose name and discount to read, or null. */
  dealerId: number | null;
}

const jsonRows = (query: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/**
 * Home's numbers in one statement: the counters' rows in the scope, the undelivered records not yet
 * due (two ranges of the partial indexes: from today on, and without a date), the weeks' counters,
 * and the own dealer's discount.
 */
export async function dashboardTotals(db: Queryable, filter: TotalsFilter): Promise<DashboardTotals> {
  const { scope } = filter;
  const none = sql`'[]'::json`;
  const counts = filter.records
    ? jsonRows(sql`select ${orderCounts.main} as main, ${orderCounts.stage} as stage, ${orderCounts.status} as status,
        sum(${orderCounts.n})::int as n from ${orderCounts} where true${inScope(orderCounts.dealerId, scope)}
        group by 1, 2, 3 having sum(${orderCounts.n}) <> 0`)
    : none;
  const notDueOf = (due: SQL) =>
    sql`select ${orders.mainOrderId} is null as main, ${orders.stage} as stage, ${orders.status} as status
      from ${orders} where ${undelivered(orders.mainOrderId, orders.status)} and ${due}${inScope(orders.dealerId, scope)}`;
  const notDue = filter.records
    ? jsonRows(sql`select main, stage, status, count(*)::int as n from (
        ${notDueOf(sql`${orders.requestedDate} >= ${filter.today}`)}
        union all ${notDueOf(sql`${orders.requestedDate} is null`)}) d group by 1, 2, 3`)
    : none;
  const weeks = filter.records
    ? jsonRows(sql`select ${orderWeekCounts.week} as week, ${orderWeekCounts.stage} as stage,
        sum(${orderWeekCounts.n})::int as n from ${orderWeekCounts}
        where ${orderWeekCounts.week} >= ${filter.since}${inScope(orderWeekCounts.dealerId, scope)}
        group by 1, 2 having sum(${orderWeekCounts.n}) <> 0`)
    : none;
  const dealer =
    filter.dealerId === null
      ? sql`null::json`
      : sql`(select json_build_object('id', ${dealers.id}, 'name', ${dealers.name}, 'discount', ${dealers.discount})
          from ${dealers} where ${dealers.id} = ${filter.dealerId})`;
  const result = (await db.execute(
    sql`select ${counts} as counts, ${notDue} as "notDue", ${weeks} as weeks, ${dealer} as dealer`,
  )) as unknown as { rows: Array<Omit<DashboardTotals, 'dealer'> & { dealer: DealerRow | null }> };
  const row = result.rows[0]!;
  return {
    counts: row.counts,
    notDue: row.notDue,
    weeks: row.weeks,
    // numeric comes back as a number in JSON; keep it a number whatever the driver.
    dealer: row.dealer ? { ...row.dealer, discount: Number(row.dealer.discount) } : null,
  };
}

export interface DueRow {
  id: number;
  orderNumber: string;
  stage: OrderStage;
  status: OrderStatus;
  requestedDate: string | null;
  mainOrderId: number;
  dealerId: number | null;
  dealerName: string | null;
}

/**
 * The sub-orders in `statuses` by requested date, earliest first (undated last), then by id: the
 * partial index of the undelivered (its dealer's one in a dealer's scope) hands them over in order.
 */
export async function dueSubOrders(
  db: Queryable,
  filter: { scope: DealerScope; statuses: readonly OrderStatus[]; limit: number },
): Promise<DueRow[]> {
  const statuses = sql.join(
    filter.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${orders.id} as id, ${orders.orderNumber} as "orderNumber",
      ${orders.stage} as stage, ${orders.status} as status, ${orders.requestedDate}::text as "requestedDate",
      ${orders.mainOrderId} as "mainOrderId", ${dealers.id} as "dealerId", ${dealers.name} as "dealerName"
    from ${orders} left join ${dealers} on ${dealers.id} = ${orders.dealerId}
    where ${undelivered(orders.mainOrderId, orders.status)} and ${orders.mainOrderId} is not null
      and ${orders.status} in (${statuses})${inScope(orders.dealerId, filter.scope)}
    order by ${orders.requestedDate} asc nulls last, ${orders.id} limit ${filter.limit}`)) as unknown as {
    rows: DueRow[];
  };
  return result.rows;
}

export type AuditSubject = (typeof auditSubjects)[number];

export interface ActivityRow {
  source: 'order' | 'audit';
  id: number;
  kind: 'order' | AuditSubject;
  action: string;
  toStatus: OrderStatus | null;
  subjectId: number;
  subjectName: string;
  stage: OrderStage | null;
  actorId: number | null;
  actorName: string | null;
  createdAt: string;
}

/**
 * The organization's latest changes: the records' events (when `recordEvents`) and the audit trail's
 * rows of the subjects given, newest first. Each side reads its newest `limit` rows backwards along
 * its primary key (ids follow the order the changes were made in), the union keeps the newest.
 */
export async function latestActivity(
  db: Queryable,
  filter: { recordEvents: boolean; auditSubjects: readonly AuditSubject[]; limit: number },
): Promise<ActivityRow[]> {
  const parts: SQL[] = [];
  if (filter.recordEvents)
    parts.push(sql`(select 'order' as source, e.id, 'order' as kind, e.action, e.to_status as "toStatus",
        coalesce(o.main_order_id, o.id) as "subjectId", o.order_number as "subjectName", m.stage,
        e.user_id as "actorId", a.name as "actorName", e.created_at as "createdAt"
      from ${orderEvents} e join ${orders} o on o.id = e.order_id
        join ${orders} m on m.id = coalesce(o.main_order_id, o.id)
        left join ${users} a on a.id = e.user_id
      order by e.id desc limit ${filter.limit})`);
  if (filter.auditSubjects.length > 0) {
    const subjects = sql.join(
      filter.auditSubjects.map((subject) => sql`${subject}`),
      sql`, `,
    );
    parts.push(sql`(select 'audit' as source, t.id, t.subject_type as kind, t.action, null as "toStatus",
        t.subject_id as "subjectId", coalesce(su.name, r.name, d.name, '') as "subjectName", null as stage,
        t.actor_id as "actorId", a.name as "actorName", t.created_at as "createdAt"
      from ${auditEvents} t
        left join ${users} su on t.subject_type = 'user' and su.id = t.subject_id
        left join ${roles} r on t.subject_type = 'role' and r.id = t.subject_id
        left join ${dealers} d on t.subject_type = 'dealer' and d.id = t.subject_id
        left join ${users} a on a.id = t.actor_id
      where t.subject_type in (${subjects})
      order by t.id desc limit ${filter.limit})`);
  }
  if (parts.length === 0) return [];
  const result = (await db.execute(
    sql`select source, id, kind, action, "toStatus", "subjectId", "subjectName", stage, "actorId", "actorName",
        to_json("createdAt") #>> '{}' as "createdAt"
      from (${sql.join(parts, sql` union all `)}) x order by "createdAt" desc, id desc limit ${filter.limit}`,
  )) as unknown as { rows: ActivityRow[] };
  return result.rows;
}
