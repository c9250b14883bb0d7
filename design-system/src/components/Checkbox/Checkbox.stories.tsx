import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { expectDisabledIgnoringClicks, expectToggledByClickAndSpace } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: 'Send the invite by e-mail', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send the invite by e-mail' });
    await expectToggledByClickAndSpace(checkbox, args.onChange);
  },
});

export const Selected = meta.story({ args: { defaultSelected: true } });

export const Invalid = meta.story({
  args: { children: 'I accept the terms of service', isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expectDisabledIgnoringClicks(canvas.getByRole('checkbox'), args.onChange);
  },
});

const permissions = [
  { id: 'quotes.read', label: 'View quotes' },
  { id: 'quotes.write', label: 'Edit quotes' },
  { id: 'orders.approve', label: 'Approve orders' },
];

/** One checkbox per permission, for the group stories. */
const permissionCheckboxes = permissions.map((permission) => (
  <Checkbox key={permission.id} value={permission.id}>
    {permission.label}
  </Checkbox>
));

export const Indeterminate = meta.story({
  name: 'Select all (indeterminate)',
  render: function Render() {
    const [selected, setSelected] = useState<string[]>(['quotes.read']);
    const all = selected.length === permissions.length;
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          isSelected={all}
          isIndeterminate={selected.length > 0 && !all}
          onChange={(on) => setSelected(on ? permissions.map((p) => p.id) : [])}
        >
          All permissions
        </Checkbox>
        <div style={{ display: 'grid', gap: 8, paddingInlineStart: 24 }}>
          {permissions.map((permission) => (
            <Checkbox
              key={permission.id}
              isSelected={selected.includes(permission.id)}
              onChange={(on) =>
                setSelected((current) =>
                  on ? [...current, permission.id] : current.filter((id) => id !== permission.id),
                )
              }
            >
              {permission.label}
            </Checkbox>
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All permissions' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Approve orders' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Edit quotes' }));
    await expect(all).toBePartiallyChecked();
  },
});

export const Group = meta.story({
  name: 'CheckboxGroup',
  render: function Render() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <CheckboxGroup
        label="Permissions"
        description="Only permissions of the role's type are listed."
        isRequired
        value={value}
        onChange={setValue}
        errorMessage={value.length === 0 ? 'Must be at least 1.' : undefined}
      >
        {permissionCheckboxes}
      </CheckboxGroup>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Permissions/ });
    await expect(group).toHaveAccessibleDescription(
      "Only permissions of the role's type are listed. Must be at least 1.",
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Edit quotes' }));
    await expect(group).toHaveAccessibleDescription("Only permissions of the role's type are listed.");
  },
});

export const GroupDisabled = meta.story({
  name: 'CheckboxGroup, disabled',
  render: () => (
    <CheckboxGroup label="Permissions" isDisabled defaultValue={['quotes.read']}>
      {permissionCheckboxes}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
});
