import type { CreateOrderBody } from '@doorline/api-client';

/* Create Quote (spec §5): requestedDate required; the dealer pick only for the organization; the
   user pick once a dealer is chosen; with no user the quote is the signed-in user's. */

export interface CreateQuoteValues {
  requestedDate: string;
  dealerId: string | null;
  userId: string | null;
}

export const emptyCreateQuote: CreateQuoteValues = { requestedDate: '', dealerId: null, userId: null };

/** Choosing another dealer clears the user, who belonged to the previous one. */
export function withDealer(values: CreateQuoteValues, dealerId: string | null): CreateQuoteValues {
  if (dealerId === values.dealerId) return values;
  return { ...values, dealerId, userId: null };
}

/** The body of `POST /orders`; a dealer user's dealer is their own, so nothing is sent for it. */
export function createQuoteBody(
  values: CreateQuoteValues,
  accountType: 'organization' | 'dealer',
): CreateOrderBody {
  const body: CreateOrderBody = { requestedDate: values.requestedDate };
  if (accountType === 'organization' && values.dealerId) {
    body.dealerId = Number(values.dealerId);
    if (values.userId) body.userId = Number(values.userId);
  }
  return body;
}
