import { HttpError, type Role, type User } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { ChangeRolePopover } from './change-role-popover';
import { InviteUserDialog } from './invite-user-dialog';

const calls = {
  rolesList: vi.fn(),
  invite: vi.fn(),
  changeRole: vi.fn(),
  dealersLookup: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, {
    listRoles: calls.rolesList,
    inviteUser: calls.invite,
    changeUserRole: calls.changeRole,
    dealers: calls.dealersLookup,
  });
});

const role = (id: number, name: string, type: Role['type'], isActive = true): Role => ({
  id,
  key: name.toLowerCase(),
  name,
  description: '',
  type,
  isActive,
  permissions: [],
  maxLineDiscount: 0,
  userCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const roles = [
  role(1, 'Administrator', 'organization'),
  role(2, 'Sales manager', 'organization'),
  role(3, 'Retired', 'organization', false),
  role(4, 'Dealer admin', 'dealer'),
  role(5, 'Dealer salesman', 'dealer'),
];
calls.rolesList.mockImplementation(async ({ query }: { query: { type?: Role['type'] } }) => {
  const data = roles.filter((r) => !query.type || r.type === query.type);
  return { data, pagination: { page: 1, limit: 100, count: data.length } };
});
calls.dealersLookup.mockResolvedValue({
  data: [{ id: 7, name: 'Northgate Doors', discount: 0 }],
  pagination: { page: 1, limit: 20, count: 1 },
  hasMore: false,
});

afterEach(() => {
  calls.invite.mockReset();
  calls.changeRole.mockReset();
});

const admin = makeUser({ id: 1 }, ['users.read', 'users.invite', 'users.manage', 'roles.read']);

async function choose(person: ReturnType<typeof renderApp>['person'], field: RegExp, option: string) {
  await person.click(screen.getByRole('button', { name: field }));
  await person.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('the invite dialog', () => {
  it("shows the spec's messages and sends nothing while the form is invalid", async () => {
    const { person } = renderApp(<InviteUserDialog isOpen onOpenChange={() => {}} />, { user: admin });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Must be at least 2.')).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Enter phone number, like: +380501234567')).toBeTruthy();
    expect(screen.getByText('Choose a role.')).toBeTruthy();
    expect(calls.invite).not.toHaveBeenCalled();
  });

  it('offers the active roles of the chosen type', async () => {
    const { person } = renderApp(<InviteUserDialog isOpen onOpenChange={() => {}} />, { user: admin });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.click(screen.getByRole('button', { name: /Role$/ }));
    const organizationRoles = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(organizationRoles.map((o) => o.textContent)).toEqual(['Administrator', 'Sales manager']);
    await person.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Invite user to organization' })).toBeTruthy();
    await person.click(screen.getByRole('radio', { name: 'Dealer' }));
    // Issue 24: the title follows the chosen account type.
    expect(screen.getByRole('dialog', { name: 'Invite user to dealer' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: /Role$/ }));
    const dealerRoles = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(dealerRoles.map((o) => o.textContent)).toEqual(['Dealer admin', 'Dealer salesman']);
  });

  it("asks for a dealer when the type is Dealer, and sends the contract's body", async () => {
    const onOpenChange = vi.fn();
    const { person } = renderApp(<InviteUserDialog isOpen onOpenChange={onOpenChange} />, { user: admin });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.click(screen.getByRole('radio', { name: 'Dealer' }));
    await person.type(screen.getByLabelText(/^Name/), 'Dana Dealer');
    await person.type(screen.getByLabelText(/^Email/), 'dana@example.test');
    await person.type(screen.getByLabelText(/^Phone/), '+380501112233');
    await choose(person, /Role$/, 'Dealer salesman');
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Choose a dealer.')).toBeTruthy();
    expect(calls.invite).not.toHaveBeenCalled();

    await person.type(screen.getByRole('combobox', { name: /^Dealer/ }), 'North');
    // The look-up asks 300 ms after the last keystroke (spec §5).
    await person.click(await screen.findByRole('option', { name: /Northgate Doors/ }));
    calls.invite.mockResolvedValueOnce({ message: 'Invite user to dealer successful!', data: { id: 9 } });
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.invite).toHaveBeenCalledWith({
      body: {
        type: 'dealer',
        name: 'Dana Dealer',
        email: 'dana@example.test',
        phone: '+380501112233',
        roleId: 5,
        dealerId: 7,
      },
    });
    expect(await screen.findByText('Invite user to dealer successful!')).toBeTruthy();
  });

  it("puts the server's answer under the field it names and keeps what was typed", async () => {
    calls.invite.mockRejectedValueOnce(
      new HttpError(400, 'A user with this email already exists.', [
        { path: 'email', message: 'A user with this email already exists.' },
      ]),
    );
    const onOpenChange = vi.fn();
    const { person } = renderApp(<InviteUserDialog isOpen onOpenChange={onOpenChange} />, { user: admin });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    await person.type(screen.getByLabelText(/^Name/), 'Olga Staff');
    await person.type(screen.getByLabelText(/^Email/), 'taken@example.test');
    await person.type(screen.getByLabelText(/^Phone/), '+380501112233');
    await choose(person, /Role$/, 'Sales manager');
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(screen.getAllByText('A user with this email already exists.').length).toBeGreaterThan(0),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'taken@example.test');
  });

  it('lets a dealer user invite into their own dealer only: no type, no dealer', async () => {
    const dealerAdmin = makeUser({ id: 2, type: 'dealer', dealerId: 7 }, ['dealer.users']);
    const { person } = renderApp(<InviteUserDialog isOpen onOpenChange={() => {}} />, { user: dealerAdmin });
    // The dialog loads when first opened (`deferred`).
    await screen.findByRole('dialog');
    expect(screen.queryByRole('radio', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Dealer/ })).toBeNull();
    await person.type(screen.getByLabelText(/^Name/), 'Sam Salesman');
    await person.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await person.type(screen.getByLabelText(/^Phone/), '+380501112244');
    await choose(person, /Role$/, 'Dealer salesman');
    calls.invite.mockResolvedValueOnce({ message: 'ok', data: { id: 10 } });
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(calls.invite).toHaveBeenCalled());
    expect(calls.invite.mock.calls[0]![0].body).toEqual({
      type: 'dealer',
      name: 'Sam Salesman',
      email: 'sam@example.test',
      phone: '+380501112244',
      roleId: 5,
    });
  });
});

describe('the edit-role popover', () => {
  const target = {
    id: 42,
    name: 'Marcus Bell',
    type: 'organization',
    role: { id: 2, key: 'sales_manager', name: 'Sales manager', isActive: true, permissions: [] },
  } as Pick<User, 'id' | 'name' | 'type' | 'role'>;

  it("offers the active roles of the user's type and saves the choice", async () => {
    calls.changeRole.mockResolvedValueOnce({ message: 'Update user role successful!', data: {} });
    const { person } = renderApp(<ChangeRolePopover user={target} />, { user: admin });
    await person.click(screen.getByRole('button', { name: 'Sales manager: change the role of Marcus Bell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await person.click(await within(dialog).findByRole('button', { name: /Role$/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Administrator', 'Sales manager']);
    await person.click(options[0]!);
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.changeRole).toHaveBeenCalledWith({ params: { userId: 42, roleId: 1 } }));
    expect(await screen.findByText('Update user role successful!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role' })).toBeNull());
  });

  it("keeps the popover open with the server's message when the change is refused", async () => {
    calls.changeRole.mockRejectedValueOnce(
      new HttpError(409, 'This change would leave nobody able to manage roles.'),
    );
    const { person } = renderApp(<ChangeRolePopover user={target} />, { user: admin });
    await person.click(screen.getByRole('button', { name: /change the role of Marcus Bell/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await person.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByText('This change would leave nobody able to manage roles.')).toBeTruthy(),
    );
    expect(screen.getByRole('dialog', { name: 'Change role' })).toBeTruthy();
  });
});
