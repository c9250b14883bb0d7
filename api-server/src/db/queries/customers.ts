// The customer directory (issue 42): the list, a customer's record and the writes. Every read takes
// the caller's scope (a dealer's customers are that dealer's; the organization's own have no dealer).
import type { CustomerSortField, ListSort } from '@doorline/api-client';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { customers, dealers, users } from '../schema.js';
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
export type CustomerRecord = ReturnType<typeof toCustomer>;

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

export async function updateCustomer(db: Queryable, id: number, columns: Partial<CustomerColumns>, at: Date) {
  await db
    .update(customers)
    .set({ ...columns, updatedAt: at })
    .where(eq(customers.id, id));
}
