import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';
import { expectErrorMessage, inFrame } from '../private/storyHelpers';

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { label: 'Price', name: 'price', minValue: 0, onChange: fn() },
  decorators: [inFrame({ width: 240 })],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 120, step: 10 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('130');
    await expect(args.onChange).toHaveBeenLastCalledWith(130);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('110');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(250);
  },
};

export const Currency: Story = {
  args: {
    defaultValue: 1250.5,
    formatOptions: { style: 'currency', currency: 'EUR' },
    description: 'Price per door, before the dealer discount.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('€1,250.50');
    await expect(input).toHaveAccessibleDescription('Price per door, before the dealer discount.');
  },
};

export const Discount: Story = {
  name: 'Discount (percent, clamped)',
  args: {
    label: 'Discount',
    name: 'discount',
    defaultValue: 0,
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent' },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Discount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('1%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.01);
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('100%');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Must be at least 0.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Price/ });
    await expectErrorMessage(input, 'Must be at least 0.');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 120, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};
