import type { CreateCustomerBody, Customer } from '@doorline/api-client';
import type { ComboBoxLoadPage, ComboBoxOption } from '@doorline/design-system';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api';
import { customerKeys, type CustomersQuery } from '@/lib/customer-keys';
import type { CustomerLookupScope } from '@/lib/customer-lookup';

/*
 * The customer picker's look-up (issue 42): pages of the scope's customers by name through the query
 * cache, and "Create customer “…”" in place. With the picker (a form piece), so that a page loads it
 * with its form, not with every page's prefetches.
 */

/** How many customers a page of the picker holds. */
export const CUSTOMER_LOOKUP_LIMIT = 20;

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

/** One page of `GET /customers`, under the directory's keys (the list's and the picker's). */
export const customerLookupQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => api.customers({ query, signal }),
  });

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
