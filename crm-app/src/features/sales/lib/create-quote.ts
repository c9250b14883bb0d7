import type { CreateOrderBody } from '@doorline/api-client';
import {
  contactFieldNames,
  contactInputOf,
  contactValuesOf,
  isContactEmpty,
  type ContactValues,
} from '@/lib/contact-values';

/* Create Quote (spec §5): requestedDate required; the dealer pick only for the organization; the
   user pick once a dealer is chosen; with no user the quote is the signed-in user's. The customer's
   contact (issue 40) may be left empty. */

export interface CreateQuoteValues {
  requestedDate: string;
  dealerId: string | null;
  userId: string | null;
  /** Named as the API names it, so that its `error[]` paths land on the fields. */
  customerContact: ContactValues;
}

export const emptyCreateQuote: CreateQuoteValues = {
  requestedDate: '',
  dealerId: null,
  userId: null,
  customerContact: contactValuesOf(null),
};

/** The fields the server's `error[]` may name, the customer's by their path (`customerContact.email`). */
export const createQuoteFields = [
  'requestedDate',
  'dealerId',
  'userId',
  ...contactFieldNames.map((name) => `customerContact.${name}` as const),
] as const;

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
  if (!isContactEmpty(values.customerContact)) body.customerContact = contactInputOf(values.customerContact);
  if (accountType === 'organization' && values.dealerId) {
    body.dealerId = Number(values.dealerId);
    if (values.userId) body.userId = Number(values.userId);
  }
  return body;
}
