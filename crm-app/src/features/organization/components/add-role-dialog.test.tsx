import { HttpError, type AccountType, type Permission } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { AddRoleDialog } from './add-role-dialog';
import { checked, permission } from './role-fixtures';

const calls = { permissions: vi.fn(), create: vi.fn() };

beforeEach(() => {
  stubMethods(api, { getMe: vi.fn(), listPermissions: calls.permissions, createRole: calls.create });
});

const catalogs: Record<AccountType, Permission[]> = {
  organization: [permission(1, 'Read orders'), permission(2, 'Read roles')],
  dealer: [
    permission(21, 'Dealer quotes', { type: 'dealer' }),
    permission(22, 'Dealer users', { type: 'dealer' }),
  ],
};

async function openDialog(defaultType: AccountType = 'organization') {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  const view = renderApp(
    <AddRoleDialog isOpen onOpenChange={onOpenChange} defaultType={defaultType} onCreated={onCreated} />,
    { user: makeUser({}, ['roles.manage']) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add role' });
  await within(dialog).findAllByRole('checkbox');
  return { ...view, dialog, onOpenChange, onCreated };
}

describe('add role dialog', () => {
  beforeEach(() => {
    calls.permissions
      .mockReset()
      .mockImplementation(({ query: { type } }: { query: { type: AccountType } }) =>
        Promise.resolve({ data: catalogs[type] }),
      );
    calls.create.mockReset();
  });

  it("says 'Must be at least 2.' for the name and 'Must be at least 1.' for the permissions", async () => {
    const { dialog, person } = await openDialog();
    await person.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'A');
    await person.click(screen.getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('Must be at least 2.');
    within(dialog).getByText('Must be at least 1.');
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("starts on the current tab's type; another type offers its own permissions and clears the ticks", async () => {
    const { dialog, person } = await openDialog('organization');
    expect(checked(within(dialog).getByRole('radio', { name: 'Organization' }))).toBe(true);
    await person.click(within(dialog).getByRole('checkbox', { name: 'Read orders' }));
    expect(checked(within(dialog).getByRole('checkbox', { name: 'Read orders' }))).toBe(true);

    await person.click(within(dialog).getByRole('radio', { name: 'Dealer' }));
    const dealerBox = await within(dialog).findByRole('checkbox', { name: 'Dealer quotes' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Read orders' })).toBeNull();
    expect(within(dialog).getAllByRole('checkbox').filter(checked)).toHaveLength(0);
    expect(checked(dealerBox)).toBe(false);

    // Back to organization: the earlier tick is gone too.
    await person.click(within(dialog).getByRole('radio', { name: 'Organization' }));
    const orgBox = await within(dialog).findByRole('checkbox', { name: 'Read orders' });
    expect(checked(orgBox)).toBe(false);
  });

  it("creates the role with only the chosen type's permissions and says 'Create role successful!'", async () => {
    const created = { id: 9, name: 'Auditor', type: 'dealer' };
    calls.create.mockResolvedValue({ data: created });
    const { dialog, person, onOpenChange, onCreated } = await openDialog('organization');
    await person.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Auditor ');
    await person.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Reads everything');
    await person.click(within(dialog).getByRole('checkbox', { name: 'Read orders' }));
    await person.click(within(dialog).getByRole('radio', { name: 'Dealer' }));
    await person.click(await within(dialog).findByRole('checkbox', { name: 'Dealer users' }));
    await person.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(calls.create).toHaveBeenCalledWith({
        body: {
          name: 'Auditor',
          description: 'Reads everything',
          type: 'dealer',
          permissionIds: [22],
        },
      }),
    );
    await screen.findByText('Create role successful!');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it("shows the server's answer under the field and as a toast", async () => {
    const taken = 'A role with this name already exists.';
    calls.create.mockRejectedValue(
      new HttpError(400, 'Check the fields', [{ path: 'name', message: taken }]),
    );
    const { dialog, person, onOpenChange } = await openDialog();
    await person.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Administrator');
    await person.click(within(dialog).getByRole('checkbox', { name: 'Read roles' }));
    await person.click(screen.getByRole('button', { name: 'Create' }));
    await within(dialog).findByText(taken);
    await waitFor(() => expect(screen.getAllByText('Check the fields')).toHaveLength(2));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
