import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { CheckCircleIcon, PauseIcon, XCircleIcon } from '../private/icons';
import { MenuButton, menuButtonSizes, menuButtonVariants, type MenuButtonItem } from './MenuButton';
import {
  controlsFor,
  inFrame,
  keyToOpen,
  openFromTrigger,
  waitUntilClosedOnto,
} from '../private/storyHelpers';

const submittedActions: MenuButtonItem[] = [
  { id: 'approve', label: 'Approve', icon: <CheckCircleIcon /> },
  { id: 'hold', label: 'Hold', icon: <PauseIcon />, isDisabled: true },
  { id: 'cancel', label: 'Cancel', icon: <XCircleIcon />, tone: 'critical' },
];

const meta = preview.meta({
  title: 'Overlays/MenuButton',
  component: MenuButton,
  argTypes: controlsFor('inline-radio', { variant: menuButtonVariants, size: menuButtonSizes }),
  args: { label: 'Actions', items: submittedActions, onAction: fn() },
});

export const KeyboardAction = meta.story({
  name: 'Keyboard: open, arrow, Enter',
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: menu } = await openFromTrigger(canvas, 'Actions', 'menu', {
      name: 'Actions',
      by: 'keyboard',
    });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Approve' })).toHaveFocus());
    // The disabled Hold is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
    await waitUntilClosedOnto(canvasElement, 'menu', trigger);
  },
});

export const ClickAction = meta.story({
  name: 'Click an item',
  play: async ({ args, canvas }) => {
    const { popup: menu } = await openFromTrigger(canvas, 'Actions', 'menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Hold' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Approve' }));
    await expect(args.onAction).toHaveBeenCalledWith('approve');
  },
});

export const RowActions = meta.story({
  name: 'Icon-only row actions',
  args: { label: undefined, 'aria-label': 'Actions for order # 1042', variant: 'ghost', size: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for order # 1042' });
    trigger.focus();
    await keyToOpen(trigger, '{ArrowDown}', 'menu', { name: 'Actions for order # 1042' });
    await userEvent.keyboard('{Escape}');
    // The menu's own trigger: the one focused was its stand-in (`deferred`).
    const own = canvas.getByRole('button', { name: 'Actions for order # 1042', hidden: true });
    await waitUntilClosedOnto(canvasElement, 'menu', own);
  },
});

export const WithSections = meta.story({
  args: {
    items: [
      {
        id: 'status',
        title: 'Status',
        items: [
          { id: 'start', label: 'Start production' },
          { id: 'complete', label: 'Complete' },
        ],
      },
      {
        id: 'links',
        title: 'Open',
        items: [{ id: 'details', label: 'Order details', href: '#orders/1042/details' }],
      },
      { id: 'danger', items: [{ id: 'hold', label: 'Hold', tone: 'critical' }] },
    ],
  },
  play: async ({ args, canvas }) => {
    const { popup: menu } = await openFromTrigger(canvas, 'Actions', 'menu');
    await expect(within(menu).getByRole('group', { name: 'Status' })).toBeInTheDocument();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await expect(within(menu).getByRole('menuitem', { name: 'Order details' })).toHaveAttribute(
      'href',
      '#orders/1042/details',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Start production' }));
    await expect(args.onAction).toHaveBeenCalledWith('start');
  },
});

export const Open = meta.story({
  name: 'Open (as shown)',
  parameters: { layout: 'padded' },
  decorators: [inFrame({ display: 'flex', justifyContent: 'center', minHeight: 220 })],
  play: async ({ canvas }) => {
    await openFromTrigger(canvas, 'Actions', 'menu');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled();
  },
});
