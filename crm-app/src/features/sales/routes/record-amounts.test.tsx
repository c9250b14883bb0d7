import type { Item } from '@doorline/api-client';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { makeUser, renderApp } from '@/testing/render-app';
import { makeQuote } from '@/testing/orders';
import { stubMethods } from '@/testing/stub-api';
import { DetailsPage } from './details';
import { ItemsPage } from './items';
import { SubOrdersPage } from './sub-orders';

// Issue 40 item 2: a salesman reads a quote's amounts; every one says the organization's currency
// (the server's CURRENCY, `GET /config`), written the reader's way.

const item: Item = {
  id: 31,
  orderId: 7,
  kind: 'free',
  door: null,
  description: 'Interior door Oak 800',
  price: 1234.5,
  discountPercent: 0,
  amount: 1234.5,
  needsApproval: false,
  netPrice: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

const quote = makeQuote({
  items: [item],
  itemsCount: 1,
  totals: {
    subtotal: 1234.5,
    discountPercent: 10,
    discount: 123.45,
    total: 1111.05,
    net: 987.65,
    discountFixed: false,
  },
});

const config = vi.fn();
beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config,
    orderDetails: vi.fn().mockResolvedValue({ data: quote }),
    orderItems: vi.fn().mockResolvedValue({ data: [item], pagination: { page: 1, limit: 25, count: 1 } }),
  });
  config.mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } });
});
afterAll(() => i18n.changeLanguage('en'));

const salesman = makeUser({}, ['orders.read', 'orders.write']);
/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

const render = (page: 'details' | 'items') =>
  renderApp(page === 'details' ? <DetailsPage /> : <ItemsPage />, {
    route: `/quotes/7/${page}`,
    path: `/quotes/:id/${page}`,
    user: salesman,
  });

describe.each([
  ['en', ['₴1,234.50', '−₴123.45', '₴1,111.05', '₴987.65']],
  ['uk', ['1 234,50 ₴', '−123,45 ₴', '1 111,05 ₴', '987,65 ₴']],
  ['ru', ['1 234,50 ₴', '−123,45 ₴', '1 111,05 ₴', '987,65 ₴']],
])('a quote’s amounts in %s', (language, [subtotal, discount, total, net]) => {
  beforeEach(async () => {
    await i18n.changeLanguage(language);
    await loadNamespaces('sales', 'common', 'lists');
  });

  it('Totals: the subtotal, the discount and the total in the currency', async () => {
    render('details');
    const totals = await screen.findByRole('region', { name: i18n.t('sales:orderRecord.totals') });
    const text = () => plain(totals.textContent);
    await vi.waitFor(() => expect(text()).toContain(total));
    expect(text()).toContain(subtotal);
    expect(text()).toContain(discount);
    // The dealer's net total (issue 43), and why a free line counts as it does.
    expect(text()).toContain(`${i18n.t('sales:orderRecord.netPrice')}${net}`);
    expect(text()).toContain(i18n.t('sales:orderRecord.netFreeLines'));
  });

  it('Items: each price in the currency', async () => {
    render('items');
    const table = await screen.findByRole('table', { name: i18n.t('sales:orderRecord.quoteItems') });
    await within(table).findByText('Interior door Oak 800');
    await vi.waitFor(() => expect(plain(table.textContent)).toContain(subtotal));
  });
});

// A line discount above its giver's maximum (issue 43, part 4): the details say an approver whose
// role allows it must approve, the highest such discount written the reader's way.
describe('a line discount that needs an approval', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await loadNamespaces('sales', 'common', 'lists');
  });

  it('is told on the details, and nothing is told without one', async () => {
    stubMethods(api, {
      orderDetails: vi
        .fn()
        .mockResolvedValue({ data: { ...quote, lineDiscountApproval: { highest: 12.5 } } }),
    });
    const view = render('details');
    expect(
      await screen.findByText(
        'A line discount of 12.5% is above its giver’s maximum: an approver whose role allows it must approve.',
      ),
    ).toBeTruthy();
    view.unmount();
    stubMethods(api, { orderDetails: vi.fn().mockResolvedValue({ data: quote }) });
    render('details');
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByText(/A line discount of/)).toBeNull();
  });
});

// Issue 43: a record of configured doors only has no free line to explain.
describe('the dealer’s net of a record without a free line', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await loadNamespaces('sales', 'common', 'lists');
  });

  it('is shown without the free lines’ footnote', async () => {
    const door: Item = { ...item, kind: 'configured', netPrice: 987.65 };
    stubMethods(api, { orderDetails: vi.fn().mockResolvedValue({ data: { ...quote, items: [door] } }) });
    render('details');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await vi.waitFor(() => expect(plain(totals.textContent)).toContain('Dealer net₴987.65'));
    expect(screen.queryByText(/has no dealer net/)).toBeNull();
  });
});

// Issue 43: the order the manufacturer produces carries the net: each sub-order its line's.
describe('an order’s sub-orders', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await loadNamespaces('sales', 'common', 'lists');
  });

  it('show each one’s dealer net, and a dash when its item is gone', async () => {
    const at = '2026-11-28T09:00:00.000Z';
    const order = {
      ...quote,
      stage: 'order' as const,
      status: 'order' as const,
      subOrders: [
        {
          id: 41,
          orderNumber: '000007-1',
          status: 'not_started' as const,
          itemId: 31,
          netPrice: 987.65,
          createdAt: at,
          updatedAt: at,
        },
        {
          id: 42,
          orderNumber: '000007-2',
          status: 'canceled' as const,
          itemId: null,
          netPrice: null,
          createdAt: at,
          updatedAt: at,
        },
      ],
    };
    stubMethods(api, { orderDetails: vi.fn().mockResolvedValue({ data: order }) });
    renderApp(<SubOrdersPage />, {
      route: '/orders/7/sub-orders',
      path: '/orders/:id/sub-orders',
      user: salesman,
    });
    const table = await screen.findByRole('table', { name: 'Order items' });
    expect(within(table).getByRole('columnheader', { name: 'Dealer net' })).toBeTruthy();
    const rowOf = (number: string) => within(table).getByText(number).closest('tr')!;
    await vi.waitFor(() => expect(plain(rowOf('000007-1').textContent)).toContain('₴987.65'));
    expect(rowOf('000007-2').textContent).toContain('—');
  });
});
