// Re-price (issue 43, part 5; docs/decisions.md "Issue 43, part 5: re-pricing a quote"): offered on
// an editable quote with a configured door to whom may change it; its dialog shows each line's price
// now and today with the signed difference and the totals' difference, applies the version it showed,
// and keeps Apply disabled while a door cannot be made today.
import type { Item, OrderEvent, RepricePreview } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { makeUser, renderApp } from '@/testing/render-app';
import { makeQuote } from '@/testing/orders';
import { stubMethods } from '@/testing/stub-api';
import { ItemsPage } from '../routes/items';
import { RecordHistory } from './record-history';

const at = '2026-11-28T09:00:00.000Z';
const free = {
  id: 30,
  orderId: 7,
  kind: 'free',
  description: 'Delivery',
  door: null,
  price: 50,
  discountPercent: 0,
  amount: 50,
  needsApproval: false,
  createdAt: at,
  updatedAt: at,
} as Item;
const door = {
  ...free,
  id: 31,
  kind: 'configured',
  description: 'INT-CLASSIC Classic; 800 × 2000 mm; left, inward',
  door: null,
  price: 300,
  discountPercent: 5,
  amount: 285,
} as Item;

const preview: RepricePreview = {
  version: {
    id: 5,
    number: 3,
    names: { en: 'Dearer', uk: 'Дорожчі', ru: 'Дороже' },
    effectiveFrom: '2026-12-06',
  },
  lines: [
    {
      line: 1,
      itemId: 30,
      kind: 'free',
      description: 'Delivery',
      door: null,
      price: 50,
      newPrice: 50,
      difference: 0,
      discountPercent: 0,
      amount: 50,
      newAmount: 50,
      problems: [],
    },
    {
      line: 2,
      itemId: 31,
      kind: 'configured',
      description: 'INT-CLASSIC Classic; 800 × 2000 mm; left, inward',
      // Written in the reader's language from this (`doorLine`): in English, the description's words.
      door: {
        code: 'INT-CLASSIC',
        names: { en: 'Classic', uk: 'Класичні', ru: 'Классические' },
        width: 800,
        height: 2000,
        hand: 'left',
        swing: 'inward',
        options: [],
      },
      price: 300,
      newPrice: 400,
      difference: 100,
      discountPercent: 5,
      amount: 285,
      newAmount: 380,
      problems: [],
    },
  ],
  totals: { subtotal: 335, total: 335, newSubtotal: 430, newTotal: 430, difference: 95 },
};

const calls = { items: vi.fn(), preview: vi.fn(), reprice: vi.fn() };
beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: vi.fn().mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } }),
    orderDetails: vi.fn().mockResolvedValue({ data: makeQuote({ items: [free, door], itemsCount: 2 }) }),
    orderItems: calls.items,
    repricePreview: calls.preview,
    repriceQuote: calls.reprice,
  });
  calls.items.mockResolvedValue({ data: [free, door], pagination: { page: 1, limit: 100, count: 2 } });
  calls.preview.mockResolvedValue({ data: preview });
});
afterEach(() => {
  vi.clearAllMocks();
});

const salesman = makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'orders.write', 'prices.read']);
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');
const render = (user = salesman) =>
  renderApp(<ItemsPage />, { route: '/quotes/7/items', path: '/quotes/:id/items', user });

async function openDialog() {
  const view = render();
  await view.person.click(await screen.findByRole('button', { name: 'Re-price' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Re-price # 000123 to today’s prices' },
    { timeout: 15_000 },
  );
  await within(dialog).findByRole('table', { name: 'Prices now and today, line by line' });
  return { ...view, dialog };
}

describe('Re-price', () => {
  it('is offered on an editable quote with a door, to whom may change it', async () => {
    render(makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'prices.read']));
    await screen.findByRole('table', { name: 'Quote Items' });
    await screen.findByText(/INT-CLASSIC/);
    expect(screen.queryByRole('button', { name: 'Re-price' })).toBeNull();
  });

  it('is not offered on a quote of free items only', async () => {
    calls.items.mockResolvedValue({ data: [free], pagination: { page: 1, limit: 100, count: 1 } });
    render();
    await screen.findByText('Delivery');
    expect(screen.queryByRole('button', { name: 'Re-price' })).toBeNull();
  });

  it('shows each line now and today with the signed difference, then applies the version it showed', async () => {
    calls.reprice.mockResolvedValue({ message: 'Quote re-priced', data: makeQuote() });
    const { dialog, person } = await openDialog();
    expect(plain(dialog.textContent)).toContain('version 3 “Dearer”, in force from 06.12.2026');
    const table = within(dialog).getByRole('table', { name: 'Prices now and today, line by line' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual([
      'LineDescriptionPrice nowToday’s priceDifference',
      '1Delivery₴50.00₴50.00₴0.00',
      '2INT-CLASSIC Classic; 800 × 2000 mm; left, inward₴300.00₴400.00+₴100.00',
    ]);
    expect(plain(dialog.textContent)).toContain('+₴95.00');
    await person.click(within(dialog).getByRole('button', { name: 'Apply new prices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.reprice).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 7 }, body: { versionId: 5 } }),
    );
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain('Quote re-priced');
  });

  it('shows a door that cannot be made today on its line, and does not apply', async () => {
    const [first, second] = preview.lines;
    calls.preview.mockResolvedValue({
      data: {
        ...preview,
        lines: [
          first,
          {
            ...second!,
            newPrice: null,
            difference: null,
            newAmount: null,
            problems: [
              {
                path: 'items.1.configuration.hand',
                message: 'Not made this way; made: right.',
                code: 'notMadeThisWay',
                params: { offered: 'right' },
              },
            ],
          },
        ],
        totals: { ...preview.totals, newSubtotal: null, newTotal: null, difference: null },
      },
    });
    const { dialog } = await openDialog();
    expect(plain(dialog.textContent)).toContain('Not made this way; made: right.');
    const apply = within(dialog).getByRole('button', { name: 'Apply new prices' });
    expect(apply.hasAttribute('disabled') || apply.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(calls.reprice).not.toHaveBeenCalled();
  });
});

describe('the history of a re-priced quote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names the version it was re-priced to in the reader’s language', async () => {
    const event: OrderEvent = {
      id: 1,
      orderId: 7,
      orderNumber: '000123',
      action: 'reprice',
      fromStatus: 'draft',
      toStatus: 'draft',
      user: { id: 2, name: 'Olena Salesman' },
      detail: JSON.stringify({ number: 3, names: preview.version.names }),
      createdAt: at,
    };
    const order = makeQuote({ events: [event] });
    const view = renderApp(<RecordHistory order={order} />);
    expect(
      within(screen.getByRole('table', { name: 'History' })).getByText('Re-priced to version 3 “Dearer”'),
    ).toBeTruthy();
    view.unmount();
    await i18n.changeLanguage('uk');
    renderApp(<RecordHistory order={order} />);
    expect(
      within(screen.getByRole('table', { name: 'Історія' })).getByText('Ціни оновлено до версії 3 «Дорожчі»'),
    ).toBeTruthy();
  });
});
