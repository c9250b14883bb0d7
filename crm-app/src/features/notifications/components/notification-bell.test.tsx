import type { Notification } from '@doorline/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { meKeys } from '@/lib/auth';
import { orderKeys } from '@/lib/order-keys';
import { session, sessionEnd } from '@/lib/session';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { notification, pageOf } from './notification-fixtures';
import { NotificationBell } from './notification-bell';

interface StreamOptions {
  signal: AbortSignal;
  onOpen?: () => void;
  onNotification: (notification: Notification) => void;
  onUserChanged: () => void;
  onSessionEnded: (reason: { message: string; code: string }) => void;
}

const calls = {
  unread: vi.fn(),
  list: vi.fn(),
  read: vi.fn(),
  readAll: vi.fn(),
  stream: vi.fn(),
  getMe: vi.fn(),
};
/** The stream the bell opened: its handlers, to play the server's events. */
let stream: StreamOptions | undefined;

// The popover's list loads when it first opens: its module is transformed here, not inside a test's wait.
beforeAll(() => import('./notification-panel'));

beforeEach(() => {
  stream = undefined;
  for (const call of Object.values(calls)) call.mockReset();
  calls.stream.mockImplementation((options: StreamOptions) => {
    stream = options;
    return new Promise<void>((resolve) => options.signal.addEventListener('abort', () => resolve()));
  });
  stubMethods(api, {
    unreadNotificationCount: calls.unread,
    listNotifications: calls.list,
    readNotification: calls.read,
    readAllNotifications: calls.readAll,
    streamNotifications: calls.stream,
    getMe: calls.getMe,
  });
});

const salesman = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, ['orders.read', 'orders.create']);

function renderBell(count: number, rows: Notification[] = []) {
  calls.unread.mockResolvedValue({ data: { count } });
  calls.list.mockResolvedValue(pageOf(rows));
  // The bell stays while the page under it changes, as in the shell.
  return renderApp(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/quotes/:id/details" element={<h1>The quote</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { user: salesman },
  );
}

/** The bell by its name, which says the count (hidden from the tree while its popover is open). */
const bell = (name: string | RegExp) => screen.findByRole('button', { name, hidden: true });

describe('the bell', () => {
  it('shows no count at 0, the count up to 99 and "99+" above, and says it in its name', async () => {
    const { unmount } = renderBell(0);
    const quiet = await bell('Notifications');
    await waitFor(() => expect(calls.unread).toHaveBeenCalled());
    expect(quiet.textContent).toBe('');
    unmount();

    const { unmount: again } = renderBell(7);
    expect((await bell('Notifications, 7 unread')).textContent).toBe('7');
    again();

    renderBell(120);
    const busy = await bell('Notifications, 99+ unread');
    expect(busy.textContent).toBe('99+');
    // The tab's title says it too.
    expect(document.title).toMatch(/^\(120\)/);
  });

  it('opens the latest ten, and "Mark all as read" brings the count to 0', async () => {
    calls.readAll.mockResolvedValue({ data: { marked: 2 } });
    const rows = [notification(1), notification(2, { isOpen: false })];
    const { person } = renderBell(1, rows);
    await person.click(await bell('Notifications, 1 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'Latest notifications' });
    expect(calls.list).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, limit: 10 } }));
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Olena Demo approved quote 000101'),
      expect.stringContaining('Olena Demo approved quote 000102'),
    ]);
    expect(links[0]!.getAttribute('aria-label') ?? links[0]!.textContent).toMatch(/^Unread: /);

    calls.unread.mockResolvedValue({ data: { count: 0 } });
    await person.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.readAll).toHaveBeenCalledOnce());
    expect(await bell('Notifications')).toBeTruthy();
  });

  it('opens what an item is about, marks it read and closes', async () => {
    calls.read.mockResolvedValue({ data: notification(1, { isOpen: false }) });
    const { person } = renderBell(1, [notification(1)]);
    await person.click(await bell('Notifications, 1 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    calls.unread.mockResolvedValue({ data: { count: 0 } });
    await person.click(await within(dialog).findByRole('link', { name: /approved quote 000101/ }));
    expect(await screen.findByRole('heading', { name: 'The quote' })).toBeTruthy();
    expect(calls.read).toHaveBeenCalledWith({ params: { id: 1 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bell('Notifications')).toBeTruthy();
  });

  it('shows an item the user may not open as text, not a link', async () => {
    const user = notification(3, {
      code: 'userWaitsForApproval',
      params: { name: 'Taras Melnyk' },
      about: { kind: 'user', id: 44, number: null },
    });
    const { person } = renderBell(1, [user]);
    await person.click(await bell('Notifications, 1 unread'));
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getByText('Taras Melnyk registered and waits for approval')).toBeTruthy();
    expect(within(list).queryByRole('link')).toBeNull();
  });
});

describe('the live stream', () => {
  it('raises the count without a reload and announces the notification politely', async () => {
    renderBell(2);
    await bell('Notifications, 2 unread');
    await waitFor(() => expect(stream).toBeDefined());
    const submitted = notification(7, {
      code: 'quoteSubmitted',
      params: { actor: 'Ivan Dealer', number: '000107' },
    });
    act(() => stream!.onNotification(submitted));
    expect(await bell('Notifications, 3 unread')).toBeTruthy();
    expect(document.title).toMatch(/^\(3\)/);
    const status = await waitFor(() => {
      const region = screen.getByRole('status');
      expect(region.textContent).toBe('Ivan Dealer submitted quote 000107 for approval');
      return region;
    });
    expect(status).toBeTruthy();
    // Not about a record the user sells: no toast.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a toast for a record the user sells (the server says `mine`)', async () => {
    renderBell(0);
    await bell('Notifications');
    await waitFor(() => expect(stream).toBeDefined());
    act(() => stream!.onNotification(notification(8, { mine: true })));
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    expect(
      await screen.findByText('Olena Demo approved quote 000108', { selector: '[role="alert"] *' }),
    ).toBeTruthy();
  });

  it('asks again what shows the record it is about: its page and the lists (issue 40)', async () => {
    const { queryClient } = renderBell(0);
    await waitFor(() => expect(stream).toBeDefined());
    queryClient.setQueryData(orderKeys.details(108), { status: 'submitted' });
    queryClient.setQueryData(orderKeys.details(109), { status: 'submitted' });
    queryClient.setQueryData(orderKeys.mainList({ page: 1, limit: 5 }), { data: [] });
    act(() => stream!.onNotification(notification(8, { mine: true })));
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(invalidated(orderKeys.details(108))).toBe(true));
    expect(invalidated(orderKeys.mainList({ page: 1, limit: 5 }))).toBe(true);
    expect(invalidated(orderKeys.details(109))).toBe(false);
  });

  it('asks every screen again once the stream is back, not when it first opens', async () => {
    const { queryClient } = renderBell(0);
    await waitFor(() => expect(stream).toBeDefined());
    queryClient.setQueryData(orderKeys.details(108), { status: 'submitted' });
    act(() => stream!.onOpen?.());
    expect(queryClient.getQueryState(orderKeys.details(108))?.isInvalidated).toBe(false);
    // The server was away and the stream opened again.
    act(() => stream!.onOpen?.());
    await waitFor(() => expect(queryClient.getQueryState(orderKeys.details(108))?.isInvalidated).toBe(true));
  });

  it('asks who the user is again when the user changed (the shell then reads the new one)', async () => {
    const { queryClient } = renderBell(0);
    await waitFor(() => expect(stream).toBeDefined());
    expect(queryClient.getQueryState(meKeys.current())?.isInvalidated).toBe(false);
    act(() => stream!.onUserChanged());
    await waitFor(() => expect(queryClient.getQueryState(meKeys.current())?.isInvalidated).toBe(true));
  });

  it('says so when the user changed is a change of their role or permissions (issue 40)', async () => {
    const { queryClient } = renderBell(0);
    await waitFor(() => expect(stream).toBeDefined());
    // The same role and permissions (a reactivation, say): nothing to say.
    calls.getMe.mockResolvedValueOnce({ data: salesman });
    act(() => stream!.onUserChanged());
    await waitFor(() => expect(calls.getMe).toHaveBeenCalledOnce());
    await waitFor(() => expect(queryClient.getQueryState(meKeys.current())?.isInvalidated).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    // Demoted: a permission taken away.
    calls.getMe.mockResolvedValueOnce({
      data: makeUser({ id: 5, type: 'dealer', dealerId: 3 }, ['orders.read']),
    });
    act(() => stream!.onUserChanged());
    expect(
      await screen.findByText(
        'Your role or permissions have changed; the screen now shows what you may do.',
        {
          selector: '[role="alert"] *',
        },
      ),
    ).toBeTruthy();
  });

  it('signs out when the session ended, keeping the reason for the sign-in page', async () => {
    renderBell(0);
    await waitFor(() => expect(stream).toBeDefined());
    act(() => stream!.onSessionEnded({ message: 'Your account is suspended', code: 'accountSuspended' }));
    expect(session.auth.refresh_token).toBe('');
    expect(sessionEnd.reason).toMatchObject({
      message: 'Your account is suspended',
      code: 'accountSuspended',
    });
  });

  it('opens one stream and closes it when the bell goes (sign-out)', async () => {
    const { unmount } = renderBell(0);
    await waitFor(() => expect(stream).toBeDefined());
    expect(calls.stream).toHaveBeenCalledOnce();
    const { signal } = stream!;
    unmount();
    expect(signal.aborted).toBe(true);
    expect(document.title).not.toMatch(/^\(/);
  });
});
