import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { Skeleton, skeletonShapes } from './Skeleton';
import { controlsFor, inFrame } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: controlsFor('inline-radio', { shape: skeletonShapes }),
  decorators: [inFrame({ width: 320 })],
});

export const Text = meta.story({
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
});

export const Block = meta.story({ args: { shape: 'block', height: '6rem' } });

export const Circle = meta.story({ args: { shape: 'circle' } });

export const CardPlaceholder = meta.story({
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
});
