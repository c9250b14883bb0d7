import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup';
import { controlsFor } from '../private/storyHelpers';

const methods = (
  <>
    <Radio value="app" description="Google Authenticator or a similar app">
      Authenticator app
    </Radio>
    <Radio value="sms">Text message</Radio>
    <Radio value="email">E-mail</Radio>
  </>
);

const meta = preview.meta({
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: { label: 'Two-factor method', children: methods, onChange: fn() },
  argTypes: {
    ...controlsFor('inline-radio', { orientation: radioGroupOrientations }),
    children: { control: false },
  },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Text message' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('email');
  },
});

export const WithDescription = meta.story({
  args: { description: 'You can change it later in Security.', defaultValue: 'app' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'You can change it later in Security.',
    );
    await expect(canvas.getByRole('radio', { name: 'Authenticator app' })).toHaveAccessibleDescription(
      // The group's description follows each radio's own.
      'Google Authenticator or a similar app You can change it later in Security.',
    );
  },
});

export const Horizontal = meta.story({
  args: {
    label: 'Role type',
    orientation: 'horizontal',
    defaultValue: 'organization',
    children: (
      <>
        <Radio value="organization">Organization</Radio>
        <Radio value="dealer">Dealer</Radio>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Organization' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('dealer');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, errorMessage: 'Choose a method' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a method');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'sms' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
});
