import type { CreateCustomerBody, Customer } from '@doorline/api-client';
import type { ComboBoxLoadPage, ComboBoxOption } from '@doorline/design-system';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from './api';
import { customerKeys, type CustomersQuery } from './customer-keys';
import type { ContactValues } from './contact-values';
import { recordQuery } from './prefetch-record';

/*
 * The customer picker's look-up (issue 42; docs/decisions.md "Issue 42: a quote's customer from the
 * directory"): a quote's customer is one of the quote's dealer's customers, or of the organization's
 * own for a quote without a dealer. Here rather than in the customers feature because the sales
 * forms pick a customer too, and a feature never imports another.
 */

/** How many customers a page of the picker holds. */
export const CUSTOMER_LOOKUP_LIMIT = 20;

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

/** One page of `GET /customers` the picker asks for: by name, the scope's customers only. */
export function customerLookupQuery(
  scope: CustomerLookupScope,
  search: string,
  page: number,
): CustomersQuery {
  const term = search.trim();
  return {
    page,
    limit: CUSTOMER_LOOKUP_LIMIT,
    sort: 'name',
    order: 'asc',
    ...(typeof scope === 'number' ? { dealerId: scope } : scope === null ? { withoutDealer: true } : {}),
    ...(term ? { search: term } : {}),
  };
}

/** The body of `POST /customers` for a customer created in the picker by its typed name. */
export function createCustomerBody(scope: CustomerLookupScope, name: string): CreateCustomerBody {
  return { name: name.trim(), ...(typeof scope === 'number' ? { dealerId: scope } : {}) };
}

/** The key of the picker's last option, "Create customer “…”", which carries the typed name. */
const CREATE_PREFIX = 'create:';

/** The name a "Create customer" option's key carries; null for a customer's own key. */
export const createdNameOf = (key: string): string | null =>
  key.startsWith(CREATE_PREFIX) ? key.slice(CREATE_PREFIX.length) : null;

/**
 * The picker's options for one page: each customer, with its e-mail (or phone) to tell namesakes apart,
 * and, on the last page of a search when the user may create customers, "Create customer “…”".
 */
export function customerOptions(
  customers: Customer[],
  {
    search,
    hasMore,
    createLabel,
  }: { search: string; hasMore: boolean; createLabel?: (name: string) => string },
): ComboBoxOption[] {
  const options: ComboBoxOption[] = customers.map((customer) => {
    // One line under the name, in the list's narrow popover: the e-mail, else a phone.
    const description = customer.email ?? customer.phone ?? customer.mobile;
    return { id: String(customer.id), label: customer.name, ...(description ? { description } : {}) };
  });
  const name = search.trim();
  if (createLabel && name && !hasMore)
    options.push({ id: `${CREATE_PREFIX}${name}`, label: createLabel(name) });
  return options;
}

/** The contact fields a picked customer fills (name, e-mail, phone, mobile); the fax stays as typed. */
export const contactFromCustomer = (
  customer: Customer,
): Pick<ContactValues, 'name' | 'email' | 'phone' | 'mobile'> => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ?? '',
  mobile: customer.mobile ?? '',
});

/** One page of `GET /customers`, under the directory's keys (the list's and the picker's). */
export const customerLookupQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => api.customers({ query, signal }),
  });

const customer = recordQuery(customerKeys.record, (args) => api.customer(args));

/** A customer (`GET /customers/{id}`): its page's, and a picker's chosen customer's name. */
export const customerQueryOptions = customer.options;

/** Starts a customer's data from a path parameter (the router's prefetch). */
export const prefetchCustomer = customer.prefetch;

/**
 * The picker's look-up: pages of 20 by name through the query cache, and the customers they held, so
 * that a pick can fill the contact from its customer.
 */
export function useCustomerLookup(scope: CustomerLookupScope, createLabel?: (name: string) => string) {
  const queryClient = useQueryClient();
  // One map for the picker's life: what it holds is read when a pick or the chosen name needs it.
  const [known] = useState(() => new Map<string, Customer>());
  const loadPage = useCallback<ComboBoxLoadPage>(
    async ({ search, page }) => {
      const answer = await queryClient.fetchQuery(
        customerLookupQueryOptions(customerLookupQuery(scope, search, page)),
      );
      for (const row of answer.data) known.set(String(row.id), row);
      const { pagination } = answer;
      const hasMore = pagination.page * pagination.limit < pagination.count;
      return {
        items: customerOptions(answer.data, { search, hasMore, ...(createLabel ? { createLabel } : {}) }),
        hasMore,
      };
    },
    [queryClient, scope, createLabel, known],
  );
  return { loadPage, known };
}

/** `POST /customers` from the picker: the new customer, and the directory's pages asked again. */
export function useCreateCustomerInPlace(scope: CustomerLookupScope) {
  const queryClient = useQueryClient();
  return useCallback(
    async (name: string) => {
      const created = await api.createCustomer({ body: createCustomerBody(scope, name) });
      queryClient.setQueryData(customerKeys.record(created.data.id), created.data);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      return created.data;
    },
    [queryClient, scope],
  );
}
