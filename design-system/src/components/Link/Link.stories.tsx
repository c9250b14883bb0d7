import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { Link } from './Link';

const meta = preview.meta({
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#/forgot-password', children: 'Forgot password?' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '#/forgot-password');
  },
});

export const Current = meta.story({ args: { 'aria-current': 'page', children: 'Profile' } });
