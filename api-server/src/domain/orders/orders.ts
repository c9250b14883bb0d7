import {
  type AssignDealerBody,
  calendarDay,
  type CreateItemBody,
  type ContactInput,
  type CreateOrderBody,
  isEditableStatus,
  type Item,
  type itemList,
  type mainOrderList,
  type subOrderList,
  type OrderListQuery,
  sortOf,
  type OrderDetails,
  serverMessage,
  type UpdateOrderBody,
} from '@doorline/api-client';
import type { Infer } from 'superstruct';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, Queryable } from '../../db/index.js';
import { findDealer, findUserRef } from '../../db/queries/dealers.js';
import {
  exportMainOrders,
  exportSubOrders,
  orderExportColumn as at,
  type OrderExportRow,
} from '../../db/queries/order-list-export.js';
import { listMainOrders, listSubOrders, type OrderListFilter } from '../../db/queries/order-lists.js';
import {
  findMainOrder,
  findOrderAccess,
  listAllItems,
  listEvents,
  listItemsPage,
  listSubOrderRefs,
} from '../../db/queries/order-record.js';
import {
  assignQuoteDealer,
  insertItem,
  insertQuote,
  updateQuote,
  type QuoteChanges,
} from '../../db/queries/quotes.js';
import type { ContactInfo } from '../../db/schema.js';
import { storedContact } from '../account/account.js';
import { quoteCustomer } from '../customers/quote-customer.js';
import { conflict, invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { csvTimestamp } from '../exports/csv.js';
import type { ListCells } from '../exports/list-export.js';
import { pageAnswer, type PageQuery } from '../pages.js';
import { type DealerScope, inScope } from '../scope.js';
import { lineNet, totalsOf, withAmount } from './line-amounts.js';

export const ORDER_NOT_FOUND = serverMessage('orderNotFound');
export const QUOTE_LOCKED = serverMessage('quoteLocked');
export const PAST_DATE = serverMessage('pastDate');
export const DEALER_NOT_FOUND = serverMessage('dealerNotFound');
export const SALESMAN_NOT_OF_DEALER = serverMessage('salesmanNotOfDealer');
export const SALESMAN_NOT_ORGANIZATION = serverMessage('salesmanNotOrganization');

/** The customer's contact as stored, from Create Quote or Edit quote (issue 40); null removes it. */
const customerContactOf = (input: ContactInput | null): ContactInfo | null =>
  input ? storedContact({ ...input, name: input.name.trim() }) : null;

/** `now`: the server's clock, whose day overdue is counted against (docs/sales-flow.md "Overdue"). */
function filterOf(scope: DealerScope, query: OrderListQuery, now: Date): OrderListFilter {
  return {
    stage: query.stage,
    status: query.status,
    dealerId: query.dealerId,
    customerId: 'customerId' in query ? query.customerId : undefined,
    search: query.search,
    dueBefore: query.overdue ? calendarDay(now) : undefined,
    scope,
    sort: sortOf(query),
  };
}

export const mainOrdersPage = async (db: Db, scope: DealerScope, query: OrderListQuery, now: Date) =>
  pageAnswer(query, (page) => listMainOrders(db, filterOf(scope, query, now), page));

/** The sub-order lists' page, each item with its line's dealer net (issue 43: the order carries the net). */
export const subOrdersPage = async (db: Db, scope: DealerScope, query: OrderListQuery, now: Date) =>
  pageAnswer(query, async (page) => {
    const { data, count } = await listSubOrders(db, filterOf(scope, query, now), page);
    return {
      data: data.map(({ itemLine, ...row }) => ({
        ...row,
        item:
          row.item && itemLine
            ? { ...row.item, netPrice: lineNet(itemLine, itemLine.recordDiscountPercent) }
            : null,
      })),
      count,
    };
  });

/**
 * The main orders and sub-orders of a list for its CSV export (issue 28): the list's filters, scope
 * and sort, read a batch at a time (`page`, `limit`) by the list's own statements.
 */
export const mainOrderExport = (db: Db, scope: DealerScope, query: OrderListQuery, now: Date) =>
  exportMainOrders(db, filterOf(scope, query, now));
export const subOrderExport = (db: Db, scope: DealerScope, query: OrderListQuery, now: Date) =>
  exportSubOrders(db, filterOf(scope, query, now));

/** The totals' one function (docs/sales-flow.md "Totals"): the lines' amounts, then the dealer's discount. */
export { totalsOf } from './line-amounts.js';

const contactOf = (c: ContactInfo | null) =>
  c
    ? {
        name: c.name ?? null,
        email: c.email ?? null,
        phone: c.phone ?? null,
        mobile: c.mobile ?? null,
        fax: c.fax ?? null,
      }
    : null;

/** The highest line discount above its giver's maximum, or null when none is (issue 43, part 4). */
function lineDiscountApproval(lines: ReadonlyArray<{ discountPercent: number; needsApproval: boolean }>) {
  const above = lines.filter((line) => line.needsApproval).map((line) => line.discountPercent);
  return above.length === 0 ? null : { highest: Math.max(...above) };
}

/** The details page's record, or 404 for a sub-order, a missing id or another dealer's record. */
export async function orderDetails(
  db: Queryable,
  user: AuthUser,
  scope: DealerScope,
  id: number,
): Promise<OrderDetails> {
  const order = await findMainOrder(db, scope, id, user.id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // One after the other: inside a transaction (create, edit, assign dealer) `db` is one connection,
  // and queries sent to it at once are deprecated by pg and refused by pg 9 (found by the soak).
  const itemRows = (await listAllItems(db, order.id)).map(withAmount);
  const subOrderRefs = await listSubOrderRefs(db, order.id);
  const events = await listEvents(db, order.id);
  // The dealer's discount applies until approval, which stores it (docs/sales-flow.md "Discount").
  const discountPercent = order.discountPercent ?? order.dealerDiscount ?? 0;
  // Each sub-order with its line's dealer net (issue 43: the order the manufacturer produces carries it).
  const itemsById = new Map(itemRows.map((item) => [item.id, item]));
  const subOrders = subOrderRefs.map((sub) => {
    const item = sub.itemId === null ? undefined : itemsById.get(sub.itemId);
    return { ...sub, netPrice: item ? lineNet(item, discountPercent) : null };
  });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    referenceNumber: order.referenceNumber,
    note: order.note,
    requestedDate: order.requestedDate,
    stage: order.stage,
    status: order.status,
    dealer:
      order.dealerId === null
        ? null
        : { id: order.dealerId, name: order.dealerName!, discount: order.dealerDiscount ?? 0 },
    user: order.userId === null ? null : { id: order.userId, name: order.userName!, type: order.userType! },
    customer: { id: order.customerId, contact: contactOf(order.customerContact) },
    items: itemRows,
    itemsCount: itemRows.length,
    subOrders,
    totals: { ...totalsOf(itemRows, discountPercent), discountFixed: order.discountPercent !== null },
    lineDiscountApproval: lineDiscountApproval(itemRows),
    events,
    following: order.following,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Spec §5 "Create quote" (docs/sales-flow.md: create). */
export async function createQuote(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  body: CreateOrderBody,
  at: Date,
) {
  if (body.requestedDate < calendarDay(at)) throw invalidField('requestedDate', PAST_DATE);
  let dealerId: number | null;
  if (scope.kind === 'dealer') {
    // A dealer user's quote is always their own dealer's; another dealer is as if missing.
    if (body.dealerId !== undefined && !inScope(scope, body.dealerId))
      throw invalidField('dealerId', DEALER_NOT_FOUND);
    dealerId = scope.dealerId;
  } else if (body.dealerId !== undefined) {
    const dealer = await findDealer(db, scope, body.dealerId);
    if (!dealer || dealer.status !== 'active') throw invalidField('dealerId', DEALER_NOT_FOUND);
    dealerId = dealer.id;
  } else {
    dealerId = null;
  }
  let salesmanId = user.id;
  if (body.userId !== undefined) {
    const salesman = await findUserRef(db, body.userId);
    const ok =
      salesman !== null &&
      salesman.status === 'active' &&
      (dealerId === null ? salesman.type === 'organization' : salesman.dealerId === dealerId);
    if (!ok)
      throw invalidField('userId', dealerId === null ? SALESMAN_NOT_ORGANIZATION : SALESMAN_NOT_OF_DEALER);
    salesmanId = salesman.id;
  }
  // The customer of the directory it names, whose contact it takes unless it sends its own.
  const customer =
    body.customerId === undefined ? null : await quoteCustomer(db, scope, body.customerId, dealerId);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertQuote(tx, {
        requestedDate: body.requestedDate,
        dealerId,
        userId: salesmanId,
        customerContact:
          body.customerContact !== undefined
            ? customerContactOf(body.customerContact)
            : (customer?.contact ?? null),
        customerId: customer?.id ?? null,
        createdById: user.id,
        at,
      });
      return orderDetails(tx, user, scope, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(serverMessage('transactionNumberTaken'));
    throw error;
  }
}

/** The main order (not a sub-order) if the caller may see it, else 404. */
export async function visibleMainOrder(db: Queryable, scope: DealerScope, id: number) {
  const order = await findOrderAccess(db, scope, id);
  if (!order || order.mainOrderId !== null) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** 404 when the caller cannot see the main order, else 409: the status guard refused the write. */
export async function refusal(db: Queryable, scope: DealerScope, id: number) {
  const order = await visibleMainOrder(db, scope, id);
  return isEditableStatus(order.status) ? notFound(ORDER_NOT_FOUND) : conflict(QUOTE_LOCKED);
}

/** Spec §5 "Edit quote": while draft or rejected. */
export async function editQuote(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  body: UpdateOrderBody,
  at: Date,
) {
  if (body.requestedDate && body.requestedDate < calendarDay(at))
    throw invalidField('requestedDate', PAST_DATE);
  const changes: QuoteChanges = {};
  if (body.referenceNumber !== undefined) changes.referenceNumber = body.referenceNumber?.trim() || null;
  if (body.note !== undefined) changes.note = body.note?.trim() ? body.note : null;
  if (body.requestedDate !== undefined) changes.requestedDate = body.requestedDate;
  if (body.customerContact !== undefined) changes.customerContact = customerContactOf(body.customerContact);
  if (body.customerId === null) changes.customerId = null;
  else if (body.customerId !== undefined) {
    // Of the quote's dealer: the quote is read first (a missing or hidden one answers 404 before).
    const order = await visibleMainOrder(db, scope, id);
    const customer = await quoteCustomer(db, scope, body.customerId, order.dealerId);
    changes.customerId = customer.id;
    if (body.customerContact === undefined) changes.customerContact = customer.contact;
  }
  return db.transaction(async (tx) => {
    if (!(await updateQuote(tx, id, scope, changes, at))) throw await refusal(tx, scope, id);
    return orderDetails(tx, user, scope, id);
  });
}

/** Spec §5 "Assign dealer" (organization users only: the route's guard); the dealer must be active. */
export async function setQuoteDealer(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  body: Infer<typeof AssignDealerBody>,
  at: Date,
) {
  await visibleMainOrder(db, scope, id);
  const dealer = await findDealer(db, scope, body.dealerId);
  if (!dealer || dealer.status !== 'active') throw invalidField('dealerId', DEALER_NOT_FOUND);
  return db.transaction(async (tx) => {
    if (!(await assignQuoteDealer(tx, id, scope, dealer.id, at))) throw await refusal(tx, scope, id);
    return orderDetails(tx, user, scope, id);
  });
}

/** Spec §5 "Add item": to a draft or rejected quote. */
export async function addItem(db: Db, scope: DealerScope, body: CreateItemBody, at: Date) {
  return db.transaction(async (tx) => {
    const item = await insertItem(
      tx,
      body.orderId,
      scope,
      { description: body.description.trim(), price: Math.round(body.price * 100) / 100 },
      at,
    );
    // A missing or another dealer's order answers 404, a locked one 409.
    if (!item) throw await refusal(tx, scope, body.orderId);
    return withAmount(item);
  });
}

/** A main order's items, page by page; 404 unless the caller sees the order. */
export async function itemsPage(db: Db, scope: DealerScope, orderId: number, query: PageQuery) {
  const order = await visibleMainOrder(db, scope, orderId);
  return pageAnswer(query, async (page) => {
    const { data, count } = await listItemsPage(db, order.id, page);
    return { data: data.map(withAmount), count };
  });
}

/** A record (main order or sub-order) the caller may see, else 404. */
export async function visibleRecord(db: Queryable, scope: DealerScope, id: number) {
  const order = await findOrderAccess(db, scope, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The cells the sales lists' files share: the parties and the dates (the export's SQL rows). */
const partyAndDateCells = {
  dealer: (row: OrderExportRow) => row[at.dealer],
  salesman: (row: OrderExportRow) => row[at.salesman],
  requested: (row: OrderExportRow) => row[at.requestedDate],
  created: (row: OrderExportRow) => row[at.createdAt],
  updated: (row: OrderExportRow) => row[at.updatedAt],
};

/** The quotes', pre-orders' and orders' files (issue 28): each column's cell, from the export's rows. */
export const mainOrderCells: ListCells<typeof mainOrderList, OrderExportRow> = {
  id: (row) => row[at.id],
  orderNumber: (row) => row[at.orderNumber],
  referenceNumber: (row) => row[at.referenceNumber],
  orders: (row) => row[at.subOrders],
  status: (row, words) => words.status.orderStatus[row[at.status]],
  items: (row) => row[at.itemsCount],
  ...partyAndDateCells,
};

/** The sub-order lists' files (issue 28): each column's cell, from the export's rows. */
export const subOrderCells: ListCells<typeof subOrderList, OrderExportRow> = {
  id: (row) => row[at.id],
  orderNumber: (row) => row[at.orderNumber],
  status: (row, words) => words.status.orderStatus[row[at.status]],
  // The line's dealer net (issue 43), as the list shows it; empty when the item is gone.
  netPrice: (row) => {
    const price = row[at.itemPrice];
    if (price === null) return null;
    const line = { price, discountPercent: row[at.itemDiscountPercent]!, netPrice: row[at.itemNetPrice] };
    return lineNet(line, row[at.recordDiscountPercent]!);
  },
  ...partyAndDateCells,
};

/** A record's items file (issue 28): each column's cell. */
export const itemCells: ListCells<typeof itemList, Item> = {
  id: (item) => item.id,
  description: (item) => item.description,
  price: (item) => item.price,
  discountPercent: (item) => item.discountPercent,
  amount: (item) => item.amount,
  created: (item) => csvTimestamp(item.createdAt),
  updated: (item) => csvTimestamp(item.updatedAt),
};
