import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [isOpen, setOpen] = useState(true);
  return <ConfirmDialog isOpen={isOpen} onOpenChange={setOpen} onConfirm={onConfirm} />;
}

describe('ConfirmDialog', () => {
  // The dialog's code loads when it first opens (`deferred`): each test finds it once it is there.
  it('asks the spec question as an alert dialog', async () => {
    render(<Harness onConfirm={() => {}} />);
    expect(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' }),
    ).toBeTruthy();
  });

  it('calls onConfirm once and closes when it resolves', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when onConfirm rejects', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('Something went wrong')));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('data-pending')).toBe(false),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('ignores Escape and Cancel while pending', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await act(async () => resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('does not call onConfirm when cancelled', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
