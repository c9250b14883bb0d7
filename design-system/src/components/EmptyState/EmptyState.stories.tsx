import { expect, fn } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { InboxIcon } from '../private/icons';
import { EmptyState } from './EmptyState';
import { expectPressedOnce } from '../private/storyHelpers';

const onCreate = fn();

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No dealers yet',
    description: 'Dealer companies you create appear here, with their users and contacts.',
    icon: <InboxIcon />,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No dealers yet' })).toBeVisible();
  },
});

export const WithAction = meta.story({
  args: { action: <Button onPress={onCreate}>Create dealer</Button> },
  play: async ({ canvas }) => {
    await expectPressedOnce(canvas.getByRole('button', { name: 'Create dealer' }), onCreate);
  },
});

export const TitleOnly = meta.story({
  args: { title: 'No data to display', description: undefined, icon: undefined },
});
