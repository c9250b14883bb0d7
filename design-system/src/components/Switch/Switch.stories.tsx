import { expect, fn } from 'storybook/test';
import preview from '../../stories/preview';
import { FormField } from '../FormField/FormField';
import { Switch } from './Switch';
import { expectDisabledIgnoringClicks, expectToggledByClickAndSpace } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: 'Active', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await expectToggledByClickAndSpace(canvas.getByRole('switch', { name: 'Active' }), args.onChange);
  },
});

export const On = meta.story({ args: { defaultSelected: true } });

export const WithDescription = meta.story({
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
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expectDisabledIgnoringClicks(canvas.getByRole('switch'), args.onChange);
  },
});
