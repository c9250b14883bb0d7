import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#/forgot-password', children: 'Forgot password?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '#/forgot-password');
  },
};

export const Current: Story = { args: { 'aria-current': 'page', children: 'Profile' } };
