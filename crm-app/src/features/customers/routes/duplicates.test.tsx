import { HttpError, type Customer, type CustomerDuplicate } from '@doorline/api-client';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { Component as CustomersPage } from './customers';
import { Component as DuplicatesPage } from './duplicates';
import { customerFixture } from '../components/customer-fixtures';

const calls = {
  duplicates: vi.fn(),
  merge: vi.fn(),
  notDuplicate: vi.fn(),
  customers: vi.fn(),
  listSettings: vi.fn(),
  dealers: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    customerDuplicates: calls.duplicates,
    mergeCustomers: calls.merge,
    markNotDuplicate: calls.notDuplicate,
    customers: calls.customers,
    listSettings: calls.listSettings,
    dealers: calls.dealers,
  });
  calls.listSettings.mockResolvedValue({ data: [] });
  calls.customers.mockResolvedValue({ data: [], pagination: { page: 1, limit: 5, count: 0 } });
  calls.dealers.mockResolvedValue({ data: [], pagination: { page: 1, limit: 1, count: 0 }, hasMore: false });
});
afterEach(() => {
  vi.clearAllMocks();
});

const merger = ['customers.read', 'customers.write', 'customers.merge'];
const dealerAdmin = makeUser({ type: 'dealer', dealerId: 7 }, merger);
const admin = makeUser({}, [...merger, 'dealers.read']);

const customer = (id: number, fields: Partial<Customer> = {}) =>
  customerFixture(id, { phone: '+380501112233', ...fields });

const pairs: CustomerDuplicate[] = [
  {
    customers: [
      customer(4),
      customer(9, {
        name: 'Hanna Kovall',
        email: 'HANNA@koval.test',
        address: { street: '', city: '', postcode: '', country: '' },
      }),
    ],
    reasons: ['email', 'name'],
  },
  {
    customers: [
      customer(5, { name: 'Petro Shevchuk', email: null }),
      customer(6, { name: 'P. Shevchuk', email: null }),
    ],
    reasons: ['phone'],
  },
];
const pageOf = (data: CustomerDuplicate[], count = data.length) => ({
  data,
  pagination: { page: 1, limit: 5, count },
});

describe('the possible duplicates', () => {
  it("shows each pair side by side with why, a dealer user's own without a dealer column or filter", async () => {
    calls.duplicates.mockResolvedValue(pageOf(pairs, 2));
    renderApp(<DuplicatesPage />, { user: dealerAdmin, route: '/customers/duplicates?dealerId=3' });
    const table = await screen.findByRole('table', { name: 'Possible duplicates' });
    await within(table).findByRole('link', { name: 'Hanna Kovall' });
    // A dealer user's pairs are their own dealer's, whatever the address says.
    expect(calls.duplicates).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, limit: 5 } }));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'Hanna Koval' }).getAttribute('href')).toBe(
      '/customers/4',
    );
    expect(within(first).getByRole('link', { name: 'Hanna Kovall' }).getAttribute('href')).toBe(
      '/customers/9',
    );
    expect(first.textContent).toContain('HANNA@koval.test');
    expect(within(first).getByText('Same e-mail')).toBeTruthy();
    expect(within(first).getByText('Similar name')).toBeTruthy();
    expect(within(rows[2]!).getByText('Same phone')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Dealer' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Dealer/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it("shows the organization each pair's dealer and filters by one from the address", async () => {
    calls.duplicates.mockResolvedValue(pageOf(pairs.slice(0, 1)));
    renderApp(<DuplicatesPage />, { user: admin, route: '/customers/duplicates?dealerId=7&page=1' });
    const table = await screen.findByRole('table', { name: 'Possible duplicates' });
    await within(table).findByRole('link', { name: 'Hanna Kovall' });
    expect(calls.duplicates).toHaveBeenCalledWith(
      expect.objectContaining({ query: { page: 1, limit: 5, dealerId: 7 } }),
    );
    expect(within(table).getByRole('columnheader', { name: 'Dealer' })).toBeTruthy();
    expect(within(table).getAllByText('North Doors').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /^Dealer/ })).toBeTruthy();
  });

  it('says when there are none, and offers to try again when the list could not be loaded', async () => {
    calls.duplicates.mockResolvedValueOnce(pageOf([]));
    const { unmount } = renderApp(<DuplicatesPage />, { user: dealerAdmin, route: '/customers/duplicates' });
    expect(await screen.findByText('No possible duplicates')).toBeTruthy();
    unmount();

    calls.duplicates.mockRejectedValueOnce(new HttpError(500, 'Internal error'));
    calls.duplicates.mockResolvedValueOnce(pageOf(pairs));
    const { person } = renderApp(<DuplicatesPage />, { user: dealerAdmin, route: '/customers/duplicates' });
    await screen.findByText('Could not load the list.');
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Hanna Kovall' })).toBeTruthy();
  });

  it("merges a pair from its Merge and goes to the surviving customer's page", async () => {
    calls.duplicates.mockResolvedValue(pageOf(pairs));
    calls.merge.mockResolvedValueOnce({ message: 'Customers merged', data: customer(4) });
    const { person } = renderApp(<DuplicatesPage />, {
      user: dealerAdmin,
      route: '/customers/duplicates',
      path: '/customers/duplicates',
      routes: <Route path="/customers/:id" element={<h1>The survivor’s page</h1>} />,
    });
    await person.click(await screen.findByRole('button', { name: 'Merge Hanna Koval and Hanna Kovall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge customers' });
    await person.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByRole('heading', { name: 'The survivor’s page' })).toBeTruthy();
    expect(calls.merge).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 4 }, body: expect.objectContaining({ duplicateId: 9 }) }),
    );
  });

  it('marks a pair "Not a duplicate" after asking, and asks for the list again', async () => {
    calls.duplicates.mockResolvedValueOnce(pageOf(pairs)).mockResolvedValue(pageOf(pairs.slice(1)));
    calls.notDuplicate.mockResolvedValueOnce({ message: 'Marked as not a duplicate' });
    const { person } = renderApp(<DuplicatesPage />, {
      user: dealerAdmin,
      route: '/customers/duplicates',
      path: '/customers/duplicates',
    });
    await person.click(
      await screen.findByRole('button', { name: 'Mark Hanna Koval and Hanna Kovall as not a duplicate' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark Hanna Koval and Hanna Kovall as not a duplicate?',
    });
    await person.click(within(dialog).getByRole('button', { name: 'Not a duplicate' }));
    expect(await screen.findByText('Marked as not a duplicate')).toBeTruthy();
    expect(calls.notDuplicate).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 9 }, body: { duplicateId: 4 } }),
    );
    await expect.poll(() => screen.queryByRole('link', { name: 'Hanna Kovall' })).toBeNull();
  });
});

describe("the directory's way to the possible duplicates", () => {
  it('is shown to whom may merge customers only', async () => {
    const { unmount } = renderApp(<CustomersPage />, { user: dealerAdmin, route: '/customers' });
    const link = await screen.findByRole('link', { name: 'Possible duplicates' });
    expect(link.getAttribute('href')).toBe('/customers/duplicates');
    unmount();

    renderApp(<CustomersPage />, {
      user: makeUser({ type: 'dealer', dealerId: 7 }, ['customers.read', 'customers.write']),
      route: '/customers',
    });
    await screen.findByRole('button', { name: 'New customer' });
    expect(screen.queryByRole('link', { name: 'Possible duplicates' })).toBeNull();
  });
});
