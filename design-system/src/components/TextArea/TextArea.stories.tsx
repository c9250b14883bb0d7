import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { TextArea } from './TextArea';
import { expectErrorMessage, inFrame } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Note', name: 'note', onChange: fn(), onBlur: fn() },
  decorators: [inFrame({ width: 360 })],
});

export const Default = meta.story({
  args: { placeholder: 'Anything the factory should know' },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(textArea, 'Deliver before noon.{Enter}Call first.');
    await expect(textArea).toHaveValue('Deliver before noon.\nCall first.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Deliver before noon.\nCall first.');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
});

export const WithDescription = meta.story({
  args: { label: 'Description', description: 'Shown to dealers on the quote.', rows: 4, maxLength: 500 },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textArea).toHaveAccessibleDescription('Shown to dealers on the quote.');
    await expect(textArea).toHaveAttribute('maxlength', '500');
    await expect(textArea).toHaveAttribute('rows', '4');
  },
});

export const Invalid = meta.story({
  args: { label: 'Description', isRequired: true, defaultValue: 'A', errorMessage: 'Must be at least 2.' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: /Description/ });
    await expectErrorMessage(textArea, 'Must be at least 2.');
    await expect(textArea).toBeRequired();
  },
});

export const Disabled = meta.story({
  args: { defaultValue: 'Deliver before noon.', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
});

export const ReadOnly = meta.story({
  args: { defaultValue: 'Deliver before noon.', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(textArea, ' More');
    await expect(textArea).toHaveValue('Deliver before noon.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});
