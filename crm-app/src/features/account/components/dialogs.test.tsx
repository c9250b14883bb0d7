import type { CurrentUser } from '@doorline/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en';

// jsdom has no CSS.escape, which React Aria's modal reads; a plain one is enough for these names.
const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);

const calls = vi.hoisted(() => ({
  changePassword: vi.fn(),
  updateMe: vi.fn(),
  getMe: vi.fn(),
}));

vi.mock('@/lib/api', () => ({
  api: {
    auth: { changePassword: calls.changePassword, getMe: calls.getMe },
    users: { updateMe: calls.updateMe },
  },
}));

const { meKeys } = await import('@/lib/auth');
const { PasswordForm } = await import('./password-dialog');
const { ContactForm } = await import('./contact-dialog');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const user: CurrentUser = {
  id: 1,
  name: 'Olena Demo',
  email: 'olena@example.com',
  phone: null,
  image: null,
  type: 'organization',
  status: 'active',
  twoFactorType: 'none',
  dealerId: null,
  dealer: null,
  role: null,
  contact: { name: 'Front desk', email: null, phone: null, mobile: null, fax: null },
};

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meKeys.current(), user);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('change password dialog', () => {
  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const person = userEvent.setup();
    wrap(<PasswordForm onOpenChange={() => {}} />);
    const submit = screen.getByRole('button', { name: 'Change password' });

    await person.click(submit);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();

    await person.type(screen.getByLabelText(/^Old password/), 'old-secret');
    await person.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await person.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-2');
    await person.click(submit);
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
    expect(calls.changePassword).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message when the change fails', async () => {
    const { HttpError } = await import('@doorline/api-client');
    calls.changePassword.mockRejectedValueOnce(new HttpError(400, 'Old password is wrong'));
    const onOpenChange = vi.fn();
    const person = userEvent.setup();
    wrap(<PasswordForm onOpenChange={onOpenChange} />);
    await person.type(screen.getByLabelText(/^Old password/), 'old-secret');
    await person.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await person.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
    await person.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Old password is wrong'));
    expect(calls.changePassword).toHaveBeenCalledWith({
      oldPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('new-secret-1');
  });
});

describe('public contacts dialog', () => {
  it('enables Save and Reset only after a change, and validates name and e-mail', async () => {
    const person = userEvent.setup();
    wrap(<ContactForm user={user} onOpenChange={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(reset.hasAttribute('disabled')).toBe(true);

    const name = screen.getByLabelText(/^Name/);
    await person.clear(name);
    await person.type(screen.getByLabelText(/^Email/), 'not-an-address');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(reset.hasAttribute('disabled')).toBe(false);

    await person.click(save);
    expect(await screen.findByText('REQUIRED')).toBeTruthy();
    expect(screen.getByText('EMAIL INVALID')).toBeTruthy();
    expect(calls.updateMe).not.toHaveBeenCalled();

    // Typing the old value back is no change.
    await person.type(name, 'Front desk');
    await person.clear(screen.getByLabelText(/^Email/));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });
});
