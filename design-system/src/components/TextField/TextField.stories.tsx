import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { TextField } from './TextField';
import { expectErrorMessage, inFrame } from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email' as const, name: 'email', autoComplete: 'email', onChange: fn() },
  decorators: [inFrame({ width: 320 })],
});

export const Default = meta.story({
  args: { placeholder: 'name@company.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'anna@doorline.example');
    await expect(input).toHaveValue('anna@doorline.example');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@doorline.example');
  },
});

export const WithDescription = meta.story({
  args: { description: 'We send the sign-in code to this address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toHaveAccessibleDescription('We send the sign-in code to this address.');
  },
});

export const Required = meta.story({
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/E-mail/)).toBeRequired();
  },
});

export const Invalid = meta.story({
  args: { defaultValue: 'anna@', errorMessage: 'Enter a valid e-mail address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expectErrorMessage(input, 'Enter a valid e-mail address.');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: 'anna@doorline.example', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toBeDisabled();
  },
});

export const Password = meta.story({
  args: { label: 'Password', type: 'password', name: 'password', autoComplete: 'current-password' },
});

export const Controlled = meta.story({
  name: 'Controlled, with server error',
  render: function Render(args) {
    const [value, setValue] = useControlledState('', args.onChange);
    const error = value.length > 0 && value.length < 8 ? 'At least 8 characters.' : undefined;
    return (
      <TextField
        {...args}
        label="New password"
        type="password"
        value={value}
        onChange={setValue}
        errorMessage={error}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'short');
    await expectErrorMessage(input, 'At least 8 characters.');
    await userEvent.type(input, '-enough');
    await expect(input).toBeValid();
  },
});

/** In a table's cell, whose column names it: no visible label, an `aria-label` instead. */
export const NamedByItsColumn = meta.story({
  name: 'Named by its column',
  args: { label: undefined, 'aria-label': 'Email on line 4', defaultValue: 'olena@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email on line 4' });
    await expect(input).toHaveValue('olena@');
    await expect(canvas.queryByText('E-mail')).toBeNull();
  },
});
