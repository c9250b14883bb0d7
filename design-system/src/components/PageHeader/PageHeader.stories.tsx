import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { ChevronLeftIcon } from '../private/icons';
import { PageHeader } from './PageHeader';

const meta = preview.meta({
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Quotes' },
});

export const TitleOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  },
});

export const WithDescription = meta.story({
  args: { title: 'Organization Management', description: 'Users, roles, permissions and dealer companies.' },
});

export const WithActions = meta.story({
  args: {
    title: 'Dealers Management',
    description: 'Every dealer company and its status.',
    actions: <Button onPress={fn()}>Create dealer</Button>,
  },
});

export const WithBackButton = meta.story({
  args: {
    title: 'Quote: # 1042',
    back: <IconButton aria-label="Back" icon={<ChevronLeftIcon />} variant="secondary" onPress={fn()} />,
    actions: (
      <>
        <Button variant="secondary">Cancel quote</Button>
        <Button>Submit</Button>
      </>
    ),
    meta: <span>Created 12.03.2025, 14:20 · Updated 14.03.2025, 09:05</span>,
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel quote' })).toHaveFocus();
  },
});

export const WithBreadcrumbs = meta.story({
  args: {
    title: 'Anna Petrova',
    breadcrumbs: (
      <nav aria-label="Breadcrumbs">
        <Link href="#organization">Organization</Link> / <Link href="#users">Users</Link>
      </nav>
    ),
  },
});

export const NarrowScreen = meta.story({
  name: 'Narrow screen (actions wrap)',
  globals: { viewport: { value: 'mobile' } },
  args: WithBackButton.input.args,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    // The actions drop below the title instead of squeezing it.
    await expect(submit.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
});

export const LongTitle = meta.story({
  args: {
    title:
      'Dealer user page for a very long company name that must wrap on small screens, Oakline Doors & Frames',
    actions: <Button variant="secondary">Invite user</Button>,
  },
});
