import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { dealerStatuses, orderStatuses, statusTones, userStatuses } from './statusTone';

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A status pill. The tone follows `statusTone(kind, status)` (an invited dealer is red, an invited ' +
          'user is not); the text is `label` (translated by the app) or `statusLabel(status)`: the value ' +
          'with underscores as spaces and only its first letter capitalised.',
      },
    },
  },
  args: { kind: 'order', status: 'production' },
  argTypes: {
    tone: { control: 'inline-radio', options: [undefined, ...statusTones] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Production')).toBeVisible();
  },
};

export const TranslatedLabel: Story = {
  args: { kind: 'user', status: 'pending_approval', label: 'Ожидает подтверждения' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ожидает подтверждения')).toBeVisible();
  },
};

const groups = [
  { kind: 'user', title: 'User statuses', statuses: userStatuses },
  { kind: 'dealer', title: 'Dealer statuses', statuses: dealerStatuses },
  { kind: 'order', title: 'Order statuses', statuses: orderStatuses },
] as const;

export const AllStatuses: Story = {
  name: 'Every status',
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {groups.map(({ kind, title, statuses }) => (
        <section key={kind} aria-label={title}>
          <h3 style={{ margin: '0 0 8px', fontSize: 14, fontWeight: 600 }}>{title}</h3>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {statuses.map((status) =>
              kind === 'user' ? (
                <StatusBadge key={status} kind="user" status={status as (typeof userStatuses)[number]} />
              ) : kind === 'dealer' ? (
                <StatusBadge key={status} kind="dealer" status={status as (typeof dealerStatuses)[number]} />
              ) : (
                <StatusBadge key={status} kind="order" status={status as (typeof orderStatuses)[number]} />
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dealers = within(canvas.getByRole('region', { name: 'Dealer statuses' }));
    await expect(dealers.getByText('Invited')).toHaveAttribute('data-status', 'invited');
    await expect(canvas.getByText('Pending approval')).toBeVisible();
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};
