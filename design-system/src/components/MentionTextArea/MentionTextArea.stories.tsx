import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { inFrame } from '../private/storyHelpers';
import { useControlledState } from '../private/useControlledState';
import { MentionTextArea, type MentionOption } from './MentionTextArea';

const people: MentionOption[] = [
  { id: '1', label: 'Anna Koval', description: 'Doorline' },
  { id: '2', label: 'Andrii Melnyk', description: 'Lviv Doors' },
  { id: '3', label: 'Oleh Bondar', description: 'Doorline' },
];

const meta = preview.meta({
  title: 'Inputs/MentionTextArea',
  component: MentionTextArea,
  args: {
    label: 'New comment',
    listLabel: 'People',
    emptyText: 'No one matches',
    loadingText: 'Loading…',
    value: '',
    onChange: fn(),
    options: [],
    onMentionSearch: fn(),
    onMention: fn(),
  },
  // Controlled as the app's form does; the people are matched here as the server would.
  render: function Render(args) {
    const [value, setValue] = useControlledState(args.value, args.onChange);
    const [query, setQuery] = useControlledState<string | null>(null, args.onMentionSearch);
    const options =
      query === null ? [] : people.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
    return (
      <MentionTextArea
        {...args}
        value={value}
        onChange={setValue}
        options={options}
        onMentionSearch={setQuery}
      />
    );
  },
  decorators: [inFrame({ width: 360, minHeight: 300 })],
});

export const Default = meta.story({
  name: 'Default: mention with the keyboard',
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'New comment' });
    await userEvent.type(area, 'Hi @an');
    const list = await canvas.findByRole('listbox', { name: 'People' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anna KovalDoorline', 'Andrii MelnykLviv Doors']),
    );
    await expect(args.onMentionSearch).toHaveBeenLastCalledWith('an');
    // The text area keeps the focus; the arrows move through the people, Enter chooses.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(area).toHaveAttribute('aria-activedescendant'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onMention).toHaveBeenLastCalledWith(people[1]);
    await expect(area).toHaveValue('Hi @Andrii Melnyk ');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(area).toHaveFocus();
    // The sentence goes on after the name: no list; outside a mention Enter is a new line.
    await userEvent.keyboard('look');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}here');
    await expect(area).toHaveValue('Hi @Andrii Melnyk look\nhere');
  },
});

export const NobodyMatches = meta.story({
  name: 'Nobody matches; Escape closes the list',
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'New comment' });
    await userEvent.type(area, '@zz');
    const list = await canvas.findByRole('listbox', { name: 'People' });
    await expect(list).toHaveTextContent('No one matches');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(area).toHaveValue('@zz');
  },
});

export const ByPointer = meta.story({
  name: 'Choose with a click',
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'New comment' });
    await userEvent.type(area, '@ol');
    await userEvent.click(await canvas.findByRole('option', { name: /Oleh Bondar/ }));
    await expect(args.onMention).toHaveBeenLastCalledWith(people[2]);
    await expect(area).toHaveValue('@Oleh Bondar ');
    // The text area has the focus again, the caret after the name.
    await expect(area).toHaveFocus();
    await userEvent.keyboard('hi');
    await expect(area).toHaveValue('@Oleh Bondar hi');
  },
});
