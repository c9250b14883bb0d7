import { HttpError } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { PermissionEditor } from './permission-editor';
import { checked, permission } from './role-fixtures';

const calls = { permissions: vi.fn(), updatePermissions: vi.fn() };

// The popover's form loads lazily: its first import (the form library's, cold on a fresh machine:
// 11 s seen) belongs to setting up, not to a test's wait for a checkbox.
beforeAll(() => import('./permission-editor-form'));

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    listPermissions: calls.permissions,
    updateRolePermissions: calls.updatePermissions,
  });
});

const catalog = [
  permission(1, 'View orders', { key: 'orders.read' }),
  permission(2, 'Edit orders', { key: 'orders.write' }),
  permission(3, 'View roles', { key: 'roles.read' }),
];

const role = {
  id: 7,
  key: 'custom_organization_auditor',
  name: 'Auditor',
  type: 'organization' as const,
  permissions: [{ id: 1, key: 'orders.read', name: 'View orders' }],
};

async function openEditor() {
  const view = renderApp(<PermissionEditor role={role} />, { user: makeUser({}, ['roles.manage']) });
  await view.person.click(screen.getByRole('button', { name: 'Edit permissions of Auditor' }));
  const popover = await screen.findByRole('dialog', { name: 'Permissions of Auditor' });
  await within(popover).findByRole('checkbox', { name: 'View orders' });
  return { ...view, popover };
}

describe('permission editor', () => {
  beforeEach(() => {
    calls.permissions.mockReset().mockResolvedValue({ data: catalog });
    calls.updatePermissions.mockReset();
  });

  it("offers the role type's permissions with the role's own ticked", async () => {
    const { popover } = await openEditor();
    expect(calls.permissions).toHaveBeenCalledWith({
      query: { type: 'organization' },
      signal: expect.anything(),
    });
    expect(checked(within(popover).getByRole('checkbox', { name: 'View orders' }))).toBe(true);
    expect(checked(within(popover).getByRole('checkbox', { name: 'Edit orders' }))).toBe(false);
    expect(checked(within(popover).getByRole('checkbox', { name: 'View roles' }))).toBe(false);
  });

  it("refuses an empty set with 'Must be at least 1.' and sends nothing", async () => {
    const { popover, person } = await openEditor();
    await person.click(within(popover).getByRole('checkbox', { name: 'View orders' }));
    await person.click(within(popover).getByRole('button', { name: 'Save' }));
    await within(popover).findByText('Must be at least 1.');
    expect(calls.updatePermissions).not.toHaveBeenCalled();
  });

  it("saves the whole set, says 'update permissions successful!' and closes", async () => {
    calls.updatePermissions.mockResolvedValue({ data: role });
    const { popover, person } = await openEditor();
    await person.click(within(popover).getByRole('checkbox', { name: 'View roles' }));
    await person.click(within(popover).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.updatePermissions).toHaveBeenCalledWith({
        params: { roleId: 7 },
        body: { permissionIds: [1, 3] },
      }),
    );
    await screen.findByText('update permissions successful!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Permissions of Auditor' })).toBeNull());
  });

  it("shows the server's refusal in the popover and as a toast, keeping the ticks", async () => {
    const refusal = 'This change would leave nobody able to manage roles.';
    calls.updatePermissions.mockRejectedValue(new HttpError(409, refusal));
    const { popover, person } = await openEditor();
    await person.click(within(popover).getByRole('checkbox', { name: 'Edit orders' }));
    await person.click(within(popover).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(within(popover).getByText(refusal)).toBeTruthy();
    expect(checked(within(popover).getByRole('checkbox', { name: 'Edit orders' }))).toBe(true);
  });
});
