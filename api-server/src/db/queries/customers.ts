// The customer directory (issue 42): the list, a customer's record and the writes. Every read takes
// the caller's scope (a dealer's customers are that dealer's; the organization's own have no dealer).
import type { CustomerSortField, ListSort } from '@doorline/api-client';
import type { DuplicateReason } from '@doorline/api-client';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { auditEvents, customers, dealers, items, orders, users } from '../schema.js';
import { emailKey, NAME_VARIANTS_FROM, nameKey, phoneKey } from './customer-keys.js';
import {
  given,
  listOrdering,
  pageIdsOf,
  pagePlaceholders,
  pageTotal,
  pageValues,
  refOf,
  reusedPage,
  searchPattern,
  sortedName,
  type Page,
} from './rows.js';
import { inScopeId, scopeValues, scopeWhere, type DealerScope } from './scope.js';

const creators = alias(users, 'creators');

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  mobile: customers.mobile,
  street: customers.street,
  city: customers.city,
  postcode: customers.postcode,
  country: customers.country,
  note: customers.note,
  tags: customers.tags,
  dealerId: customers.dealerId,
  dealerName: dealers.name,
  createdById: customers.createdById,
  createdByName: creators.name,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

interface CustomerRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  street: string;
  city: string;
  postcode: string;
  country: string;
  note: string;
  tags: string[];
  dealerId: number | null;
  dealerName: string | null;
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A row as the contract's `Customer`. */
function toCustomer(row: CustomerRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    address: { street: row.street, city: row.city, postcode: row.postcode, country: row.country },
    note: row.note,
    tags: row.tags,
    dealer: refOf(row.dealerId, row.dealerName),
    createdBy: refOf(row.createdById, row.createdByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface CustomerListFilter {
  /** A part of the name, e-mail, phone or mobile, in any case (the trigram indexes of 0020). */
  search?: string | undefined;
  /** Only this dealer's customers. */
  dealerId?: number | undefined;
  /** Only customers with this tag. */
  tag?: string | undefined;
  /** Only the organization's own customers (of no dealer). */
  withoutDealer?: boolean | undefined;
  /** The caller's scope: a dealer user's list holds their dealer's customers only. */
  scope: DealerScope;
  /** The sort asked for; newest first without one. */
  sort?: ListSort<CustomerSortField> | undefined;
}

/** The values of a list's placeholders: those it has decide its filters (`reusedStatement`). */
const listValues = (filter: CustomerListFilter, page: Page) => ({
  dealerId: filter.dealerId,
  tag: filter.tag,
  withoutDealer: filter.withoutDealer || undefined,
  ...scopeValues(filter.scope),
  pattern: searchPattern(filter.search),
  ...pageValues(page),
});

function listConditions(values: ReturnType<typeof listValues>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeWhere(customers.dealerId, values)];
  if (given(values.dealerId)) conditions.push(eq(customers.dealerId, sql.placeholder('dealerId')));
  if (given(values.withoutDealer)) conditions.push(isNull(customers.dealerId));
  if (given(values.tag)) conditions.push(sql`${customers.tags} @> array[${sql.placeholder('tag')}::text]`);
  if (given(values.pattern)) {
    const pattern = sql.placeholder('pattern');
    // Each side of the `or` is its trigram index's bitmap scan.
    conditions.push(
      sql`(${customers.name} ilike ${pattern} or ${customers.email} ilike ${pattern}
        or ${customers.phone} ilike ${pattern} or ${customers.mobile} ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

const countCustomers = (db: Queryable, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);

/**
 * One page of customers in the list's order and how many match, as the dealers list reads its page:
 * the page's ids on the table alone, then their columns, dealer and creator joined to those rows only.
 */
export async function listCustomers(db: Queryable, filter: CustomerListFilter, page: Page) {
  const values = listValues(filter, page);
  const ordering = listOrdering(
    filter.sort,
    { name: customers.name, createdAt: customers.createdAt, updatedAt: customers.updatedAt },
    customers.id,
    [desc(customers.createdAt), desc(customers.id)],
  );
  const { rows, count } = await reusedPage(db, sortedName('customers', filter.sort), values, page, {
    rows: () => {
      const where = listConditions(values);
      const ids = pageIdsOf(db, customers, where, pagePlaceholders, ordering);
      return db
        .select({ ...customerColumns, total: pageTotal(countCustomers(db, where), pagePlaceholders) })
        .from(ids)
        .innerJoin(customers, eq(customers.id, ids.id))
        .leftJoin(dealers, eq(dealers.id, customers.dealerId))
        .leftJoin(creators, eq(creators.id, customers.createdById))
        .orderBy(...ordering);
    },
    count: () => countCustomers(db, listConditions(values)),
  });
  return { data: rows.map(({ total: _total, ...row }) => toCustomer(row)), count };
}

/** A customer, or null for a missing id or one outside the scope. */
export async function findCustomer(db: Queryable, scope: DealerScope, id: number) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .leftJoin(dealers, eq(dealers.id, customers.dealerId))
    .leftJoin(creators, eq(creators.id, customers.createdById))
    .where(and(eq(customers.id, id), scopeWhere(customers.dealerId, scope)))
    .limit(1);
  return row ? inScopeId(toCustomer(row)) : null;
}

/** A customer's row locked for a change, or null for a missing id or one outside the scope. */
export async function lockCustomer(db: Queryable, scope: DealerScope, id: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), scopeWhere(customers.dealerId, scope)))
    .for('update')
    .limit(1);
  return row ? inScopeId(row) : null;
}

export type CustomerColumns = Omit<
  typeof customers.$inferInsert,
  'id' | 'dealerId' | 'createdById' | 'createdAt' | 'updatedAt'
>;

export async function insertCustomer(db: Queryable, values: typeof customers.$inferInsert): Promise<number> {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

/** Many new customers at once (an import), in batches the driver's parameters allow; their ids in order. */
export async function insertCustomers(
  db: Queryable,
  values: (typeof customers.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db
      .insert(customers)
      .values(values.slice(start, start + 500))
      .returning({ id: customers.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function updateCustomer(db: Queryable, id: number, columns: Partial<CustomerColumns>, at: Date) {
  await db
    .update(customers)
    .set({ ...columns, updatedAt: at })
    .where(eq(customers.id, id));
}

/** Customers by id in the scope, as the contract's `Customer` (a missing one is left out). */
export async function customersByIds(db: Queryable, scope: DealerScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(customerColumns)
    .from(customers)
    .leftJoin(dealers, eq(dealers.id, customers.dealerId))
    .leftJoin(creators, eq(creators.id, customers.createdById))
    .where(and(inArray(customers.id, [...ids]), scopeWhere(customers.dealerId, scope)));
  return rows.map(toCustomer);
}

export interface DuplicatePairRow {
  older: number;
  newer: number;
  reasons: DuplicateReason[];
  total: number;
}

/**
 * The pairs of customers of one dealer (or both the organization's own) that may be one
 * (`customer-keys.ts`), in the scope, newest pair first, with how many there are. Each customer gives
 * its keys (its e-mail's, its phone's and mobile's, its name's and, for a name of five or more
 * letters, the name with each letter left out, with the letter's position); two customers are a pair
 * where a key of one is a key of the other: for names, either the whole name of one with a letter of
 * the other's left out (one letter added or removed) or both with the same position left out (one
 * letter changed). One hash join over the keys, not a comparison of every two customers.
 */
export async function duplicatePairs(
  db: Queryable,
  filter: { scope: DealerScope; dealerId?: number | undefined },
  page: Page,
): Promise<DuplicatePairRow[]> {
  const conditions = and(
    scopeWhere(customers.dealerId, filter.scope),
    filter.dealerId === undefined ? undefined : eq(customers.dealerId, filter.dealerId),
  );
  const { limit, offset } = pageValues(page);
  const result = await db.execute(sql`
    with c as (
      select ${customers.id} as id, coalesce(${customers.dealerId}, 0) as d,
        ${emailKey(customers.email)} as email, ${phoneKey(customers.phone)} as phone,
        ${phoneKey(customers.mobile)} as mobile, ${nameKey(customers.name)} as name
      from ${customers} ${conditions ? sql`where ${conditions}` : sql``}
    ), k as (
      select id, d, 'email' as reason, email as key, 0 as pos from c where email is not null
      union all select id, d, 'phone', phone, 0 from c where phone is not null
      union all select id, d, 'phone', mobile, 0 from c where mobile is not null and mobile is distinct from phone
      union all select id, d, 'name', name, 0 from c where name <> ''
      union all select id, d, 'name', overlay(name placing '' from i for 1), i
        from c, generate_series(1, length(name)) as i where length(name) >= ${NAME_VARIANTS_FROM}
    ), pairs as (
      select a.id as older, b.id as newer, array_agg(distinct a.reason order by a.reason) as reasons
      from k a join k b on a.d = b.d and a.reason = b.reason and a.key = b.key and a.id < b.id
      where a.reason <> 'name' or a.pos = b.pos or a.pos = 0 or b.pos = 0
      group by a.id, b.id
    )
    select older, newer, reasons, (count(*) over ())::int as total
    from pairs order by newer desc, older desc limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    older: Number(row.older),
    newer: Number(row.newer),
    reasons: parseReasons(row.reasons),
    total: Number(row.total),
  }));
}

/** A text array as the driver gives it: an array, or PostgreSQL's `{a,b}` text (PGlite of a CTE's aggregate). */
function parseReasons(value: unknown): DuplicateReason[] {
  const list = Array.isArray(value)
    ? value
    : String(value)
        .replace(/^\{|\}$/g, '')
        .split(',');
  return list.filter(Boolean) as DuplicateReason[];
}

/** Moves every record of one customer to another: its main orders (their sub-orders follow them). */
export async function moveCustomerRecords(
  db: Queryable,
  from: number,
  to: number,
  at: Date,
): Promise<number> {
  const moved = await db
    .update(orders)
    .set({ customerId: to, updatedAt: at })
    .where(eq(orders.customerId, from))
    .returning({ id: orders.id });
  return moved.length;
}

/** Moves one customer's history to another's: the merged customer's past reads in the survivor's. */
export async function moveCustomerTrail(db: Queryable, from: number, to: number) {
  await db
    .update(auditEvents)
    .set({ subjectId: to })
    .where(and(eq(auditEvents.subjectType, 'customer'), eq(auditEvents.subjectId, from)));
}

export async function deleteCustomer(db: Queryable, id: number) {
  await db.delete(customers).where(eq(customers.id, id));
}

/** A row of an import as its duplicate check compares it: its line, its dealer (0: the organization's own) and contacts. */
export interface ImportedContact {
  line: number;
  dealerId: number | null;
  email: string;
  phone: string;
  mobile: string;
}

/** A duplicate an import finds: the row's line and field, and the existing customer or the earlier line it repeats. */
export interface ImportDuplicate {
  line: number;
  field: 'email' | 'phone' | 'mobile';
  customerId: number | null;
  customerName: string | null;
  otherLine: number | null;
}

/**
 * The rows of an import that repeat a customer of their dealer or an earlier row, by the keys of
 * `customer-keys.ts` (the possible duplicates' own): the rows' keys and their dealers' customers' keys,
 * each computed once, matched by one hash join each.
 */
export async function importDuplicates(
  db: Queryable,
  rows: readonly ImportedContact[],
): Promise<ImportDuplicate[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((row) => ({ ...row, d: row.dealerId ?? 0 })));
  const r = sql.raw('r');
  const result = await db.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${json}::jsonb) as r(line int, d int, email text, phone text, mobile text)
    ), rk as (
      select line, d, 'email' as field, 'email' as kind, ${emailKey(sql`${r}.email`)} as key from r
      union all select line, d, 'phone', 'phone', ${phoneKey(sql`${r}.phone`)} from r
      union all select line, d, 'mobile', 'phone', ${phoneKey(sql`${r}.mobile`)} from r
    ), rows_keys as (select * from rk where key is not null),
    ck as (
      select ${customers.id} as id, ${customers.name} as name, coalesce(${customers.dealerId}, 0) as d,
        ${emailKey(customers.email)} as email, ${phoneKey(customers.phone)} as phone, ${phoneKey(customers.mobile)} as mobile
      from ${customers} where coalesce(${customers.dealerId}, 0) in (select distinct d from r)
    ), customer_keys as (
      select id, name, d, 'email' as kind, email as key from ck where email is not null
      union all select id, name, d, 'phone', phone from ck where phone is not null
      union all select id, name, d, 'phone', mobile from ck where mobile is not null
    )
    select distinct on (line, field) line, field, customer_id, customer_name, other_line from (
      select k.line, k.field, c.id as customer_id, c.name as customer_name, null::int as other_line, 0 as rank
      from rows_keys k join customer_keys c on c.d = k.d and c.kind = k.kind and c.key = k.key
      union all
      select b.line, b.field, null, null, a.line, 1
      from rows_keys a join rows_keys b on a.d = b.d and a.kind = b.kind and a.key = b.key and a.line < b.line
    ) found
    order by line, field, rank, customer_id, other_line`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    line: Number(row.line),
    field: row.field as ImportDuplicate['field'],
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    customerName: (row.customer_name as string | null) ?? null,
    otherLine: row.other_line === null ? null : Number(row.other_line),
  }));
}

/** A customer's main orders in the scope, each with its item prices and the discount its totals use. */
export async function customerRecordPrices(db: Queryable, scope: DealerScope, customerId: number) {
  return db
    .select({
      id: orders.id,
      stage: orders.stage,
      status: orders.status,
      discountPercent: sql<number>`coalesce(${orders.discountPercent}, ${dealers.discount}, 0)`.mapWith(
        Number,
      ),
      prices: sql<number[]>`coalesce(
        (select jsonb_agg(${items.price}) from ${items} where ${items.orderId} = ${orders.id}), '[]'::jsonb)`,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .where(
      and(eq(orders.customerId, customerId), isNull(orders.mainOrderId), scopeWhere(orders.dealerId, scope)),
    );
}
