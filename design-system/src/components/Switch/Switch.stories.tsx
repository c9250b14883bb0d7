import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Switch } from './Switch';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: 'Active', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Active' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  render: (args) => (
    <FormField label="Role status" description="Inactive roles cannot be given to users.">
      {({ 'aria-describedby': describedBy }) => (
        <Switch {...args} aria-describedby={describedBy} defaultSelected>
          Active
        </Switch>
      )}
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Active' });
    await expect(control).toHaveAccessibleDescription('Inactive roles cannot be given to users.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
