import { daysAfter, type OrderDetails } from '@doorline/api-client';

/**
 * A record as `GET /orders/{id}` answers: quote 000123 (id 7), a draft without dealer, customer or
 * items, requested three weeks from today, unless told otherwise.
 */
export function makeQuote(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 7,
    orderNumber: '000123',
    referenceNumber: null,
    note: null,
    requestedDate: daysAfter(new Date(), 21),
    stage: 'quote',
    status: 'draft',
    dealer: null,
    user: null,
    customer: { id: null, contact: null },
    items: [],
    itemsCount: 0,
    subOrders: [],
    totals: { subtotal: 0, discountPercent: 0, discount: 0, total: 0, net: 0, discountFixed: false },
    lineDiscountApproval: null,
    events: [],
    following: false,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}
