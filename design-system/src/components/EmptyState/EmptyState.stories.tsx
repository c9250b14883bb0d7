import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { InboxIcon } from '../private/icons';
import { EmptyState } from './EmptyState';
import { expectPressedOnce } from '../private/storyHelpers';

const onCreate = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No dealers yet',
    description: 'Dealer companies you create appear here, with their users and contacts.',
    icon: <InboxIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No dealers yet' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button onPress={onCreate}>Create dealer</Button> },
  play: async ({ canvas }) => {
    await expectPressedOnce(canvas.getByRole('button', { name: 'Create dealer' }), onCreate);
  },
};

export const TitleOnly: Story = {
  args: { title: 'No data to display', description: undefined, icon: undefined },
};
