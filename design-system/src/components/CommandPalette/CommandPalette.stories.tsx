import { useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BuildingIcon,
  ClipboardIcon,
  FileTextIcon,
  HomeIcon,
  PackageIcon,
  UserIcon,
  UsersIcon,
} from '../private/icons';
import preview from '../../stories/preview';
import { inFrame, waitUntilClosed, withinPage } from '../private/storyHelpers';
import {
  CommandPalette,
  type CommandPaletteItem,
  type CommandPaletteProps,
  type CommandPaletteSection,
} from './CommandPalette';
import { CommandPaletteTrigger } from './CommandPaletteTrigger';

// An app's data, made up: what it found for a term (records, dealers, people), its pages and actions.
const records: CommandPaletteItem[] = [
  {
    id: 'r812',
    label: 'Pre-order 000812',
    description: 'Pavlo Petrenko · pavlo@buyer.test · Oakworks',
    icon: <ClipboardIcon />,
    badges: [
      { label: 'Pre-order', tone: 'info' },
      { label: 'Approved', tone: 'success' },
    ],
    href: '#quotes/812',
  },
  {
    id: 'r813',
    label: 'Quote 000813',
    description: 'Iryna Kovalenko · REF-ALPHA-1 · Oakworks',
    icon: <FileTextIcon />,
    badges: [
      { label: 'Quote', tone: 'neutral' },
      { label: 'Submitted', tone: 'warning' },
    ],
  },
  {
    id: 'r8121',
    label: 'Sub-order 000812-1',
    description: 'of 000812 · Pavlo Petrenko',
    icon: <PackageIcon />,
    badges: [
      { label: 'Production', tone: 'accent' },
      { label: 'In production', tone: 'info' },
    ],
  },
];
const dealers: CommandPaletteItem[] = [
  { id: 'd1', label: 'Oakworks Joinery', description: 'office@oakworks.test', icon: <BuildingIcon /> },
];
const people: CommandPaletteItem[] = [
  {
    id: 'u1',
    label: 'Pavlina Vovk',
    description: 'pavlina@oakworks.test · Oakworks',
    icon: <UserIcon />,
    badges: [{ label: 'Suspended', tone: 'critical' }],
  },
];
const pages: CommandPaletteItem[] = [
  { id: 'home', label: 'Home', icon: <HomeIcon /> },
  { id: 'quotes', label: 'Quotes', icon: <FileTextIcon /> },
  { id: 'pre-orders', label: 'Pre-orders', icon: <ClipboardIcon /> },
  { id: 'users', label: 'Users', description: 'Settings', icon: <UsersIcon />, keywords: ['people'] },
];
const actions: CommandPaletteItem[] = [
  { id: 'new-quote', label: 'New quote', icon: <FileTextIcon /> },
  { id: 'invite', label: 'Invite user', icon: <UsersIcon /> },
];
const recent: CommandPaletteSection = {
  id: 'recent',
  title: 'Recent',
  items: [records[0]!, { ...pages[3]!, id: 'recent-users' }],
};

/** What the app found for a term, as a server would: by any of an item's words. */
function found(term: string): CommandPaletteSection[] {
  const t = term.trim().toLowerCase();
  const by = (items: CommandPaletteItem[]) =>
    items.filter((item) => `${item.label} ${item.description ?? ''}`.toLowerCase().includes(t));
  return [
    { id: 'records', title: 'Records', items: by(records) },
    { id: 'dealers', title: 'Dealers', items: by(dealers) },
    { id: 'users', title: 'Users', items: by(people) },
  ].filter((section) => section.items.length > 0);
}

const texts = {
  label: 'Search',
  placeholder: 'Search records, dealers, people, pages…',
  loadingText: 'Searching…',
  emptyText: 'Nothing found. Try a number, a name or an e-mail.',
  initialEmptyText: 'Type to search.',
  clearLabel: 'Clear search',
  hints: [
    { keys: ['↑', '↓'], label: 'to move' },
    { keys: ['Enter'], label: 'to open' },
    { keys: ['Esc'], label: 'to close' },
  ],
};

type PaletteStoryProps = Partial<CommandPaletteProps> & { startWith?: string; withTrigger?: boolean };

/** The palette with its state, as an app holds it: what is typed, and what was found for it. */
function Palette({ startWith = '', withTrigger = false, ...props }: PaletteStoryProps) {
  const [isOpen, setOpen] = useState(!withTrigger);
  const [inputValue, setInputValue] = useState(startWith);
  return (
    <>
      {withTrigger && <CommandPaletteTrigger label="Search" shortcutKey="k" onPress={() => setOpen(true)} />}
      <CommandPalette
        {...texts}
        isOpen={isOpen}
        onOpenChange={setOpen}
        inputValue={inputValue}
        onInputChange={setInputValue}
        initialSections={[recent, { id: 'actions', title: 'Actions', items: actions }]}
        sections={[
          ...found(inputValue),
          { id: 'pages', title: 'Pages', items: pages, matchLocally: true },
          { id: 'actions', title: 'Actions', items: actions, matchLocally: true },
        ]}
        statusText={inputValue ? `${found(inputValue).length} groups found` : undefined}
        {...props}
      />
    </>
  );
}

const meta = preview.meta({
  title: 'Overlays/CommandPalette',
  // The docs page's props table is CommandPalette's own; each story renders it with its state above.
  component: CommandPalette as unknown as ComponentType<PaletteStoryProps>,
  render: (args) => <Palette {...args} />,
  args: { onAction: fn() },
  parameters: { layout: 'fullscreen' },
});

/** The palette on the page, and its field (which has the focus). */
async function openPalette(canvasElement: HTMLElement) {
  const page = withinPage(canvasElement);
  const dialog = await page.findByRole('dialog', { name: 'Search' });
  const field = within(dialog).getByRole('searchbox', { name: 'Search' });
  await waitFor(() => expect(field).toHaveFocus());
  return { page, dialog, field };
}

export const Recent = meta.story({
  name: 'Before typing: recent items and actions',
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    const recentGroup = within(dialog).getByRole('group', { name: 'Recent' });
    await expect(within(recentGroup).getAllByRole('menuitem')).toHaveLength(2);
    const actionsGroup = within(dialog).getByRole('group', { name: 'Actions' });
    await waitFor(() => expect(within(actionsGroup).getAllByRole('menuitem')).toHaveLength(2));
    await expect(within(dialog).queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();
  },
});

export const TypeArrowEnter = meta.story({
  name: 'Type, arrow to a result, Enter chooses it',
  play: async ({ args, canvasElement }) => {
    (args.onAction as unknown as { mockClear(): void }).mockClear();
    const { dialog, field } = await openPalette(canvasElement);
    await userEvent.type(field, 'pavl');
    const results = within(dialog).getByRole('group', { name: 'Records' });
    await expect(within(results).getByRole('menuitem', { name: /Pre-order 000812/ })).toBeVisible();
    // Its label, its description and its statuses are its name, as shown.
    await expect(within(results).getByRole('menuitem', { name: /^Pre-order 000812/ })).toHaveAccessibleName(
      /^Pre-order 000812 Pavlo Petrenko · pavlo@buyer\.test · Oakworks ?, Pre-order, Approved$/,
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    const users = within(dialog).getByRole('menuitem', { name: /Pavlina Vovk/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', users.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }), 'users');
    await waitUntilClosed(canvasElement, 'dialog');
  },
});

export const Grouped = meta.story({
  name: 'Results in groups, with statuses',
  args: { startWith: 'oak' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    for (const group of ['Records', 'Dealers', 'Users'])
      await waitFor(() =>
        expect(
          within(within(dialog).getByRole('group', { name: group })).getAllByRole('menuitem'),
        ).not.toHaveLength(0),
      );
    // Pages and actions are the palette's own to filter: none is called "oak".
    await expect(within(dialog).queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();
  },
});

export const PagesByKeyword = meta.story({
  name: 'Pages and actions filtered by the palette',
  args: { startWith: 'people' },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await openPalette(canvasElement);
    const pagesGroup = within(dialog).getByRole('group', { name: 'Pages' });
    await expect(
      within(pagesGroup)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['UsersSettings']);
    await userEvent.clear(field);
    await userEvent.type(field, 'quo');
    await expect(within(dialog).getByRole('menuitem', { name: 'New quote' })).toBeVisible();
    await expect(within(dialog).getByRole('menuitem', { name: 'Quotes' })).toBeVisible();
  },
});

export const Empty = meta.story({
  name: 'Nothing found',
  args: { startWith: 'zzz' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await expect(within(dialog).getByText('Nothing found. Try a number, a name or an e-mail.')).toBeVisible();
    await expect(within(dialog).queryAllByRole('group')).toHaveLength(0);
  },
});

export const Loading = meta.story({
  name: 'Searching',
  args: { startWith: 'zzz', isLoading: true, statusText: 'Searching…' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await expect(within(dialog).getByText('Searching…', { selector: 'div:not([role])' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Searching…');
  },
});

export const Debounced = meta.story({
  name: 'What to search for, once typing pauses',
  args: { onDebouncedInputChange: fn(), debounceMs: 50 },
  play: async ({ args, canvasElement }) => {
    const searched = args.onDebouncedInputChange as unknown as { mockClear(): void };
    searched.mockClear();
    const { field } = await openPalette(canvasElement);
    await userEvent.type(field, 'oak');
    await waitFor(() => expect(args.onDebouncedInputChange).toHaveBeenCalledWith('oak'));
    await expect(args.onDebouncedInputChange).not.toHaveBeenCalledWith('o');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onDebouncedInputChange).toHaveBeenLastCalledWith(''));
  },
});

export const EscapeClearsThenCloses = meta.story({
  name: 'Escape clears the field, then closes',
  args: { startWith: 'oak' },
  play: async ({ canvasElement }) => {
    const { field } = await openPalette(canvasElement);
    await expect(field).toHaveValue('oak');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'dialog');
  },
});

export const WithFooter = meta.story({
  name: 'A note under the results',
  args: { startWith: 'oak', footer: 'Many matches: type more to narrow the search.' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await expect(within(dialog).getByText('Many matches: type more to narrow the search.')).toBeVisible();
  },
});

export const Trigger = meta.story({
  name: 'The trigger and its shortcut (Ctrl+K) open it',
  args: { withTrigger: true },
  decorators: [inFrame({ padding: '1rem' })],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K'));
    await userEvent.keyboard('{Control>}k{/Control}');
    const { field } = await openPalette(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'dialog');
    await waitFor(() => expect(field).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await openPalette(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'dialog');
  },
});

export const Mobile = meta.story({
  name: 'On a phone (375 px)',
  args: { startWith: 'pav' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await expect(within(dialog).getByRole('menuitem', { name: /Pre-order 000812/ })).toBeVisible();
  },
});
