import { HttpError, NetworkError } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicApi } from '@/lib/public-api';
import { session } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { plainConfig, stubMethodsForEachTest } from '@/testing/stub-api';
import { LoginForm } from './login-form';

const calls = { login: vi.fn(), config: plainConfig() };
stubMethodsForEachTest(publicApi, calls);

const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

async function signIn(person: ReturnType<typeof renderApp>['person']) {
  await person.type(screen.getByRole('textbox', { name: /^Email/ }), ' ann@example.com ');
  await person.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', () => {
  it('says the spec fallback, not a network text, when the server cannot be reached', async () => {
    calls.login.mockRejectedValueOnce(new NetworkError('Could not reach the server (POST /login)'));
    const { person } = renderApp(<LoginForm onSignedIn={() => {}} />);
    await signIn(person);
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect((await within(form).findByRole('alert')).textContent).toBe('Login failed. Please try again.');
    expect(toasts()).toContain('Login failed. Please try again.');
    expect(calls.login).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret' });
  });

  it('shows the server message and how long to wait when it throttles', async () => {
    calls.login.mockRejectedValueOnce(new HttpError(401, 'Invalid email or password'));
    const { person } = renderApp(<LoginForm onSignedIn={() => {}} />);
    await signIn(person);
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid email or password');

    calls.login.mockRejectedValueOnce(
      new HttpError(429, 'Too many failed attempts. Try again later.', [], 30),
    );
    await person.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Too many attempts. Try again in 30 s.'),
    );
  });

  it('keeps the tokens and says so when the sign-in succeeds', async () => {
    calls.login.mockResolvedValueOnce({ message: 'ok', data: { token: 'a-1', refreshToken: 'r-1' } });
    const onSignedIn = vi.fn();
    const { person } = renderApp(<LoginForm onSignedIn={onSignedIn} />);
    await signIn(person);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.auth).toEqual({ access_token: 'a-1', refresh_token: 'r-1' });
    expect(toasts()).toContain('Login successful!');
  });
});
