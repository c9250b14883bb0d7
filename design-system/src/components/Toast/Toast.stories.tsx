import { useEffect } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Toaster, type ToasterProps } from './Toaster';
import { MAX_VISIBLE_TOASTS, toast } from './toastQueue';
import { withinPage } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: Toaster,
  decorators: [
    (Story) => {
      useEffect(() => () => toast.clear(), []);
      return <Story />;
    },
  ],
});

export const Tones = meta.story({
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button onPress={() => toast.success('Login successful!', { timeout: 60_000 })}>Success</Button>
        <Button
          variant="destructive"
          onPress={() => toast.error('Something went wrong', { timeout: 60_000 })}
        >
          Error
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.info('Two-Factor Authentication required', { timeout: 60_000 })}
        >
          Info
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = withinPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await expect(await page.findByText('Login successful!')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('Two-Factor Authentication required')).toBeVisible();
  },
});

/** One button that sends toasts, beside the Toaster under test. */
function withSendButton(label: string, send: () => void) {
  return (args: ToasterProps) => (
    <>
      <Button onPress={send}>{label}</Button>
      <Toaster {...args} />
    </>
  );
}

export const AtMostThree = meta.story({
  render: withSendButton('Send five', () => {
    for (let n = 1; n <= 5; n++) toast.info(`Message ${n}`, { timeout: 60_000 });
  }),
  play: async ({ canvas, canvasElement }) => {
    const page = withinPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send five' }));
    await waitFor(() => expect(page.getAllByText(/^Message \d$/)).toHaveLength(MAX_VISIBLE_TOASTS));
  },
});

export const ClosesByButton = meta.story({
  args: { closeLabel: 'Close' },
  render: withSendButton('Save', () => toast.success('Quote updated', { timeout: 60_000 })),
  play: async ({ canvas, canvasElement }) => {
    const page = withinPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Quote updated')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByText('Quote updated')).toBeNull());
  },
});

export const DisappearsAfterTimeout = meta.story({
  render: withSendButton('Resend', () => toast.info('Code resent', { timeout: 300 })),
  play: async ({ canvas, canvasElement }) => {
    const page = withinPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await page.findByText('Code resent')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Code resent')).toBeNull());
  },
});
