import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { samplePhoto } from '../private/storyFixtures';
import { Avatar, avatarSizes } from './Avatar';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Anna Petrova' },
  argTypes: controlsFor('inline-radio', { size: avatarSizes }),
});

export const Initials = meta.story({
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Petrova' });
    await expect(avatar).toHaveTextContent('AP');
  },
});

export const Photo = meta.story({
  args: { src: samplePhoto },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Anna Petrova' });
    await expect(image.tagName).toBe('IMG');
  },
});

export const BrokenPhotoFallsBackToInitials = meta.story({
  args: { src: 'data:image/png;base64,broken', name: 'Ivan Sidorov' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByText('IS');
    await expect(avatar).toHaveAttribute('role', 'img');
  },
});

export const Sizes = meta.story({
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
});
