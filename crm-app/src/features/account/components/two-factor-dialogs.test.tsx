import { HttpError } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EmailForm } from './email-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';

const calls = {
  sendOtp: vi.fn(),
  enable: vi.fn(),
  disable: vi.fn(),
  generate: vi.fn(),
  getMe: vi.fn(),
  emailOtp: vi.fn(),
  changeEmail: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, {
    getMe: calls.getMe,
    emailOtp: calls.emailOtp,
    changeEmail: calls.changeEmail,
    twoFactorSendOtp: calls.sendOtp,
    twoFactorEnable: calls.enable,
    twoFactorDisable: calls.disable,
    twoFactorGenerate: calls.generate,
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

describe('disable two-factor authentication', () => {
  it('says to send a code first when Disable is pressed before one was sent', async () => {
    const user = makeUser({ twoFactorType: 'sms', phone: '+380501234567' });
    const { person } = renderApp(<DisableTwoFactorDialog user={user} isOpen onOpenChange={() => {}} />, {
      user,
    });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    const dialog = screen.getByRole('dialog', { name: 'Disable two-factor authentication' });
    await person.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Send a code first.');
    expect(calls.disable).not.toHaveBeenCalled();
    expect(calls.sendOtp).not.toHaveBeenCalled();

    // Sending the code clears the way: the code field, then Disable with it.
    calls.sendOtp.mockResolvedValueOnce({ message: 'ok' });
    calls.disable.mockResolvedValueOnce({ message: 'ok' });
    calls.getMe.mockResolvedValue({ message: 'ok', data: { ...user, twoFactorType: 'none' } });
    await person.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' });
    await person.keyboard('123456');
    await person.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(calls.disable).toHaveBeenCalledWith({ body: { twoFactorType: 'sms', token: '123456' } }),
    );
    await waitFor(() => expect(toasts()).toContain('Two-factor authentication has been disabled.'));
  });
});

describe('a code sent less than a minute ago', () => {
  it('still counts when the 2FA dialog is opened again: no second request, the resend waits', async () => {
    calls.generate.mockResolvedValue({ message: 'ok', data: { secret: 'ABCDEFGHIJ', qrCodeDataURL: '' } });
    calls.sendOtp.mockResolvedValueOnce({ message: 'ok' });
    const user = makeUser({ phone: '+380501234567' });
    const first = renderApp(<EnableTwoFactorDialog isOpen onOpenChange={() => {}} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await first.person.click(screen.getByText('SMS', { exact: true }));
    await first.person.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(calls.sendOtp).toHaveBeenCalledTimes(1);
    first.unmount();

    const again = renderApp(<EnableTwoFactorDialog isOpen onOpenChange={() => {}} />, { user });

    // The dialog loads when first opened (`deferred`).

    await screen.findByRole('dialog');
    await again.person.click(screen.getByText('SMS', { exact: true }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    const resend = screen.getByRole('button', { name: /^Resend code in \d+ s$/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(calls.sendOtp).toHaveBeenCalledTimes(1);
  });

  it('is what the server says when it refuses a new one, and the dialog waits as long as it asks', async () => {
    // The clock stands still (only `Date`: the timers stay real for the clicks), so the countdown
    // reads exactly what the server asked however slowly the machine runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    const wait = 'Please wait 42 seconds before requesting a new code.';
    calls.sendOtp.mockRejectedValueOnce(new HttpError(429, wait, [], 42));
    const user = makeUser({ phone: '+380501234567' });
    const { person } = renderApp(<EnableTwoFactorDialog isOpen onOpenChange={() => {}} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.click(screen.getByText('SMS', { exact: true }));
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = screen.getByRole('dialog', { name: 'Enable two-factor authentication' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(wait);
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' }).hasAttribute('disabled')).toBe(true);
  });

  it('to the new e-mail address opens the code step again without another request', async () => {
    calls.emailOtp.mockResolvedValueOnce({ message: 'ok' });
    const { person } = renderApp(<EmailForm onOpenChange={() => {}} />, { user: makeUser() });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.type(screen.getByRole('textbox', { name: /^New email/ }), 'new@example.com');
    await person.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), 'secret');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter the 6-digit code we sent to new@example.com.');
    await person.click(screen.getByRole('button', { name: 'Back' }));
    await person.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter the 6-digit code we sent to new@example.com.');
    expect(calls.emailOtp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
