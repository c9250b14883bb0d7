import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { NumberField } from './NumberField';
import { expectErrorMessage, inFrame } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { label: 'Price', name: 'price', minimumFractionDigits: 2, onChange: fn() },
  decorators: [inFrame({ width: 240 })],
});

export const Default = meta.story({
  args: { defaultValue: '120.00' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(input);
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    // Left, the amount is written the language's way.
    await expect(input).toHaveValue('1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith('1,234.50');
  },
});

/** Ukrainian (React Aria's `I18nProvider`): a comma is the decimal sign, spaces group the digits. */
export const Ukrainian = meta.story({
  args: { label: 'Ціна', description: 'Ціна за двері, до знижки дилера.' },
  decorators: [
    (Story) => (
      <I18nProvider locale="uk">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ціна' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1\u00a0234,50');
    await expect(input).toHaveAccessibleDescription('Ціна за двері, до знижки дилера.');
  },
});

export const Discount = meta.story({
  name: 'Discount (percent)',
  args: { label: 'Discount', name: 'discount', defaultValue: '0%', minimumFractionDigits: 0, percent: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Discount' });
    await userEvent.clear(input);
    await userEvent.type(input, '12,5 %');
    await userEvent.tab();
    await expect(input).toHaveValue('12.5%');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, defaultValue: '1,234', errorMessage: '“1,234” can be read two ways.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Price/ });
    await expectErrorMessage(input, '“1,234” can be read two ways.');
    await expect(input).toBeRequired();
  },
});

export const Disabled = meta.story({
  args: { defaultValue: '120.00', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
  },
});
