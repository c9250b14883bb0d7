import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { notification, pageOf } from '../components/notification-fixtures';
import { NotificationsPage } from './notifications';

const calls = { unread: vi.fn(), list: vi.fn(), read: vi.fn(), readAll: vi.fn() };

beforeEach(() =>
  stubMethods(api, {
    unreadNotificationCount: calls.unread,
    listNotifications: calls.list,
    readNotification: calls.read,
    readAllNotifications: calls.readAll,
  }),
);

const manager = makeUser({ id: 2 }, ['orders.read', 'orders.approve', 'dealers.read']);

describe('the notifications page', () => {
  it('lists every notification with its actor, time and state; "Unread only" asks for the unread ones', async () => {
    calls.unread.mockResolvedValue({ data: { count: 1 } });
    calls.list.mockImplementation(({ query }: { query: { unread?: boolean } }) =>
      Promise.resolve(
        query.unread
          ? pageOf([notification(1)], 1, 5)
          : pageOf(
              [
                notification(1),
                notification(2, {
                  isOpen: false,
                  code: 'dealerStatusChanged',
                  params: { dealer: 'Northgate Doors', status: 'blocked' },
                  about: { kind: 'dealer', id: 3, number: null },
                  actor: null,
                }),
              ],
              2,
              5,
            ),
      ),
    );
    const { person } = renderApp(<NotificationsPage />, { user: manager, route: '/notifications' });
    const table = await screen.findByRole('table', { name: 'Your notifications' });
    await within(table).findByText('Olena Demo approved quote 000101');
    expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ query: { page: 1, limit: 5 } }));
    // A dealer status is named, not its key; a dealer's notification links to its page.
    const dealer = within(table).getByRole('link', { name: 'The status of Northgate Doors is now Blocked' });
    expect(dealer.getAttribute('href')).toBe('/organization/dealers/3/profile');
    expect(
      within(table).getByRole('link', { name: 'Olena Demo approved quote 000101' }).getAttribute('href'),
    ).toBe('/quotes/101/details');
    expect(within(table).getByText('Unread')).toBeTruthy();
    expect(within(table).getByText('Read')).toBeTruthy();

    await person.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { page: 1, limit: 5, unread: true } }),
      ),
    );
    await waitFor(() => expect(within(table).queryByText(/Northgate Doors/)).toBeNull());
  });

  it('says so when there is nothing, with or without the filter', async () => {
    calls.unread.mockResolvedValue({ data: { count: 0 } });
    calls.list.mockResolvedValue(pageOf([], 0, 5));
    const { unmount } = renderApp(<NotificationsPage />, { user: manager, route: '/notifications' });
    expect(await screen.findByText('You have no notifications.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    unmount();

    renderApp(<NotificationsPage />, { user: manager, route: '/notifications?unread=true' });
    expect(await screen.findByText('You have no unread notifications.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Unread only' }) as HTMLInputElement).checked).toBe(true);
  });

  it('marks a notification read when its link is followed', async () => {
    calls.unread.mockResolvedValue({ data: { count: 1 } });
    calls.list.mockResolvedValue(pageOf([notification(1)], 1, 5));
    calls.read.mockResolvedValue({ data: notification(1, { isOpen: false }) });
    const { person } = renderApp(<NotificationsPage />, { user: manager, route: '/notifications' });
    await person.click(await screen.findByRole('link', { name: 'Olena Demo approved quote 000101' }));
    await waitFor(() => expect(calls.read).toHaveBeenCalledWith({ params: { id: 1 } }));
  });

  it('says so beside the button when "Mark all as read" fails, and the count stays', async () => {
    calls.unread.mockResolvedValue({ data: { count: 1 } });
    calls.list.mockResolvedValue(pageOf([notification(1)], 1, 5));
    calls.readAll.mockRejectedValue(new Error('offline'));
    const { person } = renderApp(<NotificationsPage />, { user: manager, route: '/notifications' });
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await person.click(button);
    expect(await screen.findByText('The notifications could not be marked as read. Try again.')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
