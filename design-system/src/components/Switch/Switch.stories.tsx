import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Switch } from './Switch';
import { expectDisabledIgnoringClicks, expectToggledByClickAndSpace } from '../private/storyHelpers';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: 'Active', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expectToggledByClickAndSpace(canvas.getByRole('switch', { name: 'Active' }), args.onChange);
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
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Active' });
    await expect(control).toHaveAccessibleDescription('Inactive roles cannot be given to users.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expectDisabledIgnoringClicks(canvas.getByRole('switch'), args.onChange);
  },
};
