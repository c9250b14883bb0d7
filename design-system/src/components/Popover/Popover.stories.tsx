import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Popover, popoverPlacements } from './Popover';
import { withinPage } from '../private/storyHelpers';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  argTypes: { placement: { control: 'select', options: popoverPlacements } },
  args: {
    title: 'Role',
    trigger: (
      <Button variant="secondary" size="sm">
        Change
      </Button>
    ),
    children: <Text size="sm">Manager · 12 permissions</Text>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  name: 'Open, focus inside, Escape closes',
  play: async ({ args, canvasElement }) => {
    const page = withinPage(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Change' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Role' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  name: 'Open (as shown)',
  args: { defaultOpen: true },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 8, paddingInline: 120, minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
};

function RoleEditor({ onSave }: { onSave: (role: string) => void }) {
  const [role, setRole] = useState('Manager');
  return (
    <Popover
      title="Edit role"
      placement="bottom start"
      trigger={
        <Button variant="secondary" size="sm">
          Change role
        </Button>
      }
    >
      {({ close }) => (
        <form
          style={{ display: 'grid', gap: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            onSave(role);
            close();
          }}
        >
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the popover exists to edit this one field */}
          <TextField label="Role" value={role} onChange={setRole} autoFocus />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button variant="ghost" size="sm" slot="close">
              Cancel
            </Button>
            <Button size="sm" type="submit">
              Save
            </Button>
          </div>
        </form>
      )}
    </Popover>
  );
}

export const EditForm: Story = {
  name: 'Edit form that closes itself',
  render: (args) => <RoleEditor onSave={(role) => args.onOpenChange?.(role === 'Dealer admin')} />,
  play: async ({ args, canvasElement }) => {
    const page = withinPage(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Change role' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Edit role' });
    const input = within(dialog).getByLabelText('Role');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.type(input, 'Dealer admin{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Placements: Story = {
  args: { defaultOpen: true, placement: 'right', title: 'Permissions' },
  render: (args) => (
    <div style={{ paddingInlineEnd: 280 }}>
      <Popover {...args} />
    </div>
  ),
};
