import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Select, selectSizes } from './Select';
import {
  clickToOpen,
  controlsFor,
  inFrame,
  keyToOpen,
  waitUntilClosed,
  withinPage,
} from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';

const statuses = ['draft', 'submitted', 'approved', 'rejected', 'canceled'].map((status) => ({
  id: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));
const pageSizes = [5, 10, 25, 50, 100].map((size) => ({ id: String(size), label: String(size) }));

const meta = preview.meta({
  title: 'Inputs/Select',
  component: Select,
  args: { label: 'Status', items: statuses, placeholder: 'All statuses', onSelectionChange: fn() },
  argTypes: controlsFor('inline-radio', { size: selectSizes }),
  decorators: [inFrame({ width: 260, minHeight: 300 })],
});

export const Default = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('All statuses');
    const listbox = await clickToOpen(trigger, 'listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Approved' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('approved');
    await waitUntilClosed(canvasElement, 'listbox');
    // The select's own trigger: the one pressed was its stand-in (`deferred`).
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Approved');
  },
});

export const ChooseWithKeyboard = meta.story({
  name: 'Choose with the keyboard',
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const listbox = await keyToOpen(trigger, '{ArrowDown}', 'listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Draft' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('approved');
    // The select's own trigger: the one focused first was its stand-in (`deferred`).
    const select = canvas.getByRole('button', { name: /Status/ });
    await waitFor(() => expect(select).toHaveFocus());
    await expect(select).toHaveTextContent('Approved');
    // Type-ahead on the closed trigger.
    await userEvent.keyboard('r');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('rejected');
  },
});

export const WithDescription = meta.story({
  args: {
    label: 'Role',
    description: "Only roles of the user's type are listed.",
    placeholder: 'Choose a role',
    items: [
      { id: 'admin', label: 'Administrator' },
      { id: 'manager', label: 'Sales manager' },
      { id: 'viewer', label: 'Viewer' },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveAccessibleDescription("Only roles of the user's type are listed.");
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, errorMessage: 'Please select a status', name: 'status' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveAccessibleDescription('Please select a status');
  },
});

export const Disabled = meta.story({
  args: { defaultSelectedKey: 'submitted', isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Submitted');
  },
});

export const PageSize = meta.story({
  name: "Compact 'Show' page size",
  args: { label: undefined, 'aria-label': 'Rows per page', items: pageSizes, placeholder: undefined },
  render: function Render(args) {
    const [limit, setLimit] = useControlledState('5', args.onSelectionChange);
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
        <span aria-hidden="true">Show</span>
        <div style={{ width: 72 }}>
          <Select
            {...args}
            label={undefined}
            aria-label="Rows per page"
            size="sm"
            selectedKey={limit}
            onSelectionChange={setLimit}
          />
        </div>
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = withinPage(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Rows per page/ });
    await expect(trigger).toHaveTextContent('5');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: '25' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('25');
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('25');
  },
});
