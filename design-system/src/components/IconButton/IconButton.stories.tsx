import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SettingsIcon } from '../private/icons';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { controlsFor } from '../private/storyHelpers';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: <SettingsIcon />, onPress: fn() },
  argTypes: {
    ...controlsFor('inline-radio', { variant: iconButtonVariants, size: iconButtonSizes }),
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} aria-label={`Settings (${size})`} size={size} variant="secondary" />
      ))}
    </div>
  ),
};
