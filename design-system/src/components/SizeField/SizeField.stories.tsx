import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { SizeField, type SizeFieldProps } from './SizeField';
import { expectErrorMessage, inFrame } from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';

/**
 * What the app does with a size as it is typed: checks it against the model's rule (a range with a
 * step counted from its minimum) and words the problem; the field only shows the message.
 */
function widthProblem(value: number | null, { min = 0, max = Infinity, step = 1 }: SizeFieldProps) {
  if (value === null) return undefined;
  if (value < min) return `At least ${min} mm.`;
  if (value > max) return `At most ${max} mm.`;
  const below = value - ((value - min) % step);
  if (below !== value) return `Use a step of ${step} mm: ${below} or ${below + step}.`;
  return undefined;
}

const meta = preview.meta({
  title: 'Inputs/SizeField',
  component: SizeField,
  args: {
    label: 'Width',
    unit: 'mm',
    min: 600,
    max: 1200,
    step: 10,
    description: '600 to 1200 mm, in steps of 10 mm.',
    name: 'width',
    value: 900,
    onChange: fn(),
  },
  // Controlled, as the configurator holds it: the story keeps the size and checks it as it is typed.
  render: function Render(args) {
    const [value, setValue] = useControlledState(args.value ?? null, args.onChange);
    return (
      <SizeField
        {...args}
        value={value}
        onChange={setValue}
        errorMessage={args.errorMessage ?? widthProblem(value, args)}
      />
    );
  },
  decorators: [inFrame({ width: 240 })],
});

const widthInput = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Width mm' });

/** A size on the step: the unit is read with the label, the range with the description; arrows step. */
export const Valid = meta.story({
  play: async ({ args, canvas }) => {
    const input = widthInput(canvas);
    await expect(input).toHaveValue('900');
    await expect(input).toHaveAccessibleDescription('600 to 1200 mm, in steps of 10 mm.');
    await expect(input).not.toBeInvalid();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('920');
    await expect(args.onChange).toHaveBeenLastCalledWith(920);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('910');
    await expect(args.onChange).toHaveBeenLastCalledWith(910);
    await userEvent.tab();
    await expect(input).toHaveValue('910');
  },
});

/** 815 on a step of 10 stays 815: the message says why, and ArrowUp goes to the next size on the step. */
export const OffStep = meta.story({
  name: 'Off the step: error, not snapped',
  play: async ({ args, canvas }) => {
    const input = widthInput(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '815');
    await expect(args.onChange).toHaveBeenLastCalledWith(815);
    await expectErrorMessage(input, '600 to 1200 mm, in steps of 10 mm. Use a step of 10 mm: 810 or 820.');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('820');
    await expect(input).not.toBeInvalid();
    await userEvent.clear(input);
    await userEvent.type(input, '815');
    // Left, the size is what was typed.
    await userEvent.tab();
    await expect(input).toHaveValue('815');
    await expectErrorMessage(input, /Use a step of 10 mm: 810 or 820\.$/);
  },
});

/** Above the range: kept as typed with its message; ArrowUp does not go past the maximum. */
export const OutOfRange = meta.story({
  name: 'Out of range',
  args: { value: 1200 },
  play: async ({ canvas }) => {
    const input = widthInput(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('1200');
    await userEvent.clear(input);
    await userEvent.type(input, '550');
    await expectErrorMessage(input, /At least 600 mm\.$/);
    await userEvent.clear(input);
    await userEvent.type(input, '1500');
    await userEvent.tab();
    await expect(input).toHaveValue('1500');
    await expectErrorMessage(input, '600 to 1200 mm, in steps of 10 mm. At most 1200 mm.');
  },
});

/** Empty and required: the app's message while nothing is typed (after a submit, say). */
export const Required = meta.story({
  args: { value: null, isRequired: true, errorMessage: 'Enter the width.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Width mm' });
    await expect(input).toBeRequired();
    await expect(input).toHaveValue('');
    await expectErrorMessage(input, '600 to 1200 mm, in steps of 10 mm. Enter the width.');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = widthInput(canvas);
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('900');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});
