import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { samplePhoto } from '../private/storyFixtures';
import { Avatar, avatarSizes } from './Avatar';
import { controlsFor } from '../private/storyHelpers';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Anna Petrova' },
  argTypes: controlsFor('inline-radio', { size: avatarSizes }),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Petrova' });
    await expect(avatar).toHaveTextContent('AP');
  },
};

export const Photo: Story = {
  args: { src: samplePhoto },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Anna Petrova' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenPhotoFallsBackToInitials: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Ivan Sidorov' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByText('IS');
    await expect(avatar).toHaveAttribute('role', 'img');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`photo-${size}`} {...args} src={samplePhoto} size={size} />
      ))}
    </div>
  ),
};
