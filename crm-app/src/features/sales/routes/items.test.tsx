import type { Item, ItemDoor, Names, PriceList } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { makeUser, renderApp } from '@/testing/render-app';
import { makeQuote } from '@/testing/orders';
import { stubMethods } from '@/testing/stub-api';
import { ItemsPage } from './items';

// A quote's items (issue 43, part 3): Add door beside Add item, a configured door marked so, with why
// it has its price (the breakdown it was added with) and a copy of it in the configurator.

const names = (en: string): Names => ({ en, uk: `${en} (uk)`, ru: `${en} (ru)` });
const at = '2026-11-28T09:00:00.000Z';
const free: Item = {
  id: 30,
  orderId: 7,
  kind: 'free',
  description: 'Delivery',
  door: null,
  price: 50,
  discountPercent: 0,
  amount: 50,
  needsApproval: false,
  netPrice: null,
  createdAt: at,
  updatedAt: at,
};
const door: Item = {
  ...free,
  id: 31,
  kind: 'configured',
  description: 'FIRE-GUARD 900x2100 L/IN',
  door: {
    code: 'FIRE-GUARD',
    names: names('Guard steel fire door'),
    width: 900,
    height: 2100,
    hand: 'left',
    swing: 'inward',
    options: ['EI30', 'LOCK-2'],
  },
  price: 1470.5,
  amount: 1470.5,
};

const itemDoor: ItemDoor = {
  itemId: 31,
  versionId: 4,
  configuration: {
    modelId: 10,
    width: 900,
    height: 2100,
    hand: 'left',
    swing: 'inward',
    options: [101],
    model: { id: 10, code: 'FIRE-GUARD', names: names('Guard steel fire door') },
    chosen: [
      {
        option: { id: 101, code: 'EI30', names: names('EI30, 30 minutes') },
        group: { id: 9, code: 'fire-rating', names: names('Fire rating') },
      },
    ],
  },
  breakdown: {
    versionId: 4,
    base: {
      amount: 1150,
      source: {
        kind: 'interpolated',
        cells: [
          { width: 800, height: 2100, amount: 1100 },
          { width: 1000, height: 2100, amount: 1200 },
        ],
      },
    },
    options: [{ optionId: 101, price: { kind: 'fixed', amount: 320.5 }, amount: 320.5 }],
    listPrice: 1470.5,
  },
};

const lists: PriceList[] = [
  {
    id: 1,
    code: 'list',
    names: names('List price'),
    isDefault: true,
    versions: [
      {
        id: 4,
        priceListId: 1,
        number: 2,
        names: names('Spring'),
        status: 'published',
        effectiveFrom: '2026-03-01',
        inForce: true,
        copiedFromId: 3,
        createdAt: at,
        publishedAt: at,
      },
    ],
  },
];

const calls = { itemDoor: vi.fn(), lists: vi.fn(), quote: vi.fn(), discount: vi.fn() };
beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: vi.fn().mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } }),
    orderDetails: calls.quote,
    orderItems: vi
      .fn()
      .mockResolvedValue({ data: [free, door], pagination: { page: 1, limit: 100, count: 2 } }),
    itemDoor: calls.itemDoor,
    priceLists: calls.lists,
    setItemDiscount: calls.discount,
  });
  calls.quote.mockResolvedValue({ data: makeQuote({ items: [free, door], itemsCount: 2 }) });
  calls.itemDoor.mockResolvedValue({ data: itemDoor });
  calls.lists.mockResolvedValue({ data: lists });
});
afterEach(() => {
  vi.clearAllMocks();
});

const salesman = makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'orders.write', 'prices.read']);
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The names in a line's actions menu, opened from its row. */
async function actionsOf(person: { click: (element: Element) => Promise<void> }, row: HTMLElement) {
  await person.click(within(row).getByRole('button', { name: /^Actions: item/ }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

const render = (user = salesman) =>
  renderApp(<ItemsPage />, { route: '/quotes/7/items', path: '/quotes/:id/items', user });

describe('a quote’s items', () => {
  it('offer Add door beside Add item, and mark a configured door with its Why this price and Copy', async () => {
    const { person } = render();
    const table = await screen.findByRole('table', { name: 'Quote Items' });
    await within(table).findByText(
      'FIRE-GUARD Guard steel fire door; 900 × 2100 mm; left, inward; EI30, LOCK-2',
    );
    expect(screen.getByRole('link', { name: 'Add door' }).getAttribute('href')).toBe('/quotes/7/items/door');
    expect(screen.getByRole('button', { name: 'Add item' })).toBeTruthy();
    const [, freeRow, doorRow] = within(table).getAllByRole('row');
    expect(within(doorRow!).getByText('Configured')).toBeTruthy();
    expect(within(freeRow!).queryByText('Configured')).toBeNull();
    // One menu of a line's actions: a free line's has its discount only, a door's why and a copy too.
    expect(await actionsOf(person, freeRow!)).toEqual(['Line discount']);
    await person.keyboard('{Escape}');
    expect(await actionsOf(person, doorRow!)).toEqual(['Line discount', 'Why this price', 'Copy']);
    expect(screen.getByRole('menuitem', { name: 'Copy' }).getAttribute('href')).toBe(
      '/quotes/7/items/door?copy=31',
    );
  });

  it('offer neither Add door nor Copy to whom may not change the quote, but Why this price still', async () => {
    const { person } = render(makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'prices.read']));
    const table = await screen.findByRole('table', { name: 'Quote Items' });
    await within(table).findByText(
      'FIRE-GUARD Guard steel fire door; 900 × 2100 mm; left, inward; EI30, LOCK-2',
    );
    expect(screen.queryByRole('link', { name: 'Add door' })).toBeNull();
    const [, freeRow, doorRow] = within(table).getAllByRole('row');
    expect(within(freeRow!).queryByRole('button', { name: /^Actions/ })).toBeNull();
    expect(await actionsOf(person, doorRow!)).toEqual(['Why this price']);
  });

  it('Why this price: the door as it was added, its price version and the stored breakdown', async () => {
    const { person } = render();
    const table = await screen.findByRole('table', { name: 'Quote Items' });
    await person.click(await within(table).findByRole('button', { name: 'Actions: item 31' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Why this price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why this price' });
    await within(dialog).findByText('Guard steel fire door (FIRE-GUARD)');
    const text = plain(dialog.textContent);
    expect(text).toContain('900 × 2100 mm');
    expect(text).toContain('Fire rating: EI30, 30 minutes (EI30)');
    expect(await within(dialog).findByText('Version 2: Spring')).toBeTruthy();
    const breakdown = within(dialog).getByRole('table', { name: 'Price' });
    expect(
      within(breakdown)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual([
      'Base price between 800–1000 mm wide, 2100 mm high₴1,150.00',
      'Fire rating: EI30, 30 minutes₴320.50',
      'List price₴1,470.50',
    ]);
    expect(calls.itemDoor).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 31 } }));
  });
});

// A line's discount by hand (issue 43, part 4): its column, marked when it needs an approval, and
// the form that sets it, for whom may change the quote.
describe('a line discount', () => {
  it('shows each line’s discount, marks one above its giver’s maximum, and sets it in a form', async () => {
    const discounted: Item = { ...door, discountPercent: 8, amount: 1352.86, needsApproval: true };
    stubMethods(api, {
      orderItems: vi
        .fn()
        .mockResolvedValue({ data: [free, discounted], pagination: { page: 1, limit: 100, count: 2 } }),
    });
    calls.discount.mockResolvedValue({ data: { ...free, discountPercent: 12.5, amount: 43.75 } });
    const { person } = render();
    const table = await screen.findByRole('table', { name: 'Quote Items' });
    await within(table).findByText(
      'FIRE-GUARD Guard steel fire door; 900 × 2100 mm; left, inward; EI30, LOCK-2',
    );
    const [, freeRow, doorRow] = within(table).getAllByRole('row');
    expect(within(doorRow!).getByText('8%')).toBeTruthy();
    expect(within(doorRow!).getByText('Needs approval')).toBeTruthy();
    expect(within(freeRow!).getByText('0%')).toBeTruthy();
    expect(within(freeRow!).queryByText('Needs approval')).toBeNull();
    await person.click(within(freeRow!).getByRole('button', { name: 'Actions: item 30' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Line discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line discount: item 30' });
    const field = within(dialog).getByRole('textbox', { name: /^Line discount/ });
    await person.clear(field);
    await person.type(field, '12.5');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.discount).toHaveBeenCalled());
    expect(calls.discount).toHaveBeenCalledWith({ params: { id: 30 }, body: { discountPercent: 12.5 } });
  });

  it('offers no Line discount to whom may not change the quote', async () => {
    const { person } = render(makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'prices.read']));
    const table = await screen.findByRole('table', { name: 'Quote Items' });
    await within(table).findByText(
      'FIRE-GUARD Guard steel fire door; 900 × 2100 mm; left, inward; EI30, LOCK-2',
    );
    expect(await actionsOf(person, within(table).getAllByRole('row')[2]!)).not.toContain('Line discount');
  });

  it('write a configured door’s line in the reader’s language, from the snapshot it keeps', async () => {
    await i18n.changeLanguage('uk');
    try {
      render();
      const table = await screen.findByRole('table', { name: 'Позиції пропозиції' });
      await within(table).findByText(
        'FIRE-GUARD Guard steel fire door (uk); 900 × 2100 мм; ліва, всередину; EI30, LOCK-2',
      );
      expect(within(table).queryByText('FIRE-GUARD 900x2100 L/IN')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
