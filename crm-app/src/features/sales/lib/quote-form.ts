import type { OrderDetails, UpdateOrderBody } from '@doorline/api-client';

/* The edit form of Quote information (spec §4 "Edit forms", §5 "Edit quote"): every field is
   optional; Save and Reset are enabled only when something changed. Text is compared trimmed. */

export interface QuoteFormValues {
  referenceNumber: string;
  note: string;
  /** `YYYY-MM-DD`, or '' for none. */
  requestedDate: string;
}

type QuoteFields = Pick<OrderDetails, 'referenceNumber' | 'note' | 'requestedDate'>;

export const quoteFormValuesOf = (order: QuoteFields): QuoteFormValues => ({
  referenceNumber: order.referenceNumber ?? '',
  note: order.note ?? '',
  requestedDate: order.requestedDate?.slice(0, 10) ?? '',
});

const fields = ['referenceNumber', 'note', 'requestedDate'] as const;

/** What `PATCH /orders/{id}` would be sent: only the changed fields, emptied ones as null. */
export function quoteChanges(initial: QuoteFormValues, values: QuoteFormValues): UpdateOrderBody {
  const body: UpdateOrderBody = {};
  for (const field of fields) {
    const after = values[field].trim();
    if (after !== initial[field].trim()) body[field] = after || null;
  }
  return body;
}

export const isQuoteChanged = (initial: QuoteFormValues, values: QuoteFormValues) =>
  Object.keys(quoteChanges(initial, values)).length > 0;
