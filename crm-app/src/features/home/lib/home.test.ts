import type { DashboardActivity, DashboardCount } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { activityHref } from './activity';
import { overdueCards, stageSummaries } from './summaries';
import { weekChart, weekLabel } from './weeks';

const admin = makeUser({ id: 1 }, ['orders.read', 'users.read', 'roles.read', 'dealers.read']);
const production = makeUser({ id: 2 }, ['orders.read', 'production.manage', 'warehouse.manage']);
const dealer = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, ['orders.read']);

const count = (
  kind: DashboardCount['kind'],
  stage: DashboardCount['stage'],
  status: DashboardCount['status'],
  n: number,
  overdue = 0,
): DashboardCount => ({ kind, stage, status, count: n, overdue });

const counts = [
  count('main', 'quote', 'submitted', 3, 1),
  count('main', 'quote', 'draft', 5, 2),
  count('main', 'order', 'order', 9),
  count('sub', 'production', 'completed', 2, 1),
  count('sub', 'production', 'delayed', 1, 1),
  count('sub', 'production', 'production', 4, 3),
  count('sub', 'warehouse', 'delivered', 7),
  count('sub', 'hold', 'hold', 1, 1),
];

describe("Home's numbers, each a link to the list it counts", () => {
  it('sums each stage and lists its statuses in the flow’s order, a link where a list shows exactly them', () => {
    const [quote, preorder, order] = stageSummaries(counts, 'main', admin);
    expect(quote).toMatchObject({ stage: 'quote', count: 8, href: '/quotes' });
    expect(quote!.statuses).toEqual([
      { status: 'draft', count: 5, href: '/quotes?status=draft' },
      { status: 'submitted', count: 3, href: '/quotes?status=submitted' },
    ]);
    expect(preorder).toMatchObject({ count: 0, statuses: [] });
    expect(order!.count).toBe(9);
    const production = stageSummaries(counts, 'sub', admin).find((s) => s.stage === 'production')!;
    expect(production.href).toBe('/production');
    // `delayed` is no status the lists filter by: its number is text.
    expect(production.statuses.map((s) => [s.status, s.href])).toEqual([
      ['production', '/production?status=production'],
      ['completed', '/production?status=completed'],
      ['delayed', null],
    ]);
    // A dealer user's production is in the order items, by status only.
    const theirs = stageSummaries(counts, 'sub', dealer).find((s) => s.stage === 'production')!;
    expect(theirs.href).toBeNull();
    expect(theirs.statuses[0]!.href).toBe('/orders/items?status=production');
  });

  it('counts the overdue per list that filters them, a dealer user’s production and warehouse in their items', () => {
    expect(overdueCards(counts, production)).toEqual([
      { card: 'quote', count: 3, href: '/quotes?overdue=true' },
      { card: 'preorder', count: 0, href: '/pre-orders?overdue=true' },
      { card: 'items', count: 6, href: '/orders/items?overdue=true' },
      { card: 'production', count: 5, href: '/production?overdue=true' },
      { card: 'warehouse', count: 0, href: '/warehouse?overdue=true' },
      { card: 'hold', count: 1, href: '/hold?overdue=true' },
    ]);
    expect(overdueCards(counts, dealer).map((card) => card.card)).toEqual([
      'quote',
      'preorder',
      'items',
      'hold',
    ]);
  });

  it('labels the weeks by their Monday as the tables write a day, whatever the language', () => {
    expect(weekLabel('2026-11-23')).toBe('23.11');
    const chart = weekChart(
      [{ week: '2026-11-23', quote: 2, preorder: 1, order: 0 }],
      (date) => `Week of ${date}`,
    );
    expect(chart).toEqual({
      categories: [{ key: '2026-11-23', label: '23.11', fullLabel: 'Week of 23.11.2026' }],
      values: [[2, 1, 0]],
    });
  });

  it('leads each change to what it is about, when the reader may open it', () => {
    const item = (kind: DashboardActivity['kind'], stage: DashboardActivity['stage'] = null) => ({
      key: 'k',
      kind,
      action: 'x',
      subject: { id: 4, name: 'n' },
      stage,
      toStatus: null,
      actor: null,
      createdAt: '2026-11-21T09:06:00.000Z',
    });
    expect(activityHref(item('order', 'order'), admin)).toBe('/orders/4/details');
    expect(activityHref(item('order', 'quote'), admin)).toBe('/quotes/4/details');
    expect(activityHref(item('user'), admin)).toBe('/organization/users/4/profile');
    expect(activityHref(item('role'), admin)).toBe('/organization/roles/4/profile');
    expect(activityHref(item('dealer'), admin)).toBe('/organization/dealers/4/profile');
    expect(activityHref(item('role'), production)).toBeNull();
  });
});
