import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Dialog, dialogRoles } from './Dialog';
import {
  clickToOpen,
  controlsFor,
  openFromTrigger,
  waitUntilClosed,
  waitUntilClosedOnto,
  withinPage,
} from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Overlays/Dialog',
  component: Dialog,
  argTypes: controlsFor('inline-radio', { role: dialogRoles }),
  args: {
    title: 'Account',
    description: 'Your name and phone as other users see them.',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Change</Button>,
    children: <Text>Anna Petrova · +380501234567</Text>,
  },
});

export const OpenAndClose = meta.story({
  name: 'Open, Escape closes, focus returns',
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: dialog } = await openFromTrigger(canvas, 'Change', 'dialog', { name: 'Account' });
    await expect(dialog).toHaveAccessibleDescription('Your name and phone as other users see them.');
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const CloseButton = meta.story({
  name: 'Closed with its close button',
  args: { closeLabel: 'Close dialog' },
  play: async ({ canvas, canvasElement }) => {
    const { trigger, popup: dialog } = await openFromTrigger(canvas, 'Change', 'dialog', { name: 'Account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitUntilClosedOnto(canvasElement, 'dialog', trigger);
  },
});

export const Open = meta.story({
  name: 'Open (as shown)',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = withinPage(canvasElement);
    await expect(await page.findByRole('dialog', { name: 'Account' })).toBeVisible();
  },
});

function ContactForm({ onSave }: { onSave: (values: { name: string; phone: string }) => void }) {
  const [name, setName] = useState('Anna Petrova');
  const [phone, setPhone] = useState('+380501234567');
  const [error, setError] = useState<string>();
  return (
    <Dialog
      title="Public contacts"
      trigger={<Button variant="secondary">Change</Button>}
      footer={({ close }) => (
        <>
          <Button variant="secondary" slot="close">
            Cancel
          </Button>
          <Button
            type="submit"
            form="contact-form"
            onPress={() => {
              if (!name.trim()) return setError('REQUIRED');
              onSave({ name, phone });
              close();
            }}
          >
            Save
          </Button>
        </>
      )}
    >
      <form
        id="contact-form"
        style={{ display: 'grid', gap: 16 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Name"
          isRequired
          value={name}
          onChange={(next) => {
            setName(next);
            setError(undefined);
          }}
          errorMessage={error}
        />
        <TextField label="Phone" type="tel" value={phone} onChange={setPhone} />
      </form>
    </Dialog>
  );
}

export const FormInDialog = meta.story({
  name: 'Form in a dialog (Save / Cancel)',
  args: { onOpenChange: fn() },
  render: (args) => <ContactForm onSave={(values) => args.onOpenChange?.(values.name.length > 0)} />,
  play: async ({ args, canvas, canvasElement }) => {
    // The trigger as it is now (a deferred dialog's stand-in gives way to the dialog's own trigger).
    const trigger = () => canvas.getByRole('button', { name: 'Change', hidden: true });

    // Cancel closes without saving.
    let dialog = await clickToOpen(trigger(), 'dialog', { name: 'Public contacts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitUntilClosed(canvasElement, 'dialog');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger()).toHaveFocus());

    // An empty name shows the error and keeps the dialog open; a valid one saves and closes.
    dialog = await clickToOpen(trigger(), 'dialog', { name: 'Public contacts' });
    const name = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription('REQUIRED');
    await userEvent.type(name, 'Anna Koval');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitUntilClosed(canvasElement, 'dialog');
  },
});

export const Controlled = meta.story({
  name: 'Controlled (isOpen / onOpenChange)',
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Edit quote</Button>
        <Dialog
          title="Edit quote"
          isOpen={isOpen}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
          footer={
            <>
              <Button variant="secondary" slot="close">
                Cancel
              </Button>
              <Button onPress={() => setOpen(false)}>Save</Button>
            </>
          }
        >
          <TextField label="Reference #" defaultValue="REF-77" />
        </Dialog>
      </>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: dialog } = await openFromTrigger(canvas, 'Edit quote', 'dialog', {
      name: 'Edit quote',
    });
    // Focus is trapped: Tab cycles inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitUntilClosedOnto(canvasElement, 'dialog', trigger);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

export const NotDismissable = meta.story({
  name: 'Not dismissable by a click outside',
  args: { defaultOpen: true, isDismissable: false },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await within(body).findByRole('dialog', { name: 'Account' });
    await userEvent.click(body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
  },
});

export const LongContent = meta.story({
  name: 'Long content scrolls in the body',
  args: {
    defaultOpen: true,
    title: 'Terms of service',
    description: undefined,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 30 }, (_, index) => (
          <Text key={index}>
            {index + 1}. Dealers order doors, frames and hardware through Doorline. Prices are confirmed at
            the pre-order stage and production starts after approval.
          </Text>
        ))}
      </div>
    ),
    footer: <Button slot="close">I understand</Button>,
  },
  play: async ({ canvasElement }) => {
    const page = withinPage(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Terms of service' });
    const button = within(dialog).getByRole('button', { name: 'I understand' });
    // The footer stays inside the viewport while the body scrolls.
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
});

export const NarrowScreen = meta.story({
  name: 'Narrow screen',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await withinPage(canvasElement).findByRole('dialog', { name: 'Account' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
});
