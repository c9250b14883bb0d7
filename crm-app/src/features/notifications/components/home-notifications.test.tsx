import type { Dashboard } from '@doorline/api-client';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeDashboard } from '@/testing/dashboard';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { feature } from '../feature';
import { HomeNotifications } from './home-notifications';
import { notification } from './notification-fixtures';

const dealerAdmin = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, ['orders.read', 'dealer.profile']);
const answer = (notifications: Dashboard['notifications']) => makeDashboard({ notifications });

describe("Home's notifications (a dealer user's part of Home)", () => {
  it('shows only when the answer carries notifications: a dealer user’s', () => {
    const [part] = feature.home!;
    expect(part!.shows(answer(null))).toBe(false);
    expect(part!.shows(answer([]))).toBe(true);
  });

  it('words each as the bell does, unread marked, each leading to what it is about', async () => {
    renderApp(
      <HomeNotifications dashboard={answer([notification(1), notification(2, { isOpen: false })])} />,
      {
        user: dealerAdmin,
      },
    );
    const first = await screen.findByRole('link', { name: /approved quote 000101/ });
    expect(first.getAttribute('href')).toBe('/quotes/101/details');
    expect(first.textContent).toContain('Unread');
    expect(screen.getByRole('link', { name: /approved quote 000102/ }).textContent).not.toContain('Unread');
    expect(screen.getByRole('link', { name: 'All notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('says so when there is none yet', async () => {
    renderApp(<HomeNotifications dashboard={answer([])} />, { user: dealerAdmin });
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });

  it('marks an unread one read when it is followed, as the bell does', async () => {
    const read = vi.fn().mockResolvedValue({ data: notification(1, { isOpen: false }) });
    stubMethods(api, {
      readNotification: read,
      unreadNotificationCount: vi.fn().mockResolvedValue({ data: { count: 0 } }),
    });
    const { person } = renderApp(<HomeNotifications dashboard={answer([notification(1)])} />, {
      user: dealerAdmin,
    });
    await person.click(await screen.findByRole('link', { name: /approved quote 000101/ }));
    await waitFor(() => expect(read).toHaveBeenCalledWith({ params: { id: 1 } }));
  });
});
