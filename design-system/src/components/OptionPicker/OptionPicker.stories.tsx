import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { OptionPicker, type OptionPickerOption, type OptionPickerProps } from './OptionPicker';
import { inFrame, tabOnto } from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';

const glass: OptionPickerOption[] = [
  { id: 'clear', label: 'Clear', code: 'GL-01', price: 'Included' },
  { id: 'satin', label: 'Satin', code: 'GL-02', price: '+ 1 120,00 ₴' },
  {
    id: 'mirror',
    label: 'Mirror',
    code: 'GL-05',
    price: '+ 2 340,00 ₴',
    disabledReason: 'Not with the steel leaf.',
  },
  {
    id: 'bronze',
    label: 'Bronze tint',
    code: 'GL-03',
    price: '+ 1 480,00 ₴',
    note: { tone: 'info', text: 'Tinted on both sides.' },
  },
];

const extras: OptionPickerOption[] = [
  {
    id: 'closer',
    label: 'Door closer',
    code: 'EX-10',
    price: '+ 1 450,00 ₴',
    note: { tone: 'warning', text: 'Adds 5 working days to the lead time.' },
  },
  { id: 'peephole', label: 'Peephole', code: 'EX-02', price: '+ 180,00 ₴' },
  {
    id: 'kick-plate',
    label: 'Kick plate',
    code: 'EX-07',
    price: '+ 640,00 ₴',
    disabledReason: 'Only for doors at least 800 mm wide.',
  },
  {
    id: 'anti-burglary',
    label: 'Anti-burglary pins, three on the hinge side',
    code: 'EX-12',
    price: '+ 3 900,00 ₴',
    note: { tone: 'warning', text: 'Up-charge of 15 % on the frame.' },
  },
];

const handles: OptionPickerOption[] = [
  { id: 'lever', label: 'Lever handle', price: 'Included' },
  { id: 'knob', label: 'Knob', price: '+ 260,00 ₴' },
  { id: 'pull', label: 'Pull bar, 600 mm', price: '+ 1 900,00 ₴' },
];

const meta = preview.meta({
  title: 'Inputs/OptionPicker',
  component: OptionPicker,
  args: { label: 'Glass', selectionMode: 'single' as const, options: glass, value: 'clear', onChange: fn() },
  argTypes: { options: { control: false } },
  // Controlled, as the configurator holds a configuration: the story keeps the choice.
  render: function Render(args) {
    const [value, setValue] = useControlledState<string | null | readonly string[]>(
      args.value,
      args.onChange as (value: string | null | readonly string[]) => void,
    );
    return <OptionPicker {...({ ...args, value, onChange: setValue } as OptionPickerProps)} />;
  },
  // As wide as a dialog's column; a phone's width less the story's padding.
  decorators: [inFrame({ width: 'min(420px, calc(100vw - 2rem))' })],
});

/** Radios: the arrow keys move the choice and pass over the option the configuration excludes. */
export const SingleWithDisabled = meta.story({
  name: 'Single, with a disabled option and its reason',
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Glass' });
    const clear = canvas.getByRole('radio', { name: 'Clear GL-01' });
    const mirror = canvas.getByRole('radio', { name: 'Mirror GL-05' });
    // Shown, dimmed, with its reason on screen and in its description.
    await expect(mirror).toBeDisabled();
    await expect(within(group).getByText('Not with the steel leaf.')).toBeVisible();
    await expect(mirror).toHaveAccessibleDescription('+ 2 340,00 ₴ Not with the steel leaf.');
    await expect(canvas.getByRole('radio', { name: 'Bronze tint GL-03' })).toHaveAccessibleDescription(
      '+ 1 480,00 ₴ Tinted on both sides.',
    );
    await tabOnto(clear);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Satin GL-02' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('satin');
    await userEvent.keyboard('{ArrowDown}');
    // Past Mirror to Bronze tint.
    await expect(canvas.getByRole('radio', { name: 'Bronze tint GL-03' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('bronze');
    await expect(mirror).not.toBeChecked();
  },
});

/** Checkboxes: Tab goes from box to box (past the disabled one), Space ticks; notes are read with their option. */
export const MultipleWithNote = meta.story({
  name: 'Multiple, with notes',
  args: { label: 'Extras', selectionMode: 'multiple', options: extras, value: ['peephole'] },
  play: async ({ args, canvas }) => {
    canvas.getByRole('group', { name: 'Extras' });
    const closer = canvas.getByRole('checkbox', { name: 'Door closer EX-10' });
    await expect(closer).toHaveAccessibleDescription('+ 1 450,00 ₴ Adds 5 working days to the lead time.');
    const kickPlate = canvas.getByRole('checkbox', { name: 'Kick plate EX-07' });
    await expect(kickPlate).toBeDisabled();
    await expect(kickPlate).toHaveAccessibleDescription('+ 640,00 ₴ Only for doors at least 800 mm wide.');
    await tabOnto(closer);
    await userEvent.keyboard(' ');
    await expect(closer).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['peephole', 'closer']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Peephole EX-02' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('checkbox', { name: 'Anti-burglary pins, three on the hinge side EX-12' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['peephole', 'closer', 'anti-burglary']);
  },
});

/** A required group left empty: the app's message marks the group and is read with each option. */
export const RequiredError = meta.story({
  name: 'Required, with an error',
  args: {
    label: 'Handle',
    options: handles,
    value: null,
    isRequired: true,
    description: 'Fitted on the inside and the outside.',
    errorMessage: 'Choose a handle.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Handle' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Fitted on the inside and the outside. Choose a handle.');
    await expect(canvas.getByRole('radio', { name: 'Knob' })).toHaveAccessibleDescription(
      '+ 260,00 ₴ Choose a handle. Fitted on the inside and the outside.',
    );
    // Tab enters a group with nothing chosen at its first option.
    await tabOnto(canvas.getByRole('radio', { name: 'Lever handle' }));
  },
});

/** On a phone: long names wrap, prices keep to the row's end. */
export const Mobile = meta.story({
  name: 'Multiple, on a phone',
  args: { label: 'Extras', selectionMode: 'multiple', options: extras, value: ['closer'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getByText('Adds 5 working days to the lead time.')).toBeVisible();
  },
});
