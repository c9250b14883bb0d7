import { toastQueue } from '@doorline/design-system';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { EmailForm } from './email-dialog';

const calls = { getMe: vi.fn(), emailOtp: vi.fn(), changeEmailVerify: vi.fn(), changeEmail: vi.fn() };

beforeEach(() => {
  stubMethods(api, calls);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('Change email (spec §4, §7)', () => {
  it('verifies the code with POST /email/change-email-otp-verification, whose token changes the address', async () => {
    const user = makeUser();
    calls.emailOtp.mockResolvedValueOnce({ message: 'ok' });
    calls.changeEmailVerify.mockResolvedValueOnce({
      message: 'OTP code verified successfully.',
      data: { code: 'single-use-token' },
    });
    calls.changeEmail.mockResolvedValueOnce({ message: 'Email successfully changed' });
    calls.getMe.mockResolvedValue({ message: 'ok', data: { ...user, email: 'new@example.com' } });
    const closed = vi.fn();
    const { person } = renderApp(<EmailForm onOpenChange={closed} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');

    await person.type(screen.getByRole('textbox', { name: /^New email/ }), 'new@example.com');
    await person.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), 'secret');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter the 6-digit code we sent to new@example.com.');
    await person.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await person.keyboard('123456');
    await person.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    expect(calls.emailOtp).toHaveBeenCalledWith({ body: { email: 'new@example.com', password: 'secret' } });
    expect(calls.changeEmailVerify).toHaveBeenCalledWith({
      body: { email: 'new@example.com', code: '123456' },
    });
    expect(calls.changeEmail).toHaveBeenCalledWith({
      body: { email: 'new@example.com', code: 'single-use-token' },
    });
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain(
      'Email successfully changed',
    );
  });
});
