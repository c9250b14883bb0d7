import type { SearchRecord } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { actionItems, customerItem, dealerItem, recordItem, userItem, type SearchTexts } from './items';
import { forgetRecent, recentOf, rememberRecent, RECENT_LIMIT } from './recent';

// The keys themselves are enough here: what is checked is where each item leads and who gets it.
const t = ((key: string) => key) as unknown as SearchTexts;

const record = (overrides: Partial<SearchRecord>): SearchRecord => ({
  id: 10,
  kind: 'main',
  orderNumber: '000010',
  referenceNumber: null,
  customer: { name: 'Anna', email: 'anna@example.test' },
  stage: 'quote',
  status: 'draft',
  dealer: null,
  mainOrder: null,
  ...overrides,
});

const admin = makeUser({ id: 1 }, [
  'orders.read',
  'orders.write',
  'users.read',
  'users.invite',
  'dealers.read',
]);
const production = makeUser({ id: 2 }, ['orders.read', 'production.manage']);
const dealerAdmin = makeUser({ id: 3, type: 'dealer', dealerId: 7 }, [
  'orders.read',
  'orders.write',
  'dealer.users',
  'dealer.profile',
]);
const salesman = makeUser({ id: 4, type: 'dealer', dealerId: 7 }, ['orders.read', 'orders.write']);

describe("a record's item (docs/search.md 'The palette')", () => {
  it("leads to its page by its stage: a quote's and a pre-order's at the quote, an order's at the order", () => {
    expect(recordItem(record({ stage: 'quote' }), t).href).toBe('/quotes/10/details');
    expect(recordItem(record({ stage: 'preorder', status: 'approved' }), t).href).toBe('/quotes/10/details');
    expect(recordItem(record({ stage: 'order', status: 'order' }), t).href).toBe('/orders/10/details');
  });

  it("leads a sub-order to itself among its main order's items (issue 40)", () => {
    const sub = record({
      id: 11,
      kind: 'sub',
      orderNumber: '000010-1',
      stage: 'production',
      status: 'production',
      mainOrder: { id: 10, orderNumber: '000010', stage: 'order' },
    });
    expect(recordItem(sub, t).href).toBe('/orders/10/sub-orders?item=11');
  });

  it('shows its stage and its status as badges, the status in its tone', () => {
    const item = recordItem(record({ stage: 'preorder', status: 'canceled' }), t);
    expect(item.badges).toEqual([
      { label: 'search:searchStage.preorder', tone: 'neutral' },
      { label: 'sales:orderStatus.canceled', tone: 'neutral' },
    ]);
    expect(recordItem(record({ stage: 'quote', status: 'rejected' }), t).badges?.[1]?.tone).toBe('critical');
  });
});

describe("a dealer's and a user's item", () => {
  it("leads to the organization's pages, or a dealer admin's own user page", () => {
    const dealer = { id: 7, name: 'Oakworks', status: 'active' as const, email: null };
    expect(dealerItem(dealer, admin)?.href).toBe('/organization/dealers/7/profile');
    const user = {
      id: 9,
      name: 'Marta',
      email: 'm@x.test',
      type: 'dealer' as const,
      status: 'active' as const,
      dealer: null,
    };
    expect(userItem(user, admin)?.href).toBe('/organization/users/9/profile');
    expect(userItem(user, dealerAdmin)?.href).toBe('/dealer/users/9');
    expect(userItem({ ...user, id: 3 }, dealerAdmin)?.href).toBe('/me/profile');
    expect(userItem(user, salesman)).toBeNull();
  });
});

describe("a customer's item (issue 42)", () => {
  const customer = {
    id: 21,
    name: 'Hanna Lysenko',
    email: 'hanna@villa.test',
    phone: '+380 44 555 0101',
    dealer: { id: 7, name: 'Oakworks' },
  };

  it('leads to its page for whom may open the directory, either account type, with its dealer for the organization', () => {
    const reader = makeUser({ id: 5 }, ['customers.read']);
    const dealerReader = makeUser({ id: 6, type: 'dealer', dealerId: 7 }, ['customers.read']);
    expect(customerItem(customer, reader)).toMatchObject({
      id: 'customer-21',
      label: 'Hanna Lysenko',
      description: 'hanna@villa.test · +380 44 555 0101 · Oakworks',
      href: '/customers/21',
    });
    // A dealer user's customers are all their dealer's: the dealer is not repeated.
    expect(customerItem(customer, dealerReader)).toMatchObject({
      description: 'hanna@villa.test · +380 44 555 0101',
      href: '/customers/21',
    });
    // Without customers.read: no link, so no item.
    expect(customerItem(customer, admin)).toBeNull();
  });

  it('says what it has: no e-mail, phone or dealer, no empty parts', () => {
    const own = { ...customer, email: null, phone: null, dealer: null };
    expect(customerItem(own, makeUser({ id: 5 }, ['customers.read']))?.description).toBe('');
  });
});

describe('the actions', () => {
  const ids = (user: Parameters<typeof actionItems>[0]) => actionItems(user, t).map((a) => [a.id, a.href]);

  it('are what the user may do: a new quote, an invite into the list they may open', () => {
    expect(ids(admin)).toEqual([
      ['new-quote', '/quotes/new'],
      ['invite-user', '/organization/users/invite'],
    ]);
    expect(ids(dealerAdmin)).toEqual([
      ['new-quote', '/quotes/new'],
      ['invite-user', '/dealer/users/invite'],
    ]);
    expect(ids(salesman)).toEqual([['new-quote', '/quotes/new']]);
    expect(ids(production)).toEqual([]);
    expect(ids(undefined)).toEqual([]);
  });
});

describe('the recent items', () => {
  it('keep the latest first, once each, at most five, for the user who opened them only', () => {
    forgetRecent();
    for (let n = 1; n <= RECENT_LIMIT + 1; n++) rememberRecent(1, { kind: 'page', path: `/p${n}` });
    rememberRecent(1, { kind: 'page', path: '/p3' });
    expect(recentOf(1).map((entry) => (entry.kind === 'page' ? entry.path : ''))).toEqual([
      '/p3',
      '/p6',
      '/p5',
      '/p4',
      '/p2',
    ]);
    expect(recentOf(2)).toEqual([]);
    rememberRecent(2, { kind: 'page', path: '/q' });
    expect(recentOf(1)).toEqual([]);
    forgetRecent();
  });
});
