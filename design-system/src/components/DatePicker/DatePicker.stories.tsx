import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { DatePicker } from './DatePicker';
import { clickToOpen, inFrame, waitUntilClosed } from '../private/storyHelpers';

// Fixed dates in a past month, so that no story ever shows today's marker.
const selected = new CalendarDate(2025, 9, 18);
const earliest = new CalendarDate(2025, 9, 10);

const meta = preview.meta({
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: { label: 'Requested date', name: 'requestedDate', onChange: fn() },
  decorators: [inFrame({ width: 280, minHeight: 420 })],
  parameters: { layout: 'padded' },
});

async function openCalendar(canvasElement: HTMLElement) {
  return clickToOpen(within(canvasElement).getByRole('button', { name: /Calendar/ }), 'dialog');
}

/** The day buttons of the displayed month with this number (the grid also shows the next month's first days). */
function dayOfMonth(dialog: HTMLElement, day: number): HTMLElement {
  const match = within(dialog)
    .getAllByRole('button')
    .find((cell) => cell.textContent === String(day) && !cell.hasAttribute('data-outside-month'));
  if (!match) throw new Error(`No day ${day} in the displayed month`);
  return match;
}

export const Default = meta.story({
  name: 'Default: typing a date',
  play: async ({ args, canvas, canvasElement }) => {
    const [day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('18092025');
    await expect(args.onChange).toHaveBeenLastCalledWith(selected);
    await expect(canvasElement.querySelector('input[name="requestedDate"]')).toHaveValue('2025-09-18');
    await expect(canvas.getByRole('group', { name: /Requested date/ })).toHaveTextContent('18.09.2025');
  },
});

export const WithMin = meta.story({
  name: 'With a minimum date',
  args: { defaultValue: selected, minValue: earliest, description: 'Not earlier than 10.09.2025.' },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(dayOfMonth(dialog, 9)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayOfMonth(dialog, 10)).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'dialog');
  },
});

export const OpenedCalendar = meta.story({
  name: 'Opened calendar: six weeks',
  args: { defaultValue: selected, minValue: earliest },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // September 2025 spans five weeks; the grid still shows six, running into October.
    await expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/2025/);
    await waitFor(() => expect(dayOfMonth(dialog, 18)).toHaveFocus());
    await expect(dayOfMonth(dialog, 18).closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
});

export const PickWithKeyboard = meta.story({
  name: 'Picking a date with the keyboard',
  args: { defaultValue: selected, minValue: earliest },
  play: async ({ args, canvas, canvasElement }) => {
    await openCalendar(canvasElement);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 9, 26));
    await waitUntilClosed(canvasElement, 'dialog');
    await expect(canvas.getByRole('group', { name: /Requested date/ })).toHaveTextContent('26.09.2025');
  },
});

export const Invalid = meta.story({
  name: 'Invalid, with an error',
  args: { isRequired: true, errorMessage: 'Requested date is required' },
  play: async ({ canvas }) => {
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('Requested date is required');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: selected, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
});

export const EnglishLocale = meta.story({
  name: 'Another locale',
  args: { defaultValue: selected, locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Requested date/ })).toHaveTextContent('9/18/2025');
  },
});
