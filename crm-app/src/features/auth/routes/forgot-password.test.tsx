import { HttpError } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { plainConfig, stubMethodsForEachTest } from '@/testing/stub-api';
import { ForgotPasswordPage } from './forgot-password';

const calls = {
  forgotPassword: vi.fn(),
  forgotPasswordVerify: vi.fn(),
  resetPassword: vi.fn(),
  // The auth layout asks whether to link the development outbox.
  config: plainConfig(),
};
stubMethodsForEachTest(api, calls);

const renderPage = () => renderApp(<ForgotPasswordPage />, { route: '/auth/forgot-password' });

// A password input has no role; its label carries the required mark.
const passwordBox = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

describe('forgot password', () => {
  it('asks for a valid e-mail before sending anything', async () => {
    const { person } = renderPage();
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(calls.forgotPassword).not.toHaveBeenCalled();
  });

  it('goes through code, new password and success, sending the token of step 2 to step 3', async () => {
    calls.forgotPassword.mockResolvedValue({ message: 'ok' });
    calls.forgotPasswordVerify.mockResolvedValue({ message: 'ok', data: { code: 'reset-token-1' } });
    calls.resetPassword.mockResolvedValue({ message: 'ok' });
    const { person } = renderPage();

    await person.type(screen.getByRole('textbox', { name: 'Email' }), ' ann@example.com ');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(calls.forgotPassword).toHaveBeenCalledWith({ body: { email: 'ann@example.com' } });

    // Step 2: the code; focus is on its first cell; resend waits.
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    expect(calls.forgotPasswordVerify).not.toHaveBeenCalled();
    await person.keyboard('123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(calls.forgotPasswordVerify).toHaveBeenCalledWith({
      body: { email: 'ann@example.com', code: '123456' },
    });

    // Step 3: the spec's messages, then the reset with the token.
    await waitFor(() => expect(document.activeElement).toBe(passwordBox('New password')));
    await person.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await person.type(passwordBox('New password'), 'An0ther-pass');
    await person.type(passwordBox('Confirm password'), 'An0ther-pasz');
    await person.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.resetPassword).not.toHaveBeenCalled();
    await person.clear(passwordBox('Confirm password'));
    await person.type(passwordBox('Confirm password'), 'An0ther-pass');
    await person.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(calls.resetPassword).toHaveBeenCalledWith({
      body: {
        email: 'ann@example.com',
        code: 'reset-token-1',
        password: 'An0ther-pass',
      },
    });

    // Step 4: success, focus on its title, a way back to login.
    // The page says it (the toast too).
    expect(await within(screen.getByRole('main')).findByText('Your password has been reset.')).toBeTruthy();
    const title = screen.getByRole('heading', { level: 1, name: 'Password reset' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeTruthy();
  });

  it('Back returns to step 1 with the e-mail kept and focused', async () => {
    calls.forgotPassword.mockResolvedValue({ message: 'ok' });
    const { person } = renderPage();
    await person.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    await person.click(await screen.findByRole('button', { name: 'Back' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).value).toBe('ann@example.com');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('says what the server says about waiting for a 429 with Retry-After, then waits that long', async () => {
    // The clock stands still (only `Date`: the timers stay real for the typing), so the countdown
    // reads exactly what the server asked however slowly the machine runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    const wait = 'Please wait 42 seconds before requesting a new code.';
    calls.forgotPassword.mockRejectedValue(new HttpError(429, wait, [], 42));
    const { person } = renderPage();
    await person.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe(wait);
    expect(calls.forgotPassword).toHaveBeenCalledTimes(1);

    // The code sent less than a minute ago still counts: no second request, the code step opens
    // with its resend waiting.
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(calls.forgotPassword).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can resend the code in 42 s.')).toBeTruthy();
  });
});
