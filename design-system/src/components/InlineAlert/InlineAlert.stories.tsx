import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { InlineAlert } from './InlineAlert';

const meta = preview.meta({
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { children: 'Invalid email or password' },
});

export const Critical = meta.story({ args: { tone: 'critical' } });
export const Info = meta.story({ args: { tone: 'info', children: 'Two-Factor Authentication required' } });
export const Success = meta.story({ args: { tone: 'success', children: 'Your password has been reset.' } });

export const AppearsOnSubmit = meta.story({
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
});
