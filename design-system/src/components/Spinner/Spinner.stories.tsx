import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import { controlsFor } from '../private/storyHelpers';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: controlsFor('inline-radio', { size: spinnerSizes }),
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading...', showLabel: true },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading...' });
    await expect(spinner).toHaveTextContent('Loading...');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};
