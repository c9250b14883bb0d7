import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { fakeDealerLookup } from '../private/pickers-fakeDealers';
import { ComboBox } from './ComboBox';
import {
  clickToOpen,
  expectErrorMessage,
  inFrame,
  waitUntilClosed,
  withinPage,
} from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';

const meta = preview.meta({
  title: 'Inputs/ComboBox',
  component: ComboBox,
  args: {
    label: 'Dealer',
    placeholder: 'Select a dealer',
    loadPage: fn(fakeDealerLookup()),
    onSelectionChange: fn(),
  },
  // Controlled like a form field: the story keeps the chosen id.
  render: function Render(args) {
    const [selectedKey, select] = useControlledState(args.selectedKey ?? null, args.onSelectionChange);
    return <ComboBox {...args} selectedKey={selectedKey} onSelectionChange={select} />;
  },
  decorators: [inFrame({ width: 280, minHeight: 380 })],
  parameters: { layout: 'padded' },
});

export const Default = meta.story({
  name: 'Default: search and pick with the keyboard',
  play: async ({ args, canvas, canvasElement }) => {
    // The field as it is now: its stand-in's input gives way to the field's own (`deferred`).
    const input = () => canvas.getByRole('combobox', { name: 'Dealer' });
    await userEvent.click(input());
    await userEvent.keyboard('lviv');
    const listbox = await withinPage(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Lviv Doorsdealer2@doorline.example',
        'Lviv Door Studiodealer15@doorline.example',
        'Lviv Entrance Systemsdealer28@doorline.example',
        'Lviv Interiorsdealer41@doorline.example',
        'Lviv Homedealer54@doorline.example',
      ]),
    );
    await expect(args.loadPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'lviv', page: 1 }),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('dealer-15');
    await expect(input()).toHaveValue('Lviv Door Studio');
    await waitUntilClosed(canvasElement, 'listbox');
  },
});

export const WithSelectedValue = meta.story({
  name: 'With a selected value',
  args: { selectedKey: 'dealer-5', selectedLabel: 'Kharkiv Doors' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Dealer' });
    // The value's text shows before any page is loaded.
    await expect(input).toHaveValue('Kharkiv Doors');
    await expect(args.loadPage).not.toHaveBeenCalled();
    const listbox = await clickToOpen(canvas.getByRole('button'), 'listbox');
    const selected = await within(listbox).findByRole('option', { name: /Kharkiv Doors/ });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    // The first page is loaded for an empty search, not for the value's text.
    await expect(args.loadPage).toHaveBeenCalledWith(expect.objectContaining({ search: '', page: 1 }));
  },
});

export const InfiniteScroll = meta.story({
  name: 'Scrolling loads the next page',
  play: async ({ args, canvas }) => {
    const listbox = await clickToOpen(canvas.getByRole('button'), 'listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(20));
    listbox.scrollTop = listbox.scrollHeight;
    await expect(await within(listbox).findByText('Loading more...')).toBeVisible();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(40));
    await expect(within(listbox).getAllByRole('option')[20]).toHaveTextContent('Chernihiv Door Studio');
    await expect(args.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', page: 2 }));
    await expect(within(listbox).queryByText('Loading more...')).not.toBeInTheDocument();
  },
});

export const NoResults = meta.story({
  name: 'A search that matches nothing',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Dealer' }));
    await userEvent.keyboard('zzz');
    const listbox = await withinPage(canvasElement).findByRole('listbox');
    // The spec's dropdown text (docs/spec.md §8), as when there are no options at all.
    await expect(await within(listbox).findByText('No options found.')).toBeVisible();
    await expect(within(listbox).queryByText('No results found.')).not.toBeInTheDocument();
    await expect(within(listbox).queryByText(/Doors/)).not.toBeInTheDocument();
  },
});

export const NoOptions = meta.story({
  name: 'No options at all',
  args: { loadPage: fn(fakeDealerLookup({ dealers: [] })) },
  play: async ({ canvas }) => {
    const listbox = await clickToOpen(canvas.getByRole('button'), 'listbox');
    await expect(await within(listbox).findByText('No options found.')).toBeVisible();
  },
});

export const WithError = meta.story({
  name: 'With an error message',
  args: {
    isRequired: true,
    errorMessage: 'Please select a dealer',
    description: 'The dealer the quote is for.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Dealer/ });
    await expectErrorMessage(input, /Please select a dealer/);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, selectedKey: 'dealer-1', selectedLabel: 'Kyiv Doors' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Dealer' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Dealer' })).toHaveValue('Kyiv Doors');
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
});
