import type { CreateOrderBody, Customer } from '@doorline/api-client';
import { contactFromCustomer } from '@/lib/customer-lookup';
import {
  contactFieldNames,
  contactInputOf,
  contactValuesOf,
  isContactEmpty,
  type ContactValues,
} from '@/lib/contact-values';

/* Create Quote (spec §5): requestedDate required; the dealer pick only for the organization; the
   user pick once a dealer is chosen; with no user the quote is the signed-in user's. The customer's
   contact (issue 40) may be left empty; a customer of the directory (issue 42) may be picked for it,
   one of the quote's dealer's (docs/decisions.md "Issue 42: a quote's customer from the directory"). */

export interface CreateQuoteValues {
  requestedDate: string;
  dealerId: string | null;
  userId: string | null;
  /** The customer of the directory the quote is for, as the picker holds it; null for none. */
  customerId: string | null;
  /** Named as the API names it, so that its `error[]` paths land on the fields. */
  customerContact: ContactValues;
}

export const emptyCreateQuote: CreateQuoteValues = {
  requestedDate: '',
  dealerId: null,
  userId: null,
  customerId: null,
  customerContact: contactValuesOf(null),
};

/** The fields the server's `error[]` may name, the customer's by their path (`customerContact.email`). */
export const createQuoteFields = [
  'requestedDate',
  'dealerId',
  'userId',
  'customerId',
  ...contactFieldNames.map((name) => `customerContact.${name}` as const),
] as const;

/**
 * Choosing another dealer clears the user and the customer of the directory, who belonged to the
 * previous one (the contact typed or filled stays).
 */
export function withDealer(values: CreateQuoteValues, dealerId: string | null): CreateQuoteValues {
  if (dealerId === values.dealerId) return values;
  return { ...values, dealerId, userId: null, customerId: null };
}

/**
 * A customer of the directory picked: its id, and its contact in the contact's fields (the fax stays
 * as typed). For the organization its dealer too (a customer's page's New quote: the quote is for
 * the customer's dealer, or the organization's own without one); a dealer user's is their own.
 */
export function withCustomer(
  values: CreateQuoteValues,
  customer: Customer,
  accountType: 'organization' | 'dealer',
): CreateQuoteValues {
  const picked = {
    ...values,
    customerId: String(customer.id),
    customerContact: { ...values.customerContact, ...contactFromCustomer(customer) },
  };
  if (accountType === 'dealer') return picked;
  const dealerId = customer.dealer ? String(customer.dealer.id) : null;
  return dealerId === values.dealerId ? picked : { ...picked, dealerId, userId: null };
}

/** The body of `POST /orders`; a dealer user's dealer is their own, so nothing is sent for it. */
export function createQuoteBody(
  values: CreateQuoteValues,
  accountType: 'organization' | 'dealer',
): CreateOrderBody {
  const body: CreateOrderBody = { requestedDate: values.requestedDate };
  if (!isContactEmpty(values.customerContact)) body.customerContact = contactInputOf(values.customerContact);
  if (values.customerId) body.customerId = Number(values.customerId);
  if (accountType === 'organization' && values.dealerId) {
    body.dealerId = Number(values.dealerId);
    if (values.userId) body.userId = Number(values.userId);
  }
  return body;
}
