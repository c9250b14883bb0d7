import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { ContactForm } from './contact-dialog';
import { PasswordForm } from './password-dialog';

const calls = {
  changePassword: vi.fn(),
  updateMe: vi.fn(),
  getMe: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, { changePassword: calls.changePassword, getMe: calls.getMe, updateMe: calls.updateMe });
});
afterEach(() => {
  vi.clearAllMocks();
});

const user = makeUser();

describe('change password dialog', () => {
  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const { person } = renderApp(<PasswordForm onOpenChange={() => {}} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
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
    const { person } = renderApp(<PasswordForm onOpenChange={onOpenChange} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.type(screen.getByLabelText(/^Old password/), 'old-secret');
    await person.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await person.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
    await person.click(screen.getByRole('button', { name: 'Change password' }));

    // The dialog's own message (the toast that says it too is an alert of its own).
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('Old password is wrong'),
    );
    expect(calls.changePassword).toHaveBeenCalledWith({
      body: {
        oldPassword: 'old-secret',
        newPassword: 'new-secret-1',
      },
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('new-secret-1');
  });
});

describe('public contacts dialog', () => {
  it('enables Save and Reset only after a change, and validates name and e-mail', async () => {
    const { person } = renderApp(<ContactForm user={user} onOpenChange={() => {}} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
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

describe('saving the profile', () => {
  it('says so in a sentence, not with the key of the text', async () => {
    calls.updateMe.mockResolvedValueOnce({
      message: 'ok',
      data: makeUser({ contact: { ...user.contact, name: 'Reception' } }),
    });
    const onOpenChange = vi.fn();
    const { person } = renderApp(<ContactForm user={user} onOpenChange={onOpenChange} />, { user });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    const name = screen.getByLabelText(/^Name/);
    await person.clear(name);
    await person.type(name, 'Reception');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain('Profile updated.');
    expect(calls.updateMe).toHaveBeenCalledWith({
      body: {
        contact: { name: 'Reception', email: null, phone: null, mobile: null, fax: null },
      },
    });
  });
});
