import { HttpError } from '@doorline/api-client';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { NotificationSettingsPage } from './notification-settings';

const calls = { settings: vi.fn(), update: vi.fn() };

beforeEach(() =>
  stubMethods(api, { notificationSettings: calls.settings, updateNotificationSettings: calls.update }),
);

const off = { sales: false, production: false, comments: false, administration: false };
const switchOf = (name: string) => screen.findByRole('switch', { name }) as Promise<HTMLInputElement>;

describe('the notifications tab', () => {
  it('shows each group as a switch and saves a change at once', async () => {
    calls.settings.mockResolvedValue({ data: { email: { ...off, comments: true } } });
    let answer: (value: unknown) => void = () => {};
    calls.update.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { person } = renderApp(<NotificationSettingsPage />, { user: makeUser() });
    expect((await switchOf('Comments')).checked).toBe(true);
    for (const group of ['Sales', 'Production', 'Administration'])
      expect((await switchOf(group)).checked).toBe(false);

    await person.click(await switchOf('Sales'));
    expect(calls.update).toHaveBeenCalledWith({ body: { email: { sales: true } } });
    // While it is saved, the switch shows the change and takes no other.
    expect((await switchOf('Sales')).checked).toBe(true);
    expect((await switchOf('Sales')).disabled).toBe(true);
    answer({ data: { email: { ...off, comments: true, sales: true } } });
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
    await waitFor(async () => expect((await switchOf('Sales')).disabled).toBe(false));
    expect((await switchOf('Sales')).checked).toBe(true);
  });

  it('goes back and says why when the change is refused', async () => {
    calls.settings.mockResolvedValue({ data: { email: off } });
    calls.update.mockRejectedValue(new HttpError(500, 'Internal server error', [], null));
    const { person } = renderApp(<NotificationSettingsPage />, { user: makeUser() });
    await person.click(await switchOf('Production'));
    expect(await screen.findByText('Internal server error')).toBeTruthy();
    expect((await switchOf('Production')).checked).toBe(false);
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    calls.settings.mockRejectedValueOnce(new HttpError(500, 'Internal server error', [], null));
    calls.settings.mockResolvedValueOnce({ data: { email: off } });
    const { person } = renderApp(<NotificationSettingsPage />, { user: makeUser() });
    expect(await screen.findByText('The notification settings could not be loaded.')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await switchOf('Sales')).toBeTruthy();
  });
});
