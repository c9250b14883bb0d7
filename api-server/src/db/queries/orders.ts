import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../index.js';
import {
  dealers,
  items,
  orderCounts,
  orderEvents,
  orders,
  recordComments,
  recordFiles,
  users,
  type ContactInfo,
  type OrderStage,
  type OrderStatus,
} from '../schema.js';

/** Dates as the API sends them (ISO 8601): every top-level Date of a row becomes a string. */
export type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export function iso<T extends object>(row: T): Iso<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Iso<T>;
}

/** What a list may be narrowed by; `tenantDealerId` is the dealer a dealer user is bound to. */
export interface OrderListFilter {
  stage?: OrderStage;
  status?: OrderStatus;
  dealerId?: number;
  search?: string;
  tenantDealerId: number | null;
}

export interface Page {
  page: number;
  limit: number;
}

/** `%term%` for ILIKE with the term's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(filter: OrderListFilter, main: boolean): SQL[] {
  const conditions: SQL[] = [main ? isNull(orders.mainOrderId) : isNotNull(orders.mainOrderId)];
  if (filter.stage) conditions.push(eq(orders.stage, filter.stage));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.dealerId !== undefined) conditions.push(eq(orders.dealerId, filter.dealerId));
  // A dealer user's lists are always their dealer's; another dealerId then matches nothing.
  if (filter.tenantDealerId !== null) conditions.push(eq(orders.dealerId, filter.tenantDealerId));
  const term = filter.search?.trim();
  if (term) conditions.push(sql`${orders.orderNumber} ilike ${containsPattern(term)}`);
  return conditions;
}

/**
 * The number of matching orders for the pager. A short page already tells it (the rows before it
 * plus its own), which spares the count over the filtered set, the costly part of a large list.
 */
function countOrders(
  db: Queryable,
  where: SQL | undefined,
  { page, limit }: Page,
  rows: number,
  filter: OrderListFilter,
  main: boolean,
) {
  if (rows < limit && (rows > 0 || page === 1)) return Promise.resolve((page - 1) * limit + rows);
  // A search counts the matching orders; any other list sums the trigger-kept counts (migration 0003).
  if (filter.search?.trim()) return countAll(db, where);
  return countFromCounts(db, filter, main);
}

/** The same filters as `listConditions` (without the search) over `order_counts`. */
async function countFromCounts(db: Queryable, filter: OrderListFilter, main: boolean): Promise<number> {
  const conditions: SQL[] = [eq(orderCounts.main, main)];
  if (filter.stage) conditions.push(eq(orderCounts.stage, filter.stage));
  if (filter.status) conditions.push(eq(orderCounts.status, filter.status));
  // dealer_id 0 stands for no dealer there, which a dealer filter never matches.
  const dealerIds = [filter.dealerId, filter.tenantDealerId ?? undefined].filter((d) => d !== undefined);
  for (const dealerId of dealerIds) conditions.push(eq(orderCounts.dealerId, dealerId));
  if (dealerIds.length) conditions.push(sql`${orderCounts.dealerId} <> 0`);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
    .from(orderCounts)
    .where(and(...conditions));
  return row?.n ?? 0;
}

async function countAll(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.n ?? 0;
}

const salesman = alias(users, 'salesman');

/** The quote / pre-order / order lists: one query for the page, one count, two batched look-ups. */
export async function listMainOrders(db: Queryable, filter: OrderListFilter, { page, limit }: Page) {
  const where = and(...listConditions(filter, true));
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      referenceNumber: orders.referenceNumber,
      note: orders.note,
      requestedDate: orders.requestedDate,
      stage: orders.stage,
      status: orders.status,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      dealerId: dealers.id,
      dealerName: dealers.name,
      userId: salesman.id,
      userName: salesman.name,
      userType: salesman.type,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const ids = rows.map((r) => r.id);
  // The count and the two batched look-ups of the page's rows run side by side.
  const [count, counts, subs] = await Promise.all([
    countOrders(db, where, { page, limit }, rows.length, filter, true),
    ...(ids.length
      ? ([
          db
            .select({ orderId: items.orderId, n: sql<number>`count(*)::int` })
            .from(items)
            .where(inArray(items.orderId, ids))
            .groupBy(items.orderId),
          db
            .select({
              id: orders.id,
              mainOrderId: orders.mainOrderId,
              orderNumber: orders.orderNumber,
              status: orders.status,
              createdAt: orders.createdAt,
              updatedAt: orders.updatedAt,
            })
            .from(orders)
            .where(inArray(orders.mainOrderId, ids))
            .orderBy(asc(orders.mainOrderId), asc(orders.position)),
        ] as const)
      : ([Promise.resolve([]), Promise.resolve([])] as const)),
  ]);
  const countOf = new Map(counts.map((c) => [c.orderId, c.n]));
  const subsOf = new Map<number, Array<Iso<SubOrderRefRow>>>();
  for (const { mainOrderId, ...sub } of subs) {
    const list = subsOf.get(mainOrderId!) ?? [];
    list.push(iso(sub));
    subsOf.set(mainOrderId!, list);
  }
  const data = rows.map((r) =>
    iso({
      id: r.id,
      orderNumber: r.orderNumber,
      referenceNumber: r.referenceNumber,
      note: r.note,
      requestedDate: r.requestedDate,
      stage: r.stage,
      status: r.status,
      itemsCount: countOf.get(r.id) ?? 0,
      dealer: r.dealerId === null ? null : { id: r.dealerId, name: r.dealerName! },
      user: r.userId === null ? null : { id: r.userId, name: r.userName!, type: r.userType! },
      subOrders: subsOf.get(r.id) ?? [],
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }),
  );
  return { data, count };
}

export interface SubOrderRefRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
}

const mainOrder = alias(orders, 'main_order');

/** The order-items, production, warehouse and hold lists: sub-orders with their main order and item. */
export async function listSubOrders(db: Queryable, filter: OrderListFilter, { page, limit }: Page) {
  const where = and(...listConditions(filter, false));
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      status: orders.status,
      heldFromStatus: orders.heldFromStatus,
      requestedDate: orders.requestedDate,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      mainId: mainOrder.id,
      mainNumber: mainOrder.orderNumber,
      mainStatus: mainOrder.status,
      itemId: items.id,
      itemDescription: items.description,
      itemPrice: items.price,
      dealerId: dealers.id,
      dealerName: dealers.name,
      userId: salesman.id,
      userName: salesman.name,
      userType: salesman.type,
    })
    .from(orders)
    .innerJoin(mainOrder, eq(mainOrder.id, orders.mainOrderId))
    .leftJoin(items, eq(items.id, orders.itemId))
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const count = await countOrders(db, where, { page, limit }, rows.length, filter, false);
  const data = rows.map((r) =>
    iso({
      id: r.id,
      orderNumber: r.orderNumber,
      stage: r.stage,
      status: r.status,
      heldFromStatus: r.heldFromStatus,
      requestedDate: r.requestedDate,
      mainOrder: { id: r.mainId, orderNumber: r.mainNumber, status: r.mainStatus },
      item: r.itemId === null ? null : { id: r.itemId, description: r.itemDescription!, price: r.itemPrice! },
      dealer: r.dealerId === null ? null : { id: r.dealerId, name: r.dealerName! },
      user: r.userId === null ? null : { id: r.userId, name: r.userName!, type: r.userType! },
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }),
  );
  return { data, count };
}

/** A record (main order or sub-order) as far as access checks need it. */
export async function findOrderAccess(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      mainOrderId: orders.mainOrderId,
      dealerId: orders.dealerId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row ?? null;
}

/** A main order with its dealer (and discount) and salesman; null for a sub-order or a missing id. */
export async function findMainOrder(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      referenceNumber: orders.referenceNumber,
      note: orders.note,
      requestedDate: orders.requestedDate,
      stage: orders.stage,
      status: orders.status,
      customerContact: orders.customerContact,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      dealerId: dealers.id,
      dealerName: dealers.name,
      dealerDiscount: dealers.discount,
      userId: salesman.id,
      userName: salesman.name,
      userType: salesman.type,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(salesman, eq(salesman.id, orders.userId))
    .where(and(eq(orders.id, id), isNull(orders.mainOrderId)))
    .limit(1);
  return row ?? null;
}

export async function listAllItems(db: Queryable, orderId: number) {
  const rows = await db
    .select({
      id: items.id,
      orderId: items.orderId,
      description: items.description,
      price: items.price,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
    })
    .from(items)
    .where(eq(items.orderId, orderId))
    .orderBy(asc(items.position), asc(items.id));
  return rows.map(iso);
}

export async function listItemsPage(db: Queryable, orderId: number, { page, limit }: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: items.id,
        orderId: items.orderId,
        description: items.description,
        price: items.price,
        createdAt: items.createdAt,
        updatedAt: items.updatedAt,
      })
      .from(items)
      .where(eq(items.orderId, orderId))
      .orderBy(asc(items.position), asc(items.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(eq(items.orderId, orderId)),
  ]);
  return { data: rows.map(iso), count: total?.n ?? 0 };
}

export async function listSubOrderRefs(db: Queryable, mainId: number) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(eq(orders.mainOrderId, mainId))
    .orderBy(asc(orders.position));
  return rows.map(iso);
}

/** The history of a main order and its sub-orders, newest first. */
export async function listEvents(db: Queryable, mainId: number) {
  const rows = await db
    .select({
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      orderNumber: orders.orderNumber,
      action: orderEvents.action,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      userId: users.id,
      userName: users.name,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(or(eq(orders.id, mainId), eq(orders.mainOrderId, mainId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return rows.map(({ userId, userName, ...e }) =>
    iso({ ...e, user: userId === null ? null : { id: userId, name: userName! } }),
  );
}

export async function findDealer(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: dealers.id, status: dealers.status })
    .from(dealers)
    .where(eq(dealers.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUserRef(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, type: users.type, status: users.status, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The main order editable states (sales-flow.md): quote information, items and dealer. */
export const EDITABLE_STATUSES: OrderStatus[] = ['draft', 'rejected'];

export async function insertQuote(
  db: Queryable,
  values: { requestedDate: string; dealerId: number | null; userId: number; createdById: number; at: Date },
) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: sql`lpad(nextval('order_number_seq')::text, 6, '0')`,
      requestedDate: values.requestedDate,
      stage: 'quote',
      status: 'draft',
      dealerId: values.dealerId,
      userId: values.userId,
      createdById: values.createdById,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: orders.id });
  await db.insert(orderEvents).values({
    orderId: row!.id,
    action: 'create',
    fromStatus: null,
    toStatus: 'draft',
    userId: values.createdById,
    createdAt: values.at,
  });
  return row!.id;
}

/** Conditions that make a main order editable for the caller: the status guard in the write itself. */
function editableWhere(id: number, tenantDealerId: number | null): SQL {
  return and(
    eq(orders.id, id),
    isNull(orders.mainOrderId),
    inArray(orders.status, EDITABLE_STATUSES),
    tenantDealerId === null ? undefined : eq(orders.dealerId, tenantDealerId),
  )!;
}

export interface QuoteChanges {
  referenceNumber?: string | null;
  note?: string | null;
  requestedDate?: string | null;
  customerContact?: ContactInfo | null;
}

/** Writes the changes only while the quote is draft or rejected; false when nothing was written. */
export async function updateQuote(
  db: Queryable,
  id: number,
  tenantDealerId: number | null,
  changes: QuoteChanges,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...changes, updatedAt: at })
    .where(editableWhere(id, tenantDealerId))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Sets the dealer while the quote is editable; keeps the salesman only when he is an organization
 * user or a user of the new dealer.
 */
export async function assignQuoteDealer(db: Queryable, id: number, dealerId: number, at: Date) {
  const rows = await db
    .update(orders)
    .set({
      dealerId,
      userId: sql`case when exists (select 1 from ${users} where ${users.id} = ${orders.userId}
        and (${users.dealerId} = ${dealerId} or ${users.type} = 'organization')) then ${orders.userId} else null end`,
      updatedAt: at,
    })
    .where(editableWhere(id, null))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Adds an item at the end; the row lock of the guarded UPDATE keeps positions and status in step. */
export async function insertItem(
  db: Queryable,
  orderId: number,
  tenantDealerId: number | null,
  values: { description: string; price: number },
  at: Date,
) {
  const locked = await db
    .update(orders)
    .set({ updatedAt: at })
    .where(editableWhere(orderId, tenantDealerId))
    .returning({ id: orders.id });
  if (locked.length === 0) return null;
  const [row] = await db
    .insert(items)
    .values({
      orderId,
      description: values.description,
      price: values.price,
      position: sql`(select coalesce(max(${items.position}), 0) + 1 from ${items} where ${items.orderId} = ${orderId})`,
      createdAt: at,
      updatedAt: at,
    })
    .returning({
      id: items.id,
      orderId: items.orderId,
      description: items.description,
      price: items.price,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
    });
  return iso(row!);
}

/* ---------- comments and files ---------- */

export async function listComments(db: Queryable, orderId: number) {
  const rows = await db
    .select({
      id: recordComments.id,
      body: recordComments.body,
      authorId: users.id,
      authorName: users.name,
      createdAt: recordComments.createdAt,
    })
    .from(recordComments)
    .leftJoin(users, eq(users.id, recordComments.authorId))
    .where(eq(recordComments.orderId, orderId))
    .orderBy(asc(recordComments.createdAt), asc(recordComments.id));
  return rows.map(({ authorId, authorName, ...c }) =>
    iso({ ...c, author: authorId === null ? null : { id: authorId, name: authorName! } }),
  );
}

export async function insertComment(
  db: Queryable,
  orderId: number,
  authorId: number,
  body: string,
  at: Date,
) {
  const [row] = await db
    .insert(recordComments)
    .values({ orderId, authorId, body, createdAt: at })
    .returning({ id: recordComments.id });
  const [author] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, authorId));
  return iso({ id: row!.id, body, author: author ?? null, createdAt: at });
}

const fileColumns = {
  id: recordFiles.id,
  name: recordFiles.name,
  mime: recordFiles.mime,
  size: recordFiles.size,
  storageKey: recordFiles.storageKey,
  authorId: users.id,
  authorName: users.name,
  createdAt: recordFiles.createdAt,
};

function fileInfo(row: {
  id: number;
  name: string;
  mime: string;
  size: number;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
}) {
  return iso({
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName! },
    createdAt: row.createdAt,
  });
}

export async function listFiles(db: Queryable, orderId: number) {
  const rows = await db
    .select(fileColumns)
    .from(recordFiles)
    .leftJoin(users, eq(users.id, recordFiles.authorId))
    .where(eq(recordFiles.orderId, orderId))
    .orderBy(desc(recordFiles.createdAt), desc(recordFiles.id));
  return rows.map(fileInfo);
}

export async function findFile(db: Queryable, orderId: number, fileId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(recordFiles)
    .leftJoin(users, eq(users.id, recordFiles.authorId))
    .where(and(eq(recordFiles.id, fileId), eq(recordFiles.orderId, orderId)))
    .limit(1);
  return row ? { ...fileInfo(row), storageKey: row.storageKey } : null;
}

export async function insertFile(
  db: Queryable,
  values: {
    orderId: number;
    authorId: number;
    name: string;
    mime: string;
    size: number;
    storageKey: string;
    at: Date;
  },
) {
  const [row] = await db
    .insert(recordFiles)
    .values({
      orderId: values.orderId,
      authorId: values.authorId,
      name: values.name,
      mime: values.mime,
      size: values.size,
      storageKey: values.storageKey,
      createdAt: values.at,
    })
    .returning({ id: recordFiles.id });
  const { storageKey: _key, ...info } = (await findFile(db, values.orderId, row!.id))!;
  return info;
}

export async function deleteFileRow(db: Queryable, orderId: number, fileId: number) {
  const rows = await db
    .delete(recordFiles)
    .where(and(eq(recordFiles.id, fileId), eq(recordFiles.orderId, orderId)))
    .returning({ storageKey: recordFiles.storageKey });
  return rows[0]?.storageKey ?? null;
}

/* ---------- dealer lookups ---------- */

/** Active dealers by name, for the dealer filter and the quote form; one dealer for a dealer user. */
export async function lookupDealers(
  db: Queryable,
  filter: { search?: string; tenantDealerId: number | null },
  { page, limit }: Page,
) {
  const term = filter.search?.trim();
  const where = and(
    eq(dealers.status, 'active'),
    filter.tenantDealerId === null ? undefined : eq(dealers.id, filter.tenantDealerId),
    term ? sql`${dealers.name} ilike ${containsPattern(term)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: dealers.id, name: dealers.name, discount: dealers.discount })
      .from(dealers)
      .where(where)
      .orderBy(asc(dealers.name), asc(dealers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(dealers)
      .where(where),
  ]);
  return { data: rows, count: total?.n ?? 0 };
}

/** Active users of a dealer (the salesman pick). */
export async function listDealerUsers(db: Queryable, dealerId: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.dealerId, dealerId), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}
