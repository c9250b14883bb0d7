import type { Role } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { RoleLineDiscountDialog } from './role-line-discount-dialog';

// A role's maximum line discount (issue 43, part 4): shown as stored, sent as the decimal typed,
// refused beyond 0 to 100 before anything is sent.

const made = new Date().toISOString();
const role: Role = {
  id: 4,
  key: 'dealer_salesman',
  name: 'Dealer salesman',
  description: '',
  type: 'dealer',
  isActive: true,
  permissions: [],
  maxLineDiscount: 5,
  userCount: 3,
  createdAt: made,
  updatedAt: made,
};

const setMaximum = vi.fn();
beforeEach(() => {
  setMaximum.mockReset();
  stubMethods(api, { getMe: vi.fn(), setRoleLineDiscount: setMaximum });
});

const admin = makeUser({}, ['roles.read', 'roles.manage']);

describe('the maximum line discount form', () => {
  it('shows the role’s maximum and sends the one typed', async () => {
    setMaximum.mockResolvedValue({ data: { ...role, maxLineDiscount: 7.5 } });
    const onOpenChange = vi.fn();
    const { person } = renderApp(<RoleLineDiscountDialog role={role} isOpen onOpenChange={onOpenChange} />, {
      user: admin,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change the maximum line discount' });
    const field = within(dialog).getByRole('textbox', { name: /^Maximum line discount/ });
    expect((field as HTMLInputElement).value).toBe('5%');
    await person.clear(field);
    await person.type(field, '7.5');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(setMaximum).toHaveBeenCalledWith({ params: { id: 4 }, body: { maxLineDiscount: 7.5 } });
  });

  it('refuses more than 100 without sending it', async () => {
    const { person } = renderApp(<RoleLineDiscountDialog role={role} isOpen onOpenChange={() => {}} />, {
      user: admin,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change the maximum line discount' });
    const field = within(dialog).getByRole('textbox', { name: /^Maximum line discount/ });
    await person.clear(field);
    await person.type(field, '120');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be between 0 and 100.')).toBeTruthy();
    expect(setMaximum).not.toHaveBeenCalled();
  });
});
