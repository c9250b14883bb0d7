// The customer directory (issue 42): the list, a customer's record and the writes. Every read takes
// the caller's scope (a dealer's customers are that dealer's; the organization's own have no dealer).
import type { CustomerSortField, ListSort } from '@doorline/api-client';
import type { DuplicateReason } from '@doorline/api-client';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  auditEvents,
  customerKeys,
  customerPairs,
  customers,
  dealers,
  items,
  orders,
  recordComments,
  recordFiles,
  users,
} from '../schema.js';
import { emailKey, phoneKey } from './customer-keys.js';
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

/**
 * A customer's row locked for a change, or null for a missing id or one outside the scope. `key
 * share`: only kept from being removed (a merge) until the transaction ends, as a row that names it
 * is written (its comment, its file; issue 42).
 */
export async function lockCustomer(
  db: Queryable,
  scope: DealerScope,
  id: number,
  strength: 'update' | 'key share' = 'update',
) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), scopeWhere(customers.dealerId, scope)))
    .for(strength)
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
 * The pairs of customers of one dealer (or both the organization's own) that may be one, in the
 * scope, newest pair first, with how many there are: a page of `customer_pairs`, which the trigger of
 * `customers` keeps (`customer-keys.ts`), so that the view reads an index instead of comparing every
 * customer's keys (8 s at 100,000 customers; BENCHMARKS.md "Customers").
 */
export async function duplicatePairs(
  db: Queryable,
  filter: { scope: DealerScope; dealerId?: number | undefined },
  page: Page,
): Promise<DuplicatePairRow[]> {
  const { limit, offset } = pageValues(page);
  const rows = await db
    .select({
      older: customerPairs.older,
      newer: customerPairs.newer,
      reasons: customerPairs.reasons,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(customerPairs)
    .where(
      and(
        isNull(customerPairs.dismissedAt),
        scopeWhere(customerPairs.dealerKey, filter.scope),
        filter.dealerId === undefined ? undefined : eq(customerPairs.dealerKey, filter.dealerId),
      ),
    )
    .orderBy(desc(customerPairs.newer), desc(customerPairs.older))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    older: row.older,
    newer: row.newer,
    reasons: parseReasons(row.reasons),
    total: Number(row.total),
  }));
}

/**
 * Marks the pair of two customers "Not a duplicate" (the view leaves it out), in the scope; false when
 * they are no pair there (another dealer's, or not alike).
 */
export async function dismissPair(
  db: Queryable,
  scope: DealerScope,
  pair: { ids: readonly [number, number]; by: number; at: Date },
): Promise<boolean> {
  const [older, newer] = [...pair.ids].sort((a, b) => a - b) as [number, number];
  const marked = await db
    .update(customerPairs)
    .set({ dismissedAt: pair.at, dismissedById: pair.by })
    .where(
      and(
        eq(customerPairs.older, older),
        eq(customerPairs.newer, newer),
        scopeWhere(customerPairs.dealerKey, scope),
      ),
    )
    .returning({ older: customerPairs.older });
  return marked.length > 0;
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

/**
 * Moves one customer's comments and files to another (issue 42): the merged customer's read among the
 * survivor's. How many of each moved.
 */
export async function moveCustomerCommentsAndFiles(db: Queryable, from: number, to: number) {
  const comments = await db
    .update(recordComments)
    .set({ customerId: to })
    .where(eq(recordComments.customerId, from))
    .returning({ id: recordComments.id });
  const files = await db
    .update(recordFiles)
    .set({ customerId: to })
    .where(eq(recordFiles.customerId, from))
    .returning({ id: recordFiles.id });
  return { comments: comments.length, files: files.length };
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
 * `customer-keys.ts` (the possible duplicates' own): the rows' keys, computed once, matched against the
 * customers' kept keys (`customer_keys`, by its index) and against each other.
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
    ), rows_keys as (select * from rk where key is not null)
    select distinct on (line, field) line, field, customer_id, customer_name, other_line from (
      select k.line, k.field, c.id as customer_id, c.name as customer_name, null::int as other_line, 0 as rank
      from rows_keys k
      join ${customerKeys} ck on ck.dealer_key = k.d and ck.reason = k.kind and ck.key = k.key
      join ${customers} c on c.id = ck.customer_id
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

/** A customer's main orders in the scope, each with its lines (price, discount) and the discount its totals use. */
export async function customerRecordPrices(db: Queryable, scope: DealerScope, customerId: number) {
  return db
    .select({
      id: orders.id,
      stage: orders.stage,
      status: orders.status,
      discountPercent: sql<number>`coalesce(${orders.discountPercent}, ${dealers.discount}, 0)`.mapWith(
        Number,
      ),
      lines: sql<Array<{ price: number | string; discountPercent: number | string }>>`coalesce(
        (select jsonb_agg(jsonb_build_object('price', ${items.price}, 'discountPercent', ${items.discountPercent}))
          from ${items} where ${items.orderId} = ${orders.id}), '[]'::jsonb)`,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .where(
      and(eq(orders.customerId, customerId), isNull(orders.mainOrderId), scopeWhere(orders.dealerId, scope)),
    );
}
