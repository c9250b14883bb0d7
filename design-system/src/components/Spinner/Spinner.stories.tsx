import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { Spinner, spinnerSizes } from './Spinner';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: controlsFor('inline-radio', { size: spinnerSizes }),
  args: { label: 'Loading' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
});

export const WithVisibleLabel = meta.story({
  args: { label: 'Loading...', showLabel: true },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading...' });
    await expect(spinner).toHaveTextContent('Loading...');
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
});
