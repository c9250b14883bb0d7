// The sales flow's lists (issue 41; docs/decisions.md "Issue 41: a list declared once"): the main
// orders (the quotes, pre-orders and orders are its views), the sub-orders (the order items,
// production, warehouse and hold) and a record's items, each declared once. Apart from orders.ts,
// whose structs they name, so that the access rows of the sales flow (`recordAccess`), which read
// orders.ts's stages and statuses, do not make a cycle.
import { optional, type Infer } from 'superstruct';
import { defineList } from './lists.js';
import {
  Item,
  ListQuery,
  MainOrderRow,
  newestFirst,
  OrderIdParams,
  orderSortFields,
  SubOrderRow,
  subOrderSortFields,
} from './orders.js';
import { Id } from './params.js';
import { recordAccess } from './sales-flow.js';

/** A sales list's filters (spec §2): stage, status, search, dealer, overdue. */
const { page: _page, limit: _limit, ...salesFilters } = ListQuery.schema;

/** The parties and dates every sales list shows, after its own columns (spec §2). */
const partyAndDates = {
  dealer: { sort: 'dealer' },
  salesman: { sort: 'salesman' },
  requested: { sort: 'requestedDate' },
  created: { sort: 'createdAt' },
  updated: { sort: 'updatedAt' },
} as const;

/** Every sales list is of records: a dealer user's holds their dealer's records only (spec §2). */
const ofRecords = { scope: { dealerColumn: 'orders.dealer_id' }, access: recordAccess.read } as const;

/** What the main-order and sub-order lists share: their filters, newest first by default, of records. */
const ordersList = { ...ofRecords, filters: salesFilters, byDefault: newestFirst } as const;

/**
 * `GET /orders/main-orders`: the quote, pre-order and order lists (spec §2), one list of main orders
 * whose views fix the stage; a dealer user's holds their dealer's records only.
 */
export const mainOrderList = defineList({
  ...ordersList,
  key: 'mainOrders',
  endpoints: { list: 'mainOrders', export: 'exportMainOrders' },
  path: '/orders/main-orders',
  row: MainOrderRow,
  filters: {
    ...salesFilters,
    /** Only the records of this customer of the directory (a customer's page, issue 42). */
    customerId: optional(Id),
  },
  search: ['transaction number'],
  sortFields: orderSortFields,
  file: 'mainOrders',
  views: {
    quotes: { filters: { stage: 'quote' }, file: 'quotes' },
    preOrders: { filters: { stage: 'preorder' }, file: 'preorders' },
    orders: { filters: { stage: 'order' }, file: 'orders' },
  },
  columns: {
    id: { sort: 'id', views: ['quotes'] },
    orderNumber: { heading: 'transaction', sort: 'orderNumber', fixed: true },
    referenceNumber: { heading: 'reference', sort: 'referenceNumber' },
    // An order's sub-orders unfold under its row: always there.
    orders: { views: ['preOrders', 'orders'], fixed: ['orders'] },
    status: { sort: 'status' },
    items: { views: ['quotes', 'preOrders'] },
    ...partyAndDates,
  },
});
/** The main-order lists' query: the list's filters and its sort. */
export const OrderListQuery = mainOrderList.query;
export type OrderListQuery = Infer<typeof OrderListQuery>;

/**
 * `GET /orders/sub-orders`: the order items list (every sub-order) and the production, warehouse and
 * hold lists, views that fix the stage; a dealer user's holds their dealer's records only.
 */
export const subOrderList = defineList({
  ...ordersList,
  key: 'subOrders',
  endpoints: { list: 'subOrders', export: 'exportSubOrders' },
  path: '/orders/sub-orders',
  row: SubOrderRow,
  search: ['order number'],
  sortFields: subOrderSortFields,
  file: 'subOrders',
  views: {
    orderItems: { filters: {}, file: 'subOrders' },
    production: { filters: { stage: 'production' }, file: 'production' },
    warehouse: { filters: { stage: 'warehouse' }, file: 'warehouse' },
    hold: { filters: { stage: 'hold' }, file: 'hold' },
  },
  columns: {
    id: { sort: 'id' },
    orderNumber: { sort: 'orderNumber', fixed: true },
    status: { sort: 'status' },
    // The dealer's net of its item's line (issue 43: the order the manufacturer produces carries it).
    netPrice: { amount: true },
    ...partyAndDates,
  },
});
/** The sub-order lists' query: the list's filters and its sort (no reference: a sub-order has none). */
export const SubOrderListQuery = subOrderList.query;
export type SubOrderListQuery = Infer<typeof SubOrderListQuery>;

export const MainOrdersResponse = mainOrderList.response;
export const SubOrdersResponse = subOrderList.response;

/** `GET /items/order/:orderId`: a record's items, in the order they were added (spec §7 "Items"). */
export const itemList = defineList({
  ...ofRecords,
  key: 'items',
  endpoints: { list: 'orderItems', export: 'exportOrderItems' },
  path: '/items/order/:orderId',
  params: OrderIdParams,
  row: Item,
  filters: {},
  file: 'items',
  columns: {
    id: { fixed: true },
    description: {},
    price: { amount: true },
    // The line's discount by hand and what the subtotal adds (issue 43, part 4).
    discountPercent: {},
    amount: { amount: true },
    created: {},
    updated: {},
  },
});
export const ItemsResponse = itemList.response;
/** `GET /items/order/:orderId`'s query: page and page size. */
export const ItemsQuery = itemList.query;
