// The customer directory (issue 42; docs/permissions.md "Customers"): the list, a customer's page,
// creating and changing a customer, each write in the customer's history (the audit trail) in its
// transaction. A dealer user's customers are their dealer's: the scope decides, a customer outside it
// answers 404 as a missing one, and a dealer user never names another dealer.
import {
  type CreateCustomerBody,
  type Customer,
  type CustomerFigures,
  type customerList,
  type CustomersQuery,
  serverMessage,
  sortOf,
  type UpdateCustomerBody,
} from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import {
  type CustomerColumns,
  customerRecordPrices,
  findCustomer,
  insertCustomer,
  listCustomers,
  lockCustomer,
  updateCustomer,
} from '../../db/queries/customers.js';
import { findDealer } from '../../db/queries/dealers.js';
import type { ScopedId } from '../../db/queries/scope.js';
import { recordAudit, visibleTrail } from '../administration/audit.js';
import { invalidField, notFound } from '../errors.js';
import { csvTimestamp } from '../exports/csv.js';
import type { ListCells } from '../exports/list-export.js';
import type { AuthUser } from '../identity/sessions.js';
import { DEALER_NOT_FOUND, totalsOf } from '../orders/orders.js';
import { CUSTOMER_NOT_FOUND } from './quote-customer.js';
import { pageAnswer } from '../pages.js';
import type { DealerScope } from '../scope.js';

export { CUSTOMER_NOT_FOUND };

/** `GET /customers`: a page of the directory in the caller's scope. */
export const customersPage = (db: Queryable, scope: DealerScope, query: CustomersQuery) =>
  pageAnswer(query, (page) =>
    listCustomers(
      db,
      {
        search: query.search,
        dealerId: query.dealerId,
        tag: query.tag,
        withoutDealer: query.withoutDealer,
        scope,
        sort: sortOf(query),
      },
      page,
    ),
  );

/**
 * `GET /customers/{id}`: the customer, or 404 for a missing one or one outside the scope; its id read
 * through the scope (its comments and files are read by it, issue 42).
 */
export async function customerDetails(
  db: Queryable,
  scope: DealerScope,
  id: number,
): Promise<Customer & { id: ScopedId }> {
  const customer = await findCustomer(db, scope, id);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}

/** `GET /customers/{id}/audit`: the customer's history, when the caller may see the customer. */
export const customerTrail = visibleTrail('customer', customerDetails);

type Fields = Omit<UpdateCustomerBody, never>;

/** An optional text as stored: trimmed, and null when empty. */
const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const orEmpty = (value: string | null | undefined) => value?.trim() ?? '';

/** Tags as stored: trimmed, without empty or repeated ones (case aside), in the order given. */
export function storedTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLocaleLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** The columns a body names, as stored; what it does not name is absent. */
export function columnsOf(body: Fields): Partial<CustomerColumns> {
  const columns: Partial<CustomerColumns> = {};
  if (body.name !== undefined) {
    columns.name = body.name.trim();
    if (!columns.name) throw invalidField('name', serverMessage('required'));
  }
  if (body.email !== undefined) columns.email = orNull(body.email);
  if (body.phone !== undefined) columns.phone = orNull(body.phone);
  if (body.mobile !== undefined) columns.mobile = orNull(body.mobile);
  if (body.address !== undefined) {
    for (const part of ['street', 'city', 'postcode', 'country'] as const)
      if (body.address[part] !== undefined) columns[part] = orEmpty(body.address[part]);
  }
  if (body.note !== undefined) columns.note = orEmpty(body.note);
  if (body.tags !== undefined) columns.tags = storedTags(body.tags);
  return columns;
}

/** The dealer a new customer belongs to: a dealer user's own; the organization's choice, or none. */
async function dealerOf(db: Queryable, scope: DealerScope, dealerId: number | null | undefined) {
  if (scope.kind === 'dealer') {
    if (dealerId !== undefined && dealerId !== null && dealerId !== scope.dealerId)
      throw invalidField('dealerId', DEALER_NOT_FOUND);
    return scope.dealerId;
  }
  if (dealerId === undefined || dealerId === null) return null;
  if (!(await findDealer(db, scope, dealerId))) throw invalidField('dealerId', DEALER_NOT_FOUND);
  return dealerId;
}

/** `POST /customers`: the new customer, in its dealer's directory, with its creation in its history. */
export async function createCustomer(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  body: CreateCustomerBody,
  at: Date,
) {
  const { dealerId: wanted, ...fields } = body;
  const columns = columnsOf(fields);
  const dealerId = await dealerOf(db, scope, wanted);
  const id = await db.transaction(async (tx) => {
    const customerId = await insertCustomer(tx, {
      name: columns.name!,
      ...columns,
      dealerId,
      createdById: caller.id,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actorId: caller.id,
      subject: 'customer',
      subjectId: customerId,
      action: 'customer.created',
      after: { ...columns, dealerId },
      at,
    });
    return customerId;
  });
  return customerDetails(db, scope, id);
}

/** A customer's stored value of a column, to compare with a change. */
function storedValue(customer: Customer, column: keyof CustomerColumns): unknown {
  switch (column) {
    case 'street':
    case 'city':
    case 'postcode':
    case 'country':
      return customer.address[column];
    default:
      return customer[column];
  }
}

/**
 * What a write changes of a customer: the columns whose wanted value differs from the stored one,
 * with their values before and after (a change's and a merge's history).
 */
export function columnChanges(customer: Customer, wanted: Partial<CustomerColumns>) {
  const changed = (Object.keys(wanted) as (keyof CustomerColumns)[]).filter(
    (column) => JSON.stringify(wanted[column]) !== JSON.stringify(storedValue(customer, column)),
  );
  return {
    before: Object.fromEntries(changed.map((column) => [column, storedValue(customer, column)])),
    after: Object.fromEntries(changed.map((column) => [column, wanted[column]])),
  };
}

/**
 * `PATCH /customers/{id}`: the named fields, in one transaction with the customer's row locked; only
 * what differs is written, and it goes into the history with its values before and after.
 */
export async function changeCustomer(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  id: number,
  body: UpdateCustomerBody,
  at: Date,
) {
  const wanted = columnsOf(body);
  await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, scope, id))) throw notFound(CUSTOMER_NOT_FOUND);
    const { before, after } = columnChanges(await customerDetails(tx, scope, id), wanted);
    if (Object.keys(after).length === 0) return;
    await updateCustomer(tx, id, after, at);
    await recordAudit(tx, {
      actorId: caller.id,
      subject: 'customer',
      subjectId: id,
      action: 'customer.changed',
      before,
      after,
      at,
    });
  });
  return customerDetails(db, scope, id);
}

/**
 * `GET /customers/{id}/figures`: each of the customer's records with its total (`totalsOf`, the one
 * the record's own totals use) and the ordered value: its pre-orders and orders, canceled ones aside.
 */
export async function customerFigures(
  db: Queryable,
  scope: DealerScope,
  id: number,
): Promise<CustomerFigures> {
  await customerDetails(db, scope, id);
  const records = (await customerRecordPrices(db, scope, id)).map((record) => ({
    ...record,
    total: totalsOf(
      record.lines.map((line) => ({
        price: Number(line.price),
        discountPercent: Number(line.discountPercent),
      })),
      record.discountPercent,
    ).total,
  }));
  const orderedCents = records
    .filter((record) => orderedStages.includes(record.stage) && record.status !== 'canceled')
    .reduce((sum, record) => sum + Math.round(record.total * 100), 0);
  return { records: records.map(({ id, total }) => ({ id, total })), orderedValue: orderedCents / 100 };
}

/** The stages whose records a customer has ordered. */
const orderedStages: readonly string[] = ['preorder', 'order'];

/** The directory's file: each column's cell. */
export const customerCells: ListCells<typeof customerList, Customer> = {
  name: (customer) => customer.name,
  email: (customer) => customer.email ?? '',
  phone: (customer) => customer.phone ?? customer.mobile ?? '',
  city: (customer) => customer.address.city,
  tags: (customer) => customer.tags.join(', '),
  dealer: (customer, words) => customer.dealer?.name ?? words.organization,
  created: (customer) => csvTimestamp(customer.createdAt),
  updated: (customer) => csvTimestamp(customer.updatedAt),
};
