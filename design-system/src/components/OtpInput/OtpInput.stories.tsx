import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { OtpInput } from './OtpInput';
import { expectErrorMessage } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/OtpInput',
  component: OtpInput,
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code we sent you.',
    onChange: fn(),
    onComplete: fn(),
  },
});

function getCells(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole<HTMLInputElement>('textbox');
}

function codeOf(canvasElement: HTMLElement) {
  return getCells(canvasElement)
    .map((cell) => cell.value)
    .join('');
}

export const Empty = meta.story({
  name: 'Empty: typing a code',
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await expect(codeOf(canvasElement)).toBe('123456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
  },
});

export const Paste = meta.story({
  name: 'Pasting a code',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('987654');
    await expect(codeOf(canvasElement)).toBe('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
});

export const IgnoresLetters = meta.story({
  name: 'Letters are ignored',
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(first);
    await userEvent.keyboard('a');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('7');
    await expect(first).toHaveValue('7');
    await expect(args.onChange).toHaveBeenLastCalledWith('7');
  },
});

export const PartlyFilled = meta.story({
  args: { defaultValue: '123' },
  play: async ({ canvas, canvasElement }) => {
    // A click on an empty cell lands on the first empty one.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();
    await expect(codeOf(canvasElement)).toBe('123');
  },
});

export const BackspaceAcrossCells = meta.story({
  name: 'Backspace goes back across cells',
  args: { defaultValue: '1234' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 5 of 6' }));
    await userEvent.keyboard('{Backspace}');
    await expect(codeOf(canvasElement)).toBe('123');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(codeOf(canvasElement)).toBe('');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // Backspace on the empty first cell changes nothing.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
});

export const Complete = meta.story({
  args: { defaultValue: '123456' },
  play: async ({ canvasElement }) => {
    await expect(codeOf(canvasElement)).toBe('123456');
  },
});

export const WithError = meta.story({
  args: { defaultValue: '12', errorMessage: 'OTP code is required' },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expectErrorMessage(cell, 'Enter the 6-digit code we sent you. OTP code is required');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: '123', isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const cell of getCells(canvasElement)) await expect(cell).toBeDisabled();
  },
});
