import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { SearchField } from './SearchField';
import { inFrame } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search quotes',
    placeholder: 'Search quotes by number',
    onChange: fn(),
    onDebouncedChange: fn(),
  },
  decorators: [inFrame({ width: 320 })],
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search quotes' });
    await userEvent.type(input, 'Q-10');
    await expect(args.onChange).toHaveBeenLastCalledWith('Q-10');
    await expect(args.onDebouncedChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDebouncedChange).toHaveBeenCalledWith('Q-10'));
  },
});

export const Clear = meta.story({
  name: 'Clear the search',
  args: { defaultValue: 'Q-1042' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search quotes' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    // Clearing searches at once, without waiting for the debounce.
    await expect(args.onDebouncedChange).toHaveBeenCalledOnce();
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Q-7');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onDebouncedChange).toHaveBeenLastCalledWith('');
  },
});

export const SubmitWithEnter = meta.story({
  name: 'Search at once with Enter',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search quotes' });
    await userEvent.type(input, 'Q-77{Enter}');
    await expect(args.onDebouncedChange).toHaveBeenCalledOnce();
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('Q-77');
  },
});

export const WithLabelAndDescription = meta.story({
  args: {
    'aria-label': undefined,
    label: 'Search users',
    placeholder: 'Search users by name or email...',
    description: 'Matches any part of the name or e-mail.',
    debounceMs: 400,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(input).toHaveAccessibleDescription('Matches any part of the name or e-mail.');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: 'Q-1042', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search quotes' })).toBeDisabled();
  },
});

export const DrivingAList = meta.story({
  name: 'Driving a list',
  render: function Render(args) {
    const [search, setSearch] = useState('');
    const quotes = ['Q-1001', 'Q-1002', 'Q-1042', 'Q-2001'];
    const shown = quotes.filter((quote) => quote.toLowerCase().includes(search.toLowerCase()));
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <SearchField {...args} onDebouncedChange={setSearch} />
        <ul aria-label="Quotes" style={{ margin: 0, paddingInlineStart: 20 }}>
          {shown.map((quote) => (
            <li key={quote}>{quote}</li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Quotes' });
    await userEvent.type(canvas.getByRole('searchbox'), '104');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).toHaveTextContent('Q-1042');
  },
});
