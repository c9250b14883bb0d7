import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { inFrame, openFromTrigger, waitUntilClosedOnto } from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';
import { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';

const columns = [
  { id: 'reference', label: 'Reference #' },
  { id: 'status', label: 'Status' },
  { id: 'dealer', label: 'Dealer' },
  { id: 'salesman', label: 'Salesman' },
  { id: 'created', label: 'Created' },
  { id: 'updated', label: 'Updated' },
];

/** The chooser with its hidden columns kept, as a list keeps them. */
function Chooser(props: ColumnChooserProps) {
  const [hidden, setHidden] = useControlledState([...props.hidden], props.onHiddenChange);
  return <ColumnChooser {...props} hidden={hidden} onHiddenChange={setHidden} />;
}

const meta = preview.meta({
  title: 'Data/ColumnChooser',
  component: ColumnChooser,
  render: (args) => <Chooser {...args} />,
  decorators: [inFrame({ minHeight: '20rem', display: 'flex', justifyContent: 'flex-end' })],
  args: { label: 'Columns', columns, hidden: ['updated'], onHiddenChange: fn() },
});

export const Open = meta.story({
  name: 'Open: shown columns ticked',
  play: async ({ canvas }) => {
    const { popup: menu } = await openFromTrigger(canvas, 'Columns', 'menu');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Dealer' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Updated' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
});

export const HideAndShow = meta.story({
  name: 'Click: hide one, show another, the menu stays open',
  play: async ({ args, canvas }) => {
    const { popup: menu } = await openFromTrigger(canvas, 'Columns', 'menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Salesman' }));
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(['salesman', 'updated']);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Updated' }));
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(['salesman']);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Updated' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
});

export const Keyboard = meta.story({
  name: 'Keyboard: open, Space toggles, Escape closes',
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: menu } = await openFromTrigger(canvas, 'Columns', 'menu', {
      name: 'Columns',
      by: 'keyboard',
    });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Reference #' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(['reference', 'updated']);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosedOnto(canvasElement, 'menu', trigger);
  },
});
