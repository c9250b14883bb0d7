// The writes of a quote while it is editable: create, edit, assign a dealer, add an item.
import { editableStatuses, initialStatus, stageOf } from '@doorline/api-client';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import { customers, items, orderEvents, orders, users, type ContactInfo } from '../schema.js';
import { itemColumns } from './order-columns.js';
import { iso } from './rows.js';
import { scopeWhere, type DealerScope } from './scope.js';

export async function insertQuote(
  db: Queryable,
  values: {
    requestedDate: string;
    dealerId: number | null;
    userId: number;
    customerContact: ContactInfo | null;
    customerId: number | null;
    createdById: number;
    at: Date;
  },
) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: sql`lpad(nextval('order_number_seq')::text, 6, '0')`,
      requestedDate: values.requestedDate,
      stage: stageOf[initialStatus.main]!,
      status: initialStatus.main,
      dealerId: values.dealerId,
      userId: values.userId,
      customerContact: values.customerContact,
      customerId: values.customerId,
      createdById: values.createdById,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: orders.id });
  await db.insert(orderEvents).values({
    orderId: row!.id,
    action: 'create',
    fromStatus: null,
    toStatus: initialStatus.main,
    userId: values.createdById,
    createdAt: values.at,
  });
  return row!.id;
}

/** Conditions that make a main order editable for the caller: the status guard in the write itself. */
function editableWhere(id: number, scope: DealerScope): SQL {
  return and(
    eq(orders.id, id),
    isNull(orders.mainOrderId),
    inArray(orders.status, [...editableStatuses]),
    scopeWhere(orders.dealerId, scope),
  )!;
}

/**
 * Writes `set` to the main order only while it is editable for the caller (its row locked until the
 * end of the transaction); false when nothing was written.
 */
export async function updateEditable(
  db: Queryable,
  id: number,
  scope: DealerScope,
  set: PgUpdateSetSource<typeof orders>,
) {
  const rows = await db.update(orders).set(set).where(editableWhere(id, scope)).returning({ id: orders.id });
  return rows.length > 0;
}

export interface QuoteChanges {
  referenceNumber?: string | null;
  note?: string | null;
  requestedDate?: string | null;
  customerContact?: ContactInfo | null;
  customerId?: number | null;
}

/** Writes the changes only while the quote is draft or rejected; false when nothing was written. */
export function updateQuote(
  db: Queryable,
  id: number,
  scope: DealerScope,
  changes: QuoteChanges,
  at: Date,
): Promise<boolean> {
  return updateEditable(db, id, scope, { ...changes, updatedAt: at });
}

/**
 * Sets the dealer while the quote is editable; keeps the salesman only when he is an organization
 * user or a user of the new dealer, and its customer only when it is the new dealer's (issue 42).
 */
export async function assignQuoteDealer(
  db: Queryable,
  id: number,
  scope: DealerScope,
  dealerId: number,
  at: Date,
) {
  return updateEditable(db, id, scope, {
    dealerId,
    userId: sql`case when exists (select 1 from ${users} where ${users.id} = ${orders.userId}
      and (${users.dealerId} = ${dealerId} or ${users.type} = 'organization')) then ${orders.userId} else null end`,
    customerId: sql`case when exists (select 1 from ${customers} where ${customers.id} = ${orders.customerId}
      and ${customers.dealerId} = ${dealerId}) then ${orders.customerId} else null end`,
    updatedAt: at,
  });
}

/** Adds an item at the end; the row lock of the guarded UPDATE keeps positions and status in step. */
export async function insertItem(
  db: Queryable,
  orderId: number,
  scope: DealerScope,
  values: { description: string; price: number } & Partial<
    Pick<typeof items.$inferInsert, 'kind' | 'configuration' | 'priceVersionId' | 'breakdown' | 'netPrice'>
  >,
  at: Date,
) {
  if (!(await updateEditable(db, orderId, scope, { updatedAt: at }))) return null;
  const [row] = await db
    .insert(items)
    .values({
      orderId,
      ...values,
      position: sql`(select coalesce(max(${items.position}), 0) + 1 from ${items} where ${items.orderId} = ${orderId})`,
      createdAt: at,
      updatedAt: at,
    })
    .returning(itemColumns);
  return iso(row!);
}
