import type { RecordLabels } from './types.js';

/**
 * A record's labels in English that the details page and the record's PDF share (issue 28): the
 * page's `orderRecord.*` read them from here, the PDF through `enDocumentLabels`.
 */
export const enRecordLabels = {
  information: { quote: 'Quote information', order: 'Order information' },
  transactionNumber: 'Transaction #',
  referenceNumber: 'Reference #',
  status: 'Status',
  requestedDate: 'Requested date',
  salesman: 'Salesman',
  note: 'Note',
  dealer: 'Dealer information',
  dealerNotSet: 'Dealer not set',
  customer: 'Customer contacts',
  customerNotSet: 'Customer not set',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  mobile: 'Mobile',
  fax: 'Fax',
  discount: 'Discount',
  totals: 'Totals',
  subtotal: 'Subtotal',
  discountPercent: 'Discount, %',
  discountFixed: '{{percent}}, fixed at approval',
  total: 'Total',
  description: 'Description',
  price: 'Price',
  door: { hand: { left: 'left', right: 'right' }, swing: { inward: 'inward', outward: 'outward' }, mm: 'mm' },
} satisfies RecordLabels;
