import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { BellIcon, SettingsIcon } from '../private/icons';
import { formatBadgeCount, IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Controls/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: <SettingsIcon />, onPress: fn() },
  argTypes: {
    ...controlsFor('inline-radio', { variant: iconButtonVariants, size: iconButtonSizes }),
    icon: { control: false },
  },
});

export const Ghost = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary' } });

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} aria-label={`Settings (${size})`} size={size} variant="secondary" />
      ))}
    </div>
  ),
});

/** A count on the icon: hidden at 0, as it is up to 99, then "99+"; the name says it as it is shown. */
export const WithBadge = meta.story({
  args: { icon: <BellIcon /> },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 8 }}>
      {[0, 3, 42, 120].map((count) => (
        <IconButton
          key={count}
          {...args}
          aria-label={count === 0 ? 'Notifications' : `Notifications, ${formatBadgeCount(count)} unread`}
          badge={count}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  },
});
