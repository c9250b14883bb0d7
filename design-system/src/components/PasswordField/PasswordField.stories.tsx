import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { PasswordField } from './PasswordField';
import { controlsFor, expectErrorMessage, inFrame } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
  argTypes: controlsFor('inline-radio', { autoComplete: ['current-password', 'new-password'] }),
  decorators: [inFrame({ width: 320 })],
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'correct horse');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse');
  },
});

export const ShowAndHide = meta.story({
  name: 'Show and hide the password',
  args: { defaultValue: 'correct horse' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    // The toggle is in the tab order and works from the keyboard.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(hide).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const WithDescription = meta.story({
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, errorMessage: 'Enter your password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Password/);
    await expectErrorMessage(input, 'Enter your password');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: 'correct horse', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
});

export const ConfirmPassword = meta.story({
  name: 'New and confirmed password',
  render: function Render() {
    const [password, setPassword] = useState('');
    const [confirmation, setConfirmation] = useState('');
    const mismatch = confirmation.length > 0 && confirmation !== password;
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          errorMessage={
            password.length > 0 && password.length < 8 ? 'Password must be at least 8 characters' : undefined
          }
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          errorMessage={mismatch ? 'Passwords do not match' : undefined}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'doorline-2024');
    const confirmation = canvas.getByLabelText('Confirm password');
    await userEvent.type(confirmation, 'doorline-2025');
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'doorline-2024');
    await expect(confirmation).toBeValid();
  },
});
