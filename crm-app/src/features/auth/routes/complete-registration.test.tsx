import { toastQueue } from '@doorline/design-system';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { session } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { plainConfig, stubMethodsForEachTest } from '@/testing/stub-api';
import { CompleteRegistrationPage } from './complete-registration';

const calls = { phoneVerify: vi.fn(), register: vi.fn(), config: plainConfig() };
stubMethodsForEachTest(api, calls);

const renderAt = (search: string) =>
  renderApp(<CompleteRegistrationPage />, {
    route: `/auth/complete-registration${search}`,
    path: '/auth/complete-registration',
    routes: <Route path="/" element={<p>Home page</p>} />,
  });

const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const LINK = '?email=ann%40example.com&code=123456&phone=380501234567';

async function fillAndSubmit(person: ReturnType<typeof renderApp>['person']) {
  await person.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await person.keyboard('654321');
  await person.type(screen.getByLabelText(/^Password\*?$/, { selector: 'input' }), 'secret1');
  await person.click(screen.getByRole('button', { name: 'Complete registration' }));
}

describe('complete registration', () => {
  it('says the link is invalid without an e-mail and a code, with a way to login', () => {
    renderAt('?email=ann%40example.com');
    expect(screen.getByRole('heading', { name: 'Invalid invitation link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows the e-mail and the phone with a plus, and sends the phone code for the invite', async () => {
    calls.phoneVerify.mockResolvedValue({ message: 'ok' });
    const { person } = renderAt(LINK);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'ann@example.com',
    );
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('+380501234567');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(calls.phoneVerify).toHaveBeenCalledWith({
      body: {
        phone: '+380501234567',
        email: 'ann@example.com',
        code: '123456',
      },
    });
    await waitFor(() => expect(toasts()).toContain('OTP sent to phone'));
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
  });

  it('without a phone says it is missing and sends nothing', async () => {
    const { person } = renderAt('?email=ann%40example.com&code=123456');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(toasts()).toContain('Phone number is missing');
    expect(calls.phoneVerify).not.toHaveBeenCalled();
  });

  it('shows the server message when the code cannot be sent', async () => {
    const { HttpError } = await import('@doorline/api-client');
    calls.phoneVerify.mockRejectedValue(new HttpError(400, 'Invite code is invalid or expired'));
    const { person } = renderAt(LINK);
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(toasts()).toContain('Invite code is invalid or expired'));
  });

  it('checks the phone code and the password before registering', async () => {
    const { person } = renderAt(LINK);
    await person.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(await screen.findByText('Phone code is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('signs in and goes home when the answer has tokens', async () => {
    calls.register.mockResolvedValue({
      message: 'ok',
      data: { token: 'access-1', refreshToken: 'refresh-1' },
    });
    const { person } = renderAt(LINK);
    await fillAndSubmit(person);
    expect(calls.register).toHaveBeenCalledWith({
      body: {
        email: 'ann@example.com',
        code: '123456',
        phone: '+380501234567',
        phoneCode: '654321',
        password: 'secret1',
      },
    });
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(session.auth).toEqual({ access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(toasts()).toContain('Registration completed successfully!');
  });

  it('explains that an administrator must approve first, with a link to login', async () => {
    calls.register.mockResolvedValue({ message: 'ok', data: { pendingApproval: true } });
    const { person } = renderAt(LINK);
    await fillAndSubmit(person);
    const title = await screen.findByRole('heading', { name: 'Waiting for approval' });
    expect(screen.getByText(/An administrator must approve your account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(session.auth.access_token).toBe('');
  });
});
