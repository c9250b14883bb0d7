import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { controlsFor } from '../private/storyHelpers';
import { StatCard, StatCardGrid, statCardTones } from './StatCard';

const meta = preview.meta({
  title: 'Data/StatCard',
  component: StatCard,
  parameters: { layout: 'padded' },
  argTypes: controlsFor('inline-radio', { tone: statCardTones }),
  args: {
    label: 'Quotes to approve',
    value: '12',
    href: '#/quotes?status=submitted',
    linkLabel: 'Quotes to approve: 12',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <StatCard {...args} />
    </div>
  ),
});

/** The number is a link to the list it counts, named with what it counts. */
export const Linked = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Quotes to approve: 12' });
    await expect(link).toHaveAttribute('href', '#/quotes?status=submitted');
    await expect(link).toHaveTextContent('12');
  },
});

/** Without a list to open: plain text. */
export const NotALink = meta.story({
  args: { label: 'Discount', value: '10 %', href: undefined, linkLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('10 %')).toBeVisible();
  },
});

/** Overdue: the value in the critical colour, with a line under it and a trend. */
export const CriticalWithTrend = meta.story({
  args: {
    label: 'Overdue',
    value: '7',
    tone: 'critical',
    href: '#/orders/items?overdue=true',
    linkLabel: 'Overdue sub-orders: 7',
    description: 'Requested date passed, not delivered',
    trend: { direction: 'up', label: '+2 since Monday', tone: 'critical' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Overdue sub-orders: 7' })).toBeVisible();
    await expect(canvas.getByText('+2 since Monday')).toBeVisible();
  },
});

const grid = (
  <StatCardGrid aria-label="Waiting for me">
    <StatCard label="Quotes to approve" value="12" href="#/quotes?status=submitted" />
    <StatCard label="Pre-orders to confirm" value="3" href="#/pre-orders?status=approved" />
    <StatCard label="Overdue" value="7" tone="critical" href="#/orders/items?overdue=true" />
    <StatCard label="Discount" value="10 %" />
  </StatCardGrid>
);

/** Several as a named list, as many per row as fit. */
export const Grid = meta.story({
  render: () => grid,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Waiting for me' });
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Quotes to approve: 12' })).toBeVisible();
  },
});

/** On a phone: one or two per row. */
export const GridMobile = meta.story({
  render: () => grid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
});
