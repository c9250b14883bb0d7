import type { CurrentUser, PermissionKey, SubOrderRow } from '@doorline/api-client';
import { daysAfter } from '@doorline/api-client';
import { endpoints, HttpError } from '@doorline/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { stubMethods } from '@/testing/stub-api';
import { makeUser } from '@/testing/users';
import { SubOrdersList } from './sub-orders-list';

const calls = {
  getMe: vi.fn(),
  subOrders: vi.fn(),
  call: vi.fn(),
  lookup: vi.fn(),
  listSettings: vi.fn(),
  updateListSettings: vi.fn(),
};

beforeEach(() => {
  // The actions go through `api.call` with the contract's action tables.
  stubMethods(api, {
    getMe: calls.getMe,
    subOrders: calls.subOrders,
    call: calls.call,
    dealers: calls.lookup,
    listSettings: calls.listSettings,
    updateListSettings: calls.updateListSettings,
  });
  calls.listSettings.mockResolvedValue({ data: [] });
});

const me = (...keys: PermissionKey[]) => makeUser({}, keys);

const row = (id: number, mainId: number, status: SubOrderRow['status']): SubOrderRow => ({
  id,
  orderNumber: `00000${mainId}-${id}`,
  stage: 'order',
  status,
  heldFromStatus: null,
  requestedDate: daysAfter(new Date(), 60),
  mainOrder: { id: mainId, orderNumber: `00000${mainId}`, status: 'order' },
  item: null,
  dealer: { id: 3, name: 'Riverside' },
  user: { id: 7, name: 'Aoife', type: 'dealer' },
  createdAt: '2026-11-21T09:06:00.000Z',
  updatedAt: '2026-11-21T09:06:00.000Z',
});

const rows = [row(11, 1, 'not_started'), row(21, 2, 'not_started'), row(12, 1, 'production')];

function renderList(user: CurrentUser) {
  calls.getMe.mockResolvedValue({ data: user });
  calls.subOrders.mockResolvedValue({ data: rows, pagination: { page: 1, limit: 5, count: 3 } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/orders/items']}>
        <SubOrdersList label="Order items" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SubOrdersList actions', () => {
  it('offers bulk actions common to the selection and sends one call per main order', async () => {
    const user = userEvent.setup();
    calls.call.mockResolvedValue({ message: 'ok', data: { ids: [] } });
    renderList(me('orders.read', 'production.manage'));
    await user.click(await screen.findByRole('checkbox', { name: 'Select order # 000001-11' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order # 000002-21' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions for the selected orders' });
    expect(within(toolbar).getByText('2 selected')).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Start production' })).toBeTruthy();

    // A production row joins: only hold is valid for all three.
    await user.click(screen.getByRole('checkbox', { name: 'Select order # 000001-12' }));
    expect(within(toolbar).queryByRole('button', { name: 'Start production' })).toBeNull();
    await user.click(within(toolbar).getByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(calls.call).toHaveBeenCalledTimes(2));
    expect(calls.call.mock.calls).toEqual([
      [endpoints.hold, { params: { id: 1 }, body: { ids: [11, 12] } }],
      [endpoints.hold, { params: { id: 2 }, body: { ids: [21] } }],
    ]);
    // The list is asked again after the action.
    await waitFor(() => expect(calls.subOrders.mock.calls.length).toBeGreaterThan(1));
  });

  it('shows the server refusal in the dialog and offers nothing without permissions', async () => {
    const user = userEvent.setup();
    calls.call.mockRejectedValue(new HttpError(409, 'Sub-orders 11 could not move'));
    renderList(me('orders.read', 'production.manage'));
    await user.click(await screen.findByRole('button', { name: 'Actions for order # 000001-11' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Start production' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' });
    expect(within(dialog).getByText('Start production: # 000001-11.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Sub-orders 11 could not move')).toBeTruthy();
    expect(calls.call).toHaveBeenCalledWith(endpoints.startProduction, {
      params: { id: 1 },
      body: { ids: [11] },
    });
    cleanup();

    renderList(me('orders.read'));
    expect(await screen.findByText('000001-11')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for order/ })).toBeNull();
  });
});

/** The page's URL search, to read what the list wrote there. */
function Search() {
  return <output aria-label="URL search">{useLocation().search}</output>;
}

describe('SubOrdersList sorting (issue 27)', () => {
  it('sorts by a header: ascending, descending, the default; in the URL, back to page 1, asked of the API', async () => {
    const user = userEvent.setup();
    calls.getMe.mockResolvedValue({ data: me('orders.read') });
    calls.subOrders.mockResolvedValue({ data: rows, pagination: { page: 2, limit: 5, count: 8 } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/orders/items?page=2&status=production']}>
          <SubOrdersList label="Order items" />
          <Search />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const search = await screen.findByRole('status', { name: 'URL search' });
    const requested = await screen.findByRole('columnheader', { name: 'Requested' });
    expect(requested.getAttribute('aria-sort')).toBe('none');
    // Issue 40: the salesman sorts too, and the default order (newest first) shows on Created.
    expect(screen.getByRole('columnheader', { name: 'Salesman' }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Created' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const lastQuery = () => calls.subOrders.mock.calls.at(-1)![0].query;

    await user.click(within(requested).getByRole('button', { name: 'Requested' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'requestedDate', order: 'asc', page: 1 }));
    expect(search.textContent).toBe('?status=production&sort=requestedDate&order=asc');
    expect(requested.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(requested).getByRole('button', { name: 'Requested' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'requestedDate', order: 'desc' }));
    expect(requested.getAttribute('aria-sort')).toBe('descending');

    await user.click(within(requested).getByRole('button', { name: 'Requested' }));
    await waitFor(() => expect(search.textContent).toBe('?status=production'));
    expect(lastQuery()).not.toHaveProperty('sort');
    expect(requested.getAttribute('aria-sort')).toBe('none');
  });
});

describe('SubOrdersList page size (issue 40 item 8)', () => {
  const renderAt = (path: string) => {
    calls.getMe.mockResolvedValue({ data: me('orders.read') });
    calls.subOrders.mockResolvedValue({ data: rows, pagination: { page: 1, limit: 25, count: 40 } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <SubOrdersList label="Order items" />
          <Search />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('opens at the page size the user chose for the list last, not 5', async () => {
    calls.listSettings.mockResolvedValue({
      data: [
        { list: 'orderItems', limit: 25, hiddenColumns: null },
        { list: 'quotes', limit: 100, hiddenColumns: null },
      ],
    });
    renderAt('/orders/items');
    expect(await screen.findByText('000001-11')).toBeTruthy();
    expect(calls.subOrders).toHaveBeenCalledTimes(1);
    expect(calls.subOrders.mock.calls[0]![0].query.limit).toBe(25);
  });

  it('a limit in the URL wins over the saved one', async () => {
    calls.listSettings.mockResolvedValue({ data: [{ list: 'orderItems', limit: 25, hiddenColumns: null }] });
    renderAt('/orders/items?limit=10');
    expect(await screen.findByText('000001-11')).toBeTruthy();
    expect(calls.subOrders.mock.calls.map((call) => call[0].query.limit)).toEqual([10]);
  });

  it('a page size picked is saved for the list', async () => {
    const user = userEvent.setup();
    calls.updateListSettings.mockImplementation(({ body }) =>
      Promise.resolve({ data: { list: body.list, limit: body.limit, hiddenColumns: null } }),
    );
    renderAt('/orders/items');
    expect(await screen.findByText('000001-11')).toBeTruthy();
    expect(calls.subOrders.mock.calls[0]![0].query.limit).toBe(5);
    await user.click(screen.getByRole('button', { name: /^(?!Show suggestions).*Show/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(calls.updateListSettings).toHaveBeenCalledWith({ body: { list: 'orderItems', limit: 25 } }),
    );
    expect(screen.getByRole('status', { name: 'URL search' }).textContent).toBe('?limit=25');
  });
});

describe('SubOrdersList columns (issue 40 item 9)', () => {
  const headers = () =>
    screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);

  it('hides the list’s default hidden columns until the user shows them, and saves the choice', async () => {
    const user = userEvent.setup();
    calls.updateListSettings.mockImplementation(({ body }) =>
      Promise.resolve({ data: { list: body.list, limit: null, hiddenColumns: body.hiddenColumns } }),
    );
    renderList(me('orders.read'));
    expect(await screen.findByText('000001-11')).toBeTruthy();
    expect(headers()).toContain('Created');
    expect(headers()).not.toContain('Updated');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Updated' }));
    await waitFor(() => expect(headers()).toContain('Updated'));
    expect(calls.updateListSettings).toHaveBeenCalledWith({
      body: { list: 'orderItems', hiddenColumns: [] },
    });
  });

  it('shows the columns the user chose for the list', async () => {
    calls.listSettings.mockResolvedValue({
      data: [{ list: 'orderItems', limit: null, hiddenColumns: ['salesman', 'dealer'] }],
    });
    renderList(me('orders.read'));
    expect(await screen.findByText('000001-11')).toBeTruthy();
    expect(headers()).toContain('Updated');
    expect(headers()).not.toContain('Dealer');
    expect(headers()).not.toContain('Salesman');
  });
});

describe('SubOrdersList dealer net (issue 43: the order the manufacturer produces carries the net)', () => {
  it('shows each sub-order’s line net, and a dash when its item is gone', async () => {
    calls.getMe.mockResolvedValue({ data: me('orders.read') });
    const withItem: SubOrderRow = {
      ...row(31, 3, 'not_started'),
      item: { id: 5, description: 'Door', price: 1500, netPrice: 1234.5 },
    };
    renderList(me('orders.read'));
    calls.subOrders.mockResolvedValue({
      data: [withItem, row(32, 3, 'not_started')],
      pagination: { page: 1, limit: 5, count: 2 },
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('000003-31')).toBeTruthy());
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const column = headers.indexOf('Dealer net');
    expect(column).toBeGreaterThan(0);
    const cellOf = (number: string) =>
      within(table).getByText(number).closest('tr')!.querySelectorAll('td, th')[column]!;
    expect(cellOf('000003-31').textContent?.replace(/[^\d.,]/g, '')).toBe('1,234.50');
    expect(cellOf('000003-32').textContent).toBe('—');
  });
});
