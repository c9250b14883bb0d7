import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Popover, popoverPlacements } from './Popover';
import { controlsFor, inFrame, openFromTrigger, waitUntilClosedOnto } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Overlays/Popover',
  component: Popover,
  argTypes: controlsFor('select', { placement: popoverPlacements }),
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
});

export const OpenAndEscape = meta.story({
  name: 'Open, focus inside, Escape closes',
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: dialog } = await openFromTrigger(canvas, 'Change', 'dialog', { name: 'Role' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosedOnto(canvasElement, 'dialog', trigger);
  },
});

export const Open = meta.story({
  name: 'Open (as shown)',
  args: { defaultOpen: true },
  parameters: { layout: 'padded' },
  decorators: [inFrame({ paddingBlock: 8, paddingInline: 120, minHeight: 200 })],
});

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

export const EditForm = meta.story({
  name: 'Edit form that closes itself',
  render: (args) => <RoleEditor onSave={(role) => args.onOpenChange?.(role === 'Dealer admin')} />,
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: dialog } = await openFromTrigger(canvas, 'Change role', 'dialog', {
      name: 'Edit role',
    });
    const input = within(dialog).getByLabelText('Role');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.type(input, 'Dealer admin{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitUntilClosedOnto(canvasElement, 'dialog', trigger);
  },
});

export const Placements = meta.story({
  args: { defaultOpen: true, placement: 'right', title: 'Permissions' },
  render: (args) => (
    <div style={{ paddingInlineEnd: 280 }}>
      <Popover {...args} />
    </div>
  ),
});
