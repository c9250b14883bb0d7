import type { Customer } from '@doorline/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { testQueryClient } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import {
  createCustomerBody,
  createdNameOf,
  customerLookupQuery,
  customerOptions,
  useCustomerLookup,
} from '@/components/form/customer-lookup';
import { contactFromCustomer, customerLookupScope, type CustomerLookupScope } from './customer-lookup';

const customer = (id: number, name: string, more: Partial<Customer> = {}): Customer => ({
  id,
  name,
  email: null,
  phone: null,
  mobile: null,
  address: { street: '', city: '', postcode: '', country: '' },
  note: '',
  tags: [],
  dealer: null,
  createdBy: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  ...more,
});
const createLabel = (name: string) => `Create customer “${name}”`;

describe('the customer picker’s look-up', () => {
  it('offers a dealer user their own customers, the organization the quote’s dealer’s or its own', () => {
    expect(customerLookupScope('dealer', 3)).toBe('own');
    expect(customerLookupScope('organization', 3)).toBe(3);
    expect(customerLookupScope('organization', null)).toBeNull();
  });

  it('asks GET /customers for 20 by name, in the scope, with the search trimmed', () => {
    const base = { page: 1, limit: 20, sort: 'name', order: 'asc' };
    expect(customerLookupQuery('own', ' ann ', 1)).toEqual({ ...base, search: 'ann' });
    expect(customerLookupQuery(3, '', 1)).toEqual({ ...base, dealerId: 3 });
    expect(customerLookupQuery(null, 'ann', 2)).toEqual({
      ...base,
      page: 2,
      withoutDealer: true,
      search: 'ann',
    });
  });

  it('creates a customer with the typed name, of the quote’s dealer for the organization', () => {
    expect(createCustomerBody('own', ' Ann Buyer ')).toEqual({ name: 'Ann Buyer' });
    expect(createCustomerBody(3, 'Ann Buyer')).toEqual({ name: 'Ann Buyer', dealerId: 3 });
    expect(createCustomerBody(null, 'Ann Buyer')).toEqual({ name: 'Ann Buyer' });
  });

  it('ends the last page of a search with "Create customer" for whom may create one', () => {
    const rows = [customer(7, 'Ann Buyer', { email: 'ann@example.test', mobile: '+380501112233' })];
    const options = customerOptions(rows, { search: ' Ann ', hasMore: false, createLabel });
    expect(options).toEqual([
      { id: '7', label: 'Ann Buyer', description: 'ann@example.test' },
      { id: 'create:Ann', label: 'Create customer “Ann”' },
    ]);
    expect(createdNameOf(options[1]!.id)).toBe('Ann');
    const phoned = customerOptions([customer(8, 'Bo', { mobile: '+380501112233' })], {
      search: '',
      hasMore: false,
    });
    expect(phoned).toEqual([{ id: '8', label: 'Bo', description: '+380501112233' }]);
    expect(createdNameOf('7')).toBeNull();
  });

  it('offers no creation without a search, before the last page, or without the permission', () => {
    const rows = [customer(7, 'Ann Buyer')];
    expect(customerOptions(rows, { search: '  ', hasMore: false, createLabel })).toEqual([
      { id: '7', label: 'Ann Buyer' },
    ]);
    expect(customerOptions(rows, { search: 'Ann', hasMore: true, createLabel })).toHaveLength(1);
    expect(customerOptions(rows, { search: 'Ann', hasMore: false })).toHaveLength(1);
  });

  it('fills the name, e-mail, phone and mobile from a customer, an empty one as an empty field', () => {
    expect(contactFromCustomer(customer(7, 'Ann Buyer', { phone: '+380441234567' }))).toEqual({
      name: 'Ann Buyer',
      email: '',
      phone: '+380441234567',
      mobile: '',
    });
  });
});

const calls = { list: vi.fn() };
beforeEach(() => stubMethods(api, { customers: calls.list }));

function lookup(scope: CustomerLookupScope) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCustomerLookup(scope, createLabel), { wrapper }).result.current;
}

describe('useCustomerLookup', () => {
  it('reads pages while the count says there are more, and knows the customers it read', async () => {
    calls.list.mockResolvedValue({
      data: [customer(7, 'Ann Buyer')],
      pagination: { page: 1, limit: 20, count: 21 },
    });
    const { loadPage, known } = lookup(3);
    await expect(loadPage({ search: 'ann', page: 1, signal: new AbortController().signal })).resolves.toEqual(
      {
        items: [{ id: '7', label: 'Ann Buyer' }],
        hasMore: true,
      },
    );
    expect(calls.list).toHaveBeenLastCalledWith({
      query: { page: 1, limit: 20, sort: 'name', order: 'asc', dealerId: 3, search: 'ann' },
      signal: expect.anything(),
    });
    expect(known.get('7')?.name).toBe('Ann Buyer');
  });
});
