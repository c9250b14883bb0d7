import type { SearchCustomer, SearchRecord, SearchResults } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText, Users } from 'lucide-react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { MenuItemsContext } from '@/lib/menus';
import type { MenuItem } from '@/lib/routing';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { forgetRecent } from '../lib/recent';
import { SearchButton } from './search-button';

const search = vi.fn();

// The palette loads when it first opens: its module is transformed here, not inside a test's wait.
beforeAll(() => import('./search-palette'));

beforeEach(() => {
  search.mockReset();
  stubMethods(api, { search });
});
afterEach(() => forgetRecent());

const preOrder: SearchRecord = {
  id: 812,
  kind: 'main',
  orderNumber: '000812',
  referenceNumber: 'PO-12345',
  customer: { name: 'Pavlo Petrenko', email: 'pavlo@buyer.test' },
  stage: 'preorder',
  status: 'approved',
  dealer: { id: 3, name: 'Oakworks' },
  mainOrder: null,
};
const subOrder: SearchRecord = {
  ...preOrder,
  id: 901,
  kind: 'sub',
  orderNumber: '000812-1',
  referenceNumber: null,
  stage: 'production',
  status: 'production',
  mainOrder: { id: 812, orderNumber: '000812', stage: 'preorder' },
};

const customers: SearchCustomer[] = [
  {
    id: 21,
    name: 'Hanna Lysenko',
    email: 'hanna@villa.test',
    phone: '+380 44 555 0101',
    dealer: { id: 3, name: 'Oakworks' },
  },
  { id: 22, name: 'Hanna Retail', email: null, phone: null, dealer: null },
];

const menu: MenuItem[] = [
  {
    label: 'menu.quotes',
    path: '/quotes',
    icon: FileText,
    accounts: ['organization', 'dealer'],
    place: 'main',
    order: 10,
    access: 'sales',
  },
  {
    label: 'menu.settings',
    path: '/organization',
    icon: Users,
    accounts: ['organization'],
    place: 'footer',
    order: 10,
    access: 'organization',
  },
];

const salesManager = makeUser({ id: 2 }, ['orders.read', 'orders.write', 'users.read', 'dealers.read']);
const productionManager = makeUser({ id: 3 }, ['orders.read', 'production.manage']);
const customerReader = makeUser({ id: 4 }, ['orders.read', 'orders.write', 'customers.read']);

function renderButton(user = salesManager) {
  return renderApp(
    <MenuItemsContext value={menu}>
      <SearchButton />
      <input aria-label="Note" />
      <input aria-label="Editor" aria-keyshortcuts="Control+K" />
      <Routes>
        <Route path="/quotes/:id/details" element={<h1>The pre-order</h1>} />
        <Route path="/orders/:id/details" element={<h1>The order</h1>} />
        <Route path="/orders/:id/sub-orders" element={<h1>The order’s items</h1>} />
        <Route path="/quotes/new" element={<h1>Create quote</h1>} />
        <Route path="/customers/:id" element={<h1>The customer</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MenuItemsContext>,
    { user },
  );
}

const answer = (data: SearchResults) => Promise.resolve({ data });
/** The text an element is labelled by (`aria-labelledby`), its name. */
const nameOf = (element: HTMLElement) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const palette = () => screen.findByRole('dialog', { name: 'Search' });

describe('the search button and palette', () => {
  it('opens with Ctrl+K, asks the server once typing pauses, and Enter opens the chosen record', async () => {
    search.mockImplementation(() => answer({ records: [preOrder, subOrder], dealers: [], users: [] }));
    const { person } = renderButton();
    await person.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const field = within(dialog).getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Five keystrokes with no wait between them (`delay: null`), as a fast typist's: the pause the
    // search waits for comes after the last one, however busy the machine (typed with waits, a
    // machine several times busier paused between keystrokes longer than the search waits).
    await userEvent.setup({ delay: null }).type(field, 'pavlo');
    const record = await within(dialog).findByRole('menuitem', { name: /^000812(?!-)/ });
    // Once, for the whole term, with the signal that abandons it.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ query: { q: 'pavlo' }, signal: expect.any(AbortSignal) });
    expect(nameOf(record)).toBe(
      '000812Pavlo Petrenko · pavlo@buyer.test · Ref. PO-12345 · Oakworks, Pre-order, Approved',
    );
    expect(nameOf(within(dialog).getByRole('menuitem', { name: /^000812-1/ }))).toMatch(
      /^000812-1Sub-order of 000812 · /,
    );
    // The first result is the one the arrows start from; the next is the sub-order, whose page is
    // its main order's.
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(record.id));
    await person.keyboard('{ArrowDown}');
    const sub = within(dialog).getByRole('menuitem', { name: /^000812-1/ });
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(sub.id));
    await person.keyboard('{Enter}');
    // A sub-order opens as its item in its main order's items (issue 40 item 16).
    expect(await screen.findByRole('heading', { name: 'The order’s items' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers what was opened among the recent items, and the actions the user may take, before typing', async () => {
    search.mockImplementation(() => answer({ records: [preOrder], dealers: [], users: [] }));
    const { person } = renderButton();
    await person.click(screen.getByRole('button', { name: 'Search' }));
    let dialog = await palette();
    expect(within(dialog).queryByRole('group', { name: 'Recent' })).toBeNull();
    // A sales manager writes quotes but invites nobody.
    const actions = within(dialog).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['New quote']);
    await person.type(within(dialog).getByRole('searchbox'), 'PO-123');
    await person.click(await within(dialog).findByRole('menuitem', { name: /^000812(?!-)/ }));
    // A pre-order opens at its quote's page.
    expect(await screen.findByRole('heading', { name: 'The pre-order' })).toBeDefined();
    await person.keyboard('{Control>}k{/Control}');
    dialog = await palette();
    const recent = within(dialog).getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('menuitem', { name: /^000812(?!-)/ })).toBeDefined();
  });

  it('lists the menus’ pages and the actions whose names match, without the server for one character', async () => {
    const { person } = renderButton(productionManager);
    await person.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    expect(within(dialog).queryByRole('group', { name: 'Actions' })).toBeNull();
    await person.type(within(dialog).getByRole('searchbox'), 'q');
    const pages = await within(dialog).findByRole('group', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Quotes']);
    expect(
      within(dialog).getByText('Type one more character to search records, customers, dealers and users.'),
    ).toBeDefined();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows the customers under their heading, reached with the arrows, each opening its page (issue 42)', async () => {
    search.mockImplementation(() => answer({ records: [preOrder], customers }));
    const { person } = renderButton(customerReader);
    await person.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const field = within(dialog).getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.setup({ delay: null }).type(field, 'hanna');
    const group = await within(dialog).findByRole('group', { name: 'Customers' });
    const items = within(group).getAllByRole('menuitem');
    expect(items.map(nameOf)).toEqual([
      'Hanna Lysenkohanna@villa.test · +380 44 555 0101 · Oakworks',
      'Hanna Retail',
    ]);
    // The records first, then the customers: the arrows go from the record to each customer in turn.
    const record = within(dialog).getByRole('menuitem', { name: /^000812/ });
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(record.id));
    await person.keyboard('{ArrowDown}');
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(items[0]!.id));
    await person.keyboard('{ArrowDown}');
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(items[1]!.id));
    await person.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'The customer' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened, it is among the recent items.
    await person.keyboard('{Control>}k{/Control}');
    const recent = within(await palette()).getByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getByRole('menuitem', { name: /^Hanna Retail/ })
        .getAttribute('href'),
    ).toBe('/customers/22');
  });

  it('shows no customer to whom may not open the directory', async () => {
    search.mockImplementation(() => answer({ records: [preOrder], customers }));
    const { person } = renderButton();
    await person.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await userEvent.setup({ delay: null }).type(within(dialog).getByRole('searchbox'), 'hanna');
    expect(await within(dialog).findByRole('menuitem', { name: /^000812/ })).toBeDefined();
    expect(within(dialog).queryByRole('group', { name: 'Customers' })).toBeNull();
  });

  it('says so when the server ranked only the first matches of a broad term', async () => {
    search.mockImplementation(() => answer({ records: [preOrder], capped: ['records'] }));
    const { person } = renderButton();
    await person.keyboard('{Control>}k{/Control}');
    await person.type(within(await palette()).getByRole('searchbox'), 'customer');
    expect(await screen.findByText(/Many matches/)).toBeDefined();
  });

  it('opens from a text field, but not from one that declares Ctrl+K its own, and not with Ctrl+B', async () => {
    const { person } = renderButton();
    await person.click(screen.getByRole('textbox', { name: 'Editor' }));
    await person.keyboard('{Control>}k{/Control}');
    await person.keyboard('{Control>}b{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await person.click(screen.getByRole('textbox', { name: 'Note' }));
    await person.keyboard('{Control>}k{/Control}');
    expect(await palette()).toBeDefined();
  });
});
