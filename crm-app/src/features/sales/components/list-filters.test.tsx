import { listStatuses, subOrderList } from '@doorline/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { stubMethods } from '@/testing/stub-api';
import { readListQuery } from '@/lib/list-params';
import { ListFilters } from './list-filters';
import { OrdersTabs } from './orders-tabs';

beforeEach(() => stubMethods(api, { dealers: vi.fn() }));

function renderFilters(query: string, statuses = listStatuses('sub', 'production'), dealerName?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ListFilters
        list={readListQuery(subOrderList, new URLSearchParams(query), { choices: { status: statuses } })}
        hasFilters={false}
        searchPlaceholder="Search"
        statuses={statuses}
        showDealer
        dealerName={dealerName}
        onChange={() => {}}
        onClear={() => {}}
      />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ListFilters', () => {
  it('offers only the statuses the list can hold', async () => {
    const user = userEvent.setup();
    renderFilters('');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All statuses', 'Production', 'Completed']);
  });

  it('shows the overdue filter Home links with, and asks for it or drops it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const statuses = listStatuses('main', 'quote');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ListFilters
          list={readListQuery(subOrderList, new URLSearchParams('overdue=true'), {
            choices: { status: statuses },
          })}
          hasFilters
          searchPlaceholder="Search"
          statuses={statuses}
          showDealer={false}
          onChange={onChange}
          onClear={() => {}}
        />
      </QueryClientProvider>,
    );
    const due = screen.getByRole('button', { name: /Due/ });
    expect(due.textContent).toContain('Overdue only');
    await user.click(due);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Any date' }));
    expect(onChange).toHaveBeenLastCalledWith({ overdue: undefined });
    expect(screen.getByRole('button', { name: 'Clear' })).not.toHaveProperty('disabled', true);
  });

  it('names the dealer of a dealerId in the URL even when no row carries its name', async () => {
    vi.mocked(api.dealers).mockResolvedValue({
      data: [{ id: 7, name: 'Northgate Doors' }],
      pagination: { page: 1, limit: 1, count: 1 },
      hasMore: false,
    } as never);
    renderFilters('dealerId=7');
    // By its id until the server has named it (issue 24: never "All dealers", nor the id for good).
    expect(screen.getByRole('combobox', { name: 'Dealer' })).toHaveProperty('value', 'Dealer # 7');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Dealer' })).toHaveProperty('value', 'Northgate Doors'),
    );
    expect(api.dealers).toHaveBeenCalledWith({
      query: { id: 7, limit: 1 },
      signal: expect.anything(),
    });
    cleanup();
    renderFilters('dealerId=7', undefined, 'Riverside Doors');
    expect(screen.getByRole('combobox', { name: 'Dealer' })).toHaveProperty('value', 'Riverside Doors');
    cleanup();
    renderFilters('');
    expect(screen.getByRole('combobox', { name: 'Dealer' })).toHaveProperty('value', '');
  });
});

describe('OrdersTabs', () => {
  it('links the orders area both ways: Orders and Order items', () => {
    render(
      <MemoryRouter>
        <OrdersTabs selected="items">
          <p>list</p>
        </OrdersTabs>
      </MemoryRouter>,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Orders area' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Orders', '/orders'],
      ['Order items', '/orders/items'],
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual([null, 'page']);
  });
});
