import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { children: 'Invalid email or password' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = { args: { tone: 'critical' } };
export const Info: Story = { args: { tone: 'info', children: 'Two-Factor Authentication required' } };
export const Success: Story = { args: { tone: 'success', children: 'Your password has been reset.' } };

export const AppearsOnSubmit: Story = {
  render: (args) => {
    function Demo() {
      const [error, setError] = useState<string | null>(null);
      return (
        <div style={{ display: 'grid', gap: 12, width: 320 }}>
          {error ? <InlineAlert tone="critical">{error}</InlineAlert> : null}
          <Button onPress={() => setError(String(args.children))}>Sign in</Button>
        </div>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};
