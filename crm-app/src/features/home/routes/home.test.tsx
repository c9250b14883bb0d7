import { daysAfter, formatDay, type Dashboard } from '@doorline/api-client';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeDashboard } from '@/testing/dashboard';
import { makeUser, renderApp } from '@/testing/render-app';
import { HomePartsContext } from '@/lib/home-parts';
import { stubMethods } from '@/testing/stub-api';
import { HomePage } from './home';

/** A requested date a month past, counted from the clock: overdue on any day the test runs. */
const OVERDUE_DAY = daysAfter(new Date(), -30);

const dashboard = vi.fn();
beforeEach(() => stubMethods(api, { dashboard }));

const weeks = Array.from({ length: 12 }, (_, i) => ({
  week: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-0${1 + (i % 4)}`,
  quote: i,
  preorder: 0,
  order: 1,
}));

const empty = makeDashboard();

const manager = makeUser({ id: 2 }, ['orders.read', 'orders.approve', 'users.read']);
const dealerAdmin = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, [
  'orders.read',
  'orders.confirm',
  'dealer.profile',
]);

describe('Home', () => {
  it("shows a sales manager's work, every number a link to the list it counts", async () => {
    dashboard.mockResolvedValue({
      data: {
        ...empty,
        counts: [
          { kind: 'main', stage: 'quote', status: 'submitted', count: 4, overdue: 1 },
          { kind: 'main', stage: 'preorder', status: 'approved', count: 2, overdue: 0 },
          { kind: 'sub', stage: 'production', status: 'production', count: 3, overdue: 2 },
        ],
        waiting: [
          { action: 'approve', kind: 'main', stage: 'quote', status: 'submitted', count: 4, overdue: 1 },
          { action: 'confirm', kind: 'main', stage: 'preorder', status: 'approved', count: 2, overdue: 0 },
        ],
        weeks,
        due: [
          {
            id: 31,
            orderNumber: '000120-1',
            stage: 'production',
            status: 'production',
            requestedDate: OVERDUE_DAY,
            mainOrderId: 30,
            dealer: { id: 3, name: 'Northgate Doors' },
          },
        ],
        activity: [
          {
            key: 'order-1',
            kind: 'order',
            action: 'approve',
            subject: { id: 30, name: '000120' },
            stage: 'order',
            toStatus: 'approved',
            actor: { id: 2, name: 'Olena Demo' },
            createdAt: '2026-11-21T09:06:00.000Z',
          },
        ],
      } satisfies Dashboard,
    });
    renderApp(<HomePage />, { user: manager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
    expect(within(waiting).getByRole('link', { name: 'Quotes to approve: 4' }).getAttribute('href')).toBe(
      '/quotes?status=submitted',
    );
    expect(
      within(waiting).getByRole('link', { name: 'Quotes to approve, overdue: 1' }).getAttribute('href'),
    ).toBe('/quotes?status=submitted&overdue=true');
    expect(within(waiting).getByText('None overdue')).toBeTruthy();
    const overdue = screen.getByRole('list', { name: 'Overdue' });
    expect(within(overdue).getByRole('link', { name: 'Overdue, Quotes: 1' }).getAttribute('href')).toBe(
      '/quotes?overdue=true',
    );
    expect(
      within(overdue).getByRole('link', { name: 'Overdue, In production: 2' }).getAttribute('href'),
    ).toBe('/production?overdue=true');
    // Due soonest: the order's page, its date overdue.
    const due = screen.getByRole('table', { name: 'Order items due soonest' });
    expect(within(due).getByRole('link', { name: '000120-1' }).getAttribute('href')).toBe(
      '/orders/30/details',
    );
    expect(within(due).getByText(`${formatDay(OVERDUE_DAY)}, overdue`)).toBeTruthy();
    // The activity in a record's history's words; the chart as a table too.
    expect((await screen.findByRole('link', { name: /000120: Approved/ })).getAttribute('href')).toBe(
      '/orders/30/details',
    );
    expect(screen.getByRole('group', { name: 'New records per week, by stage now' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'New records per week, by stage now' })).toBeTruthy();
    const stages = screen.getByRole('list', { name: 'Records by stage' });
    expect(within(stages).getByRole('link', { name: 'Submitted: 4' }).getAttribute('href')).toBe(
      '/quotes?status=submitted',
    );
  });

  it("shows a dealer user their discount, their dealer's numbers, and the other features' parts", async () => {
    dashboard.mockResolvedValue({
      data: {
        ...empty,
        counts: [{ kind: 'main', stage: 'quote', status: 'draft', count: 1, overdue: 0 }],
        waiting: [
          { action: 'confirm', kind: 'main', stage: 'preorder', status: 'approved', count: 0, overdue: 0 },
        ],
        weeks,
        due: [],
        notifications: [],
        dealer: { id: 3, name: 'Northgate Doors', discount: 12.5 },
      } satisfies Dashboard,
    });
    // A feature's part (the notifications'), shown when the answer has something for it.
    const parts = [
      {
        id: 'shown',
        order: 0,
        shows: (answer: Dashboard) => answer.notifications !== null,
        Component: () => <p>A part of another feature</p>,
      },
      { id: 'hidden', order: 1, shows: () => false, Component: () => <p>Never shown</p> },
    ];
    renderApp(
      <HomePartsContext value={parts}>
        <HomePage />
      </HomePartsContext>,
      { user: dealerAdmin },
    );
    const discount = await screen.findByRole('link', { name: 'Your discount: 12.5 %' });
    expect(discount.getAttribute('href')).toBe('/dealer/profile');
    // A dealer user's production is not a list of theirs: no such overdue card.
    const overdue = screen.getByRole('list', { name: 'Overdue' });
    expect(within(overdue).queryByText('In production')).toBeNull();
    expect(screen.getByText('Nothing is on its way.')).toBeTruthy();
    expect(screen.getByText('A part of another feature')).toBeTruthy();
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('tells a fresh dealer what to do first, with only the steps their role may take (issue 40)', async () => {
    const fresh: Dashboard = {
      ...empty,
      counts: [],
      weeks,
      due: [],
      notifications: [],
      dealer: { id: 3, name: 'Northgate Doors', discount: 0 },
    };
    dashboard.mockResolvedValue({ data: fresh });
    // The dealer's administrator: writes quotes and invites the team.
    const admin = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, [
      'orders.read',
      'orders.write',
      'dealer.users',
      'dealer.profile',
    ]);
    const first = renderApp(<HomePage />, { user: admin });
    const start = await screen.findByRole('region', { name: 'Getting started' });
    const links = within(start).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create your first quote', '/quotes/new'],
      ['Invite your team', '/dealer/users/invite'],
      ['Set your e-mail preferences', '/me/notifications'],
    ]);
    first.unmount();

    // A salesman who may not invite (no dealer.users): no invitation to follow.
    const salesman = makeUser({ id: 6, type: 'dealer', dealerId: 3 }, ['orders.read', 'orders.write']);
    const second = renderApp(<HomePage />, { user: salesman });
    const theirs = await screen.findByRole('region', { name: 'Getting started' });
    expect(
      within(theirs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/quotes/new', '/me/notifications']);
    second.unmount();

    // Once the dealer has a record, Home is its numbers again.
    dashboard.mockResolvedValue({
      data: { ...fresh, counts: [{ kind: 'main', stage: 'quote', status: 'draft', count: 1, overdue: 0 }] },
    });
    renderApp(<HomePage />, { user: admin });
    expect(await screen.findByRole('link', { name: 'Your discount: 0 %' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });

  it('shows the customers in scope and the new ones, each a link to the directory (issue 42)', async () => {
    dashboard.mockResolvedValue({ data: { ...empty, customers: { total: 42, recent: 5 } } });
    // A role that reads only customers: Home is their customers, not "nothing to follow".
    const reader = makeUser({ id: 8, type: 'dealer', dealerId: 3 }, ['customers.read']);
    const first = renderApp(<HomePage />, { user: reader });
    const section = await screen.findByRole('list', { name: 'Customers' });
    expect(within(section).getByRole('link', { name: 'All customers: 42' }).getAttribute('href')).toBe(
      '/customers',
    );
    expect(
      within(section).getByRole('link', { name: 'New in the last 30 days: 5' }).getAttribute('href'),
    ).toBe('/customers?sort=createdAt&order=desc');
    expect(screen.queryByRole('heading', { name: 'Nothing to follow here yet' })).toBeNull();
    first.unmount();

    // No customers part in the answer: no section.
    dashboard.mockResolvedValue({
      data: { ...empty, counts: [{ kind: 'main', stage: 'quote', status: 'draft', count: 1, overdue: 0 }] },
    });
    renderApp(<HomePage />, { user: manager });
    expect(await screen.findByRole('list', { name: 'Overdue' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Customers' })).toBeNull();
  });

  it('says there is nothing to follow to a user whose role shows nothing, and offers Retry on a failure', async () => {
    dashboard.mockResolvedValueOnce({ data: empty });
    const first = renderApp(<HomePage />, { user: makeUser({ id: 9 }) });
    expect(await screen.findByRole('heading', { name: 'Nothing to follow here yet' })).toBeTruthy();
    first.unmount();

    dashboard.mockRejectedValueOnce(new Error('down'));
    dashboard.mockResolvedValueOnce({ data: empty });
    const { person } = renderApp(<HomePage />, { user: makeUser({ id: 9 }) });
    expect(await screen.findByText('Could not load your Home.')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to follow here yet' })).toBeTruthy();
  });
});
