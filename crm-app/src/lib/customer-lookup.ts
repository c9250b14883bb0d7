import type { Customer } from '@doorline/api-client';
import { api } from './api';
import type { ContactValues } from './contact-values';
import { customerKeys } from './customer-keys';
import { recordQuery } from './prefetch-record';

/*
 * A quote's customer from the directory (issue 42; docs/decisions.md "Issue 42: a quote's customer
 * from the directory"): whose customers a quote's picker offers, the contact a picked customer fills,
 * and a customer's query. Here rather than in the customers feature because the sales forms pick a
 * customer too, and a feature never imports another; the picker's own look-up (its pages, "Create
 * customer") is with the picker, components/form/customer-lookup.ts.
 */

/**
 * Whose customers the picker offers: `own` for a dealer user (the server answers with their dealer's
 * only), a dealer's id for the organization's quote of that dealer, `null` for the organization's
 * quote without a dealer (the organization's own customers).
 */
export type CustomerLookupScope = 'own' | number | null;

/** The scope of a quote's picker: a dealer user's own, else the quote's dealer (or none). */
export const customerLookupScope = (
  accountType: 'organization' | 'dealer',
  dealerId: number | null | undefined,
): CustomerLookupScope => (accountType === 'dealer' ? 'own' : (dealerId ?? null));

/** The contact fields a picked customer fills (name, e-mail, phone, mobile); the fax stays as typed. */
export const contactFromCustomer = (
  customer: Customer,
): Pick<ContactValues, 'name' | 'email' | 'phone' | 'mobile'> => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ?? '',
  mobile: customer.mobile ?? '',
});

const customer = recordQuery(customerKeys.record, (args) => api.customer(args));

/** A customer (`GET /customers/{id}`): its page's, and a picker's chosen customer's name. */
export const customerQueryOptions = customer.options;

/** Starts a customer's data from a path parameter (the router's prefetch). */
export const prefetchCustomer = customer.prefetch;
