import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';
import { clickToOpen, controlsFor, waitUntilClosed, withinPage } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    // React Aria announces the pending spinner through a live region that outlives it by a few seconds;
    // the stale entry points at a removed label, so axe would blame whichever story runs next.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  argTypes: controlsFor('inline-radio', { tone: confirmDialogTones }),
  args: { isOpen: false, onOpenChange: fn(), onConfirm: fn() },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Submit quote
        </Button>
        <ConfirmDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
});

async function open(canvasElement: HTMLElement) {
  return clickToOpen(within(canvasElement).getByRole('button', { name: 'Submit quote' }), 'alertdialog', {
    name: 'Are you sure you want to proceed?',
  });
}

export const Confirm = meta.story({
  name: 'Confirming calls onConfirm once and closes',
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    // The least destructive answer has focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitUntilClosed(canvasElement, 'alertdialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
});

export const Cancel = meta.story({
  name: 'Cancelling does not call onConfirm',
  play: async ({ args, canvas, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitUntilClosed(canvasElement, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit quote' })).toHaveFocus());

    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const Critical = meta.story({
  name: 'Critical (destructive confirm)',
  args: {
    isOpen: true,
    tone: 'critical',
    title: 'Cancel this order?',
    description: 'Order # 1042 and its sub-orders will be cancelled. This cannot be undone.',
    confirmLabel: 'Cancel order',
    cancelLabel: 'Keep order',
  },
  play: async ({ canvasElement }) => {
    const dialog = await withinPage(canvasElement).findByRole('alertdialog', {
      name: 'Cancel this order?',
    });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
  },
});

let releaseConfirm: () => void = () => {};

export const Pending = meta.story({
  name: 'Pending blocks Escape',
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseConfirm = resolve;
        }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // A second press while pending does nothing.
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    releaseConfirm();
    await waitUntilClosed(canvasElement, 'alertdialog');
  },
});

export const Rejected = meta.story({
  name: 'A rejected onConfirm keeps it open',
  args: {
    onConfirm: fn(
      () => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Something went wrong')), 50)),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // The user may try again.
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
});

export const Open = meta.story({
  name: 'Open (as shown)',
  args: { isOpen: true } satisfies Partial<ConfirmDialogProps>,
});
