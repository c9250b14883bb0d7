// Home's statements (docs/dashboard.md "Queries"): at most three per request beside the token check.
// The counts come from the trigger-kept counters (`order_counts`, migration 0003; `order_week_counts`,
// 0010), overdue from those less the records not yet due (a range of the partial index of the
// undelivered), and the lists from indexes that hand over their first rows in order. Each statement
// is built once per shape and run with the request's values (`reusedStatement`), as the lists' are.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  auditEvents,
  customers,
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
import { given, reusedStatement } from './rows.js';
import { scopeValues, scopeWhere, type DealerScope, type ScopeValues } from './scope.js';

/** `and <the scope's condition>` inside a dealer's scope, nothing for the organization's. */
const andInScope = (column: PgColumn, values: ScopeValues) => {
  const condition = scopeWhere(column, values);
  return condition ? sql` and ${condition}` : sql``;
};

/** A one-row `from` for a statement that only selects subqueries. */
const oneRow = sql`(select 1) as one`;

const jsonRows = (query: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

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
export interface CustomerTotals {
  total: number;
  recent: number;
}
export interface DashboardTotals {
  /** Records per kind, stage and status (`order_counts`). */
  counts: CountRow[];
  /** Of those not delivered yet, the ones whose requested date is today or later, or unset. */
  notDue: CountRow[];
  /** Main orders per week of creation from `since` and stage now (`order_week_counts`). */
  weeks: WeekRow[];
  dealer: DealerRow | null;
  /** The customers in the scope, and those created since `customersSince`; null when not asked. */
  customers: CustomerTotals | null;
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
  /** Count the customers in the scope, and those created from this moment (ISO): the `customers` part. */
  customersSince: string | null;
}

/**
 * Home's numbers in one statement: the counters' rows in the scope, the undelivered records not yet
 * due (two ranges of the partial indexes: from today on, and without a date), the weeks' counters,
 * the own dealer's discount, and the customers in the scope with the newest of them (one pass over
 * an index holding the creation time: a dealer's `customers_dealer_list_idx`, the organization's
 * `customers_created_at_idx`).
 */
export async function dashboardTotals(db: Queryable, filter: TotalsFilter): Promise<DashboardTotals> {
  const values = {
    ...scopeValues(filter.scope),
    today: filter.records ? filter.today : undefined,
    since: filter.records ? filter.since : undefined,
    ownDealerId: filter.dealerId ?? undefined,
    customersSince: filter.customersSince ?? undefined,
  };
  const statement = reusedStatement(db, 'dashboard totals', values, () => {
    const none = sql`'[]'::json`;
    const records = given(values.today);
    const notDueOf = (due: SQL) =>
      sql`select ${orders.mainOrderId} is null as main, ${orders.stage} as stage, ${orders.status} as status
        from ${orders} where ${undelivered(orders.mainOrderId, orders.status)} and ${due}${andInScope(orders.dealerId, values)}`;
    return db
      .select({
        counts: (records
          ? jsonRows(sql`select ${orderCounts.main} as main, ${orderCounts.stage} as stage,
              ${orderCounts.status} as status, sum(${orderCounts.n})::int as n
              from ${orderCounts} where true${andInScope(orderCounts.dealerId, values)}
              group by 1, 2, 3 having sum(${orderCounts.n}) <> 0`)
          : none
        ).mapWith((value: CountRow[]) => value),
        notDue: (records
          ? jsonRows(sql`select main, stage, status, count(*)::int as n from (
              ${notDueOf(sql`${orders.requestedDate} >= ${sql.placeholder('today')}`)}
              union all ${notDueOf(sql`${orders.requestedDate} is null`)}) d group by 1, 2, 3`)
          : none
        ).mapWith((value: CountRow[]) => value),
        weeks: (records
          ? jsonRows(sql`select ${orderWeekCounts.week} as week, ${orderWeekCounts.stage} as stage,
              sum(${orderWeekCounts.n})::int as n from ${orderWeekCounts}
              where ${orderWeekCounts.week} >= ${sql.placeholder('since')}${andInScope(orderWeekCounts.dealerId, values)}
              group by 1, 2 having sum(${orderWeekCounts.n}) <> 0`)
          : none
        ).mapWith((value: WeekRow[]) => value),
        dealer: (given(values.ownDealerId)
          ? sql`(select json_build_object('id', ${dealers.id}, 'name', ${dealers.name}, 'discount', ${dealers.discount})
              from ${dealers} where ${dealers.id} = ${sql.placeholder('ownDealerId')})`
          : sql`null::json`
        ).mapWith((value: DealerRow | null) => value),
        customers: (given(values.customersSince)
          ? sql`(select json_build_object('total', count(*)::int,
              'recent', (count(*) filter (where ${customers.createdAt} >= ${sql.placeholder('customersSince')}::timestamptz))::int)
              from ${customers} where true${andInScope(customers.dealerId, values)})`
          : sql`null::json`
        ).mapWith((value: CustomerTotals | null) => value),
      })
      .from(oneRow);
  });
  const [row] = await statement.execute(values);
  return {
    counts: row!.counts,
    notDue: row!.notDue,
    weeks: row!.weeks,
    // numeric comes back as a number in JSON; keep it a number whatever the driver.
    dealer: row!.dealer ? { ...row!.dealer, discount: Number(row!.dealer.discount) } : null,
    customers: row!.customers,
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
 * `statuses` is the same on every call (the contract's `dueStatuses`): written into the statement.
 */
export async function dueSubOrders(
  db: Queryable,
  filter: { scope: DealerScope; statuses: readonly OrderStatus[]; limit: number },
): Promise<DueRow[]> {
  const values = { ...scopeValues(filter.scope), limit: filter.limit };
  const statement = reusedStatement(db, 'dashboard due', values, () =>
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        stage: orders.stage,
        status: orders.status,
        requestedDate: orders.requestedDate,
        mainOrderId: sql<number>`${orders.mainOrderId}`,
        dealerId: dealers.id,
        dealerName: dealers.name,
      })
      .from(orders)
      .leftJoin(dealers, eq(dealers.id, orders.dealerId))
      .where(
        and(
          undelivered(orders.mainOrderId, orders.status),
          isNotNull(orders.mainOrderId),
          inArray(orders.status, [...filter.statuses]),
          scopeWhere(orders.dealerId, values),
        ),
      )
      .orderBy(sql`${orders.requestedDate} asc nulls last`, orders.id)
      .limit(sql.placeholder('limit')),
  );
  return statement.execute(values);
}

export type AuditSubject = (typeof auditSubjects)[number];
/** The audit trail's subjects whose changes Home shows (a customer's are in its own history). */
export type HomeAuditSubject = Extract<AuditSubject, 'user' | 'role' | 'dealer'>;

export interface ActivityRow {
  source: 'order' | 'audit';
  id: number;
  kind: 'order' | HomeAuditSubject;
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
  filter: { recordEvents: boolean; auditSubjects: readonly HomeAuditSubject[]; limit: number },
): Promise<ActivityRow[]> {
  if (!filter.recordEvents && filter.auditSubjects.length === 0) return [];
  const values = { limit: filter.limit };
  // The shape is which parts it has and which subjects (a closed list): its name says both.
  const name = `dashboard activity ${filter.recordEvents ? 'events' : ''}/${filter.auditSubjects.join(',')}`;
  const statement = reusedStatement(db, name, values, () => {
    const limit = sql.placeholder('limit');
    const parts: SQL[] = [];
    if (filter.recordEvents)
      parts.push(sql`(select 'order' as source, e.id, 'order' as kind, e.action, e.to_status as "toStatus",
          coalesce(o.main_order_id, o.id) as "subjectId", o.order_number as "subjectName", m.stage,
          e.user_id as "actorId", a.name as "actorName", e.created_at as "createdAt"
        from ${orderEvents} e join ${orders} o on o.id = e.order_id
          join ${orders} m on m.id = coalesce(o.main_order_id, o.id)
          left join ${users} a on a.id = e.user_id
        order by e.id desc limit ${limit})`);
    if (filter.auditSubjects.length > 0) {
      const subjects = sql.raw(filter.auditSubjects.map((subject) => `'${subject}'`).join(', '));
      parts.push(sql`(select 'audit' as source, t.id, t.subject_type as kind, t.action, null as "toStatus",
          t.subject_id as "subjectId", coalesce(su.name, r.name, d.name, '') as "subjectName", null as stage,
          t.actor_id as "actorId", a.name as "actorName", t.created_at as "createdAt"
        from ${auditEvents} t
          left join ${users} su on t.subject_type = 'user' and su.id = t.subject_id
          left join ${roles} r on t.subject_type = 'role' and r.id = t.subject_id
          left join ${dealers} d on t.subject_type = 'dealer' and d.id = t.subject_id
          left join ${users} a on a.id = t.actor_id
        where t.subject_type in (${subjects})
        order by t.id desc limit ${limit})`);
    }
    const column = <T>(name: string) => sql<T>`${sql.identifier(name)}`;
    return db
      .select({
        source: column<ActivityRow['source']>('source'),
        id: column<number>('id'),
        kind: column<ActivityRow['kind']>('kind'),
        action: column<string>('action'),
        toStatus: column<OrderStatus | null>('toStatus'),
        subjectId: column<number>('subjectId'),
        subjectName: column<string>('subjectName'),
        stage: column<OrderStage | null>('stage'),
        actorId: column<number | null>('actorId'),
        actorName: column<string | null>('actorName'),
        createdAt: sql<string>`to_json(${sql.identifier('createdAt')}) #>> '{}'`,
      })
      .from(sql`(${sql.join(parts, sql` union all `)}) x`)
      .orderBy(sql`${sql.identifier('createdAt')} desc`, sql`${sql.identifier('id')} desc`)
      .limit(limit);
  });
  return statement.execute(values);
}
