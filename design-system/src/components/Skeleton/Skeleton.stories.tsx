import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';
import { controlsFor, inFrame } from '../private/storyHelpers';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: controlsFor('inline-radio', { shape: skeletonShapes }),
  decorators: [inFrame({ width: 320 })],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
};

export const Block: Story = { args: { shape: 'block', height: '6rem' } };

export const Circle: Story = { args: { shape: 'circle' } };

export const CardPlaceholder: Story = {
  name: 'Composed: a contact card loading',
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 24,
        border: '1px solid rgba(127,127,127,0.3)',
        borderRadius: 8,
      }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton width="50%" />
      </div>
      <Skeleton lines={4} />
    </div>
  ),
};
