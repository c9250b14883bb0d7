import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendTimer } from '@/lib/resend-timer';
import { renderApp } from '@/testing/render-app';
import { ResendCode } from './resend-code';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The timer of 3 s with a button that starts it, as a page does after sending a code. */
function Harness({ onResend }: { onResend: () => Promise<void> }) {
  const timer = useResendTimer(3);
  return (
    <>
      <button type="button" onClick={() => timer.start()}>
        start
      </button>
      <ResendCode {...timer} onResend={onResend} className="row" />
    </>
  );
}
const startTimer = () => fireEvent.click(screen.getByRole('button', { name: 'start' }));

// The component's own live region, inside its row: React Aria's announcer, which outlives a test
// in the page, has one too.
const liveText = () => document.querySelector('.row [aria-live="polite"]')?.textContent;

describe('ResendCode', () => {
  it('says nothing before the first countdown', () => {
    renderApp(<Harness onResend={async () => {}} />);
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(false);
    expect(liveText()).toBe('');
  });

  it('counts down in plain text and announces only the end', () => {
    renderApp(<Harness onResend={async () => {}} />);
    act(() => startTimer());
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can resend the code in 3 s.')).toBeTruthy();
    expect(liveText()).toBe('');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('You can resend the code in 2 s.')).toBeTruthy();
    // The countdown itself is not in a live region.
    expect(screen.getByText('You can resend the code in 2 s.').closest('[aria-live]')).toBeNull();
    expect(liveText()).toBe('');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText(/You can resend the code in/)).toBeNull();
    expect(liveText()).toBe('You can resend the code now.');
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(false);
    // A new countdown clears the announcement until it ends again.
    act(() => startTimer());
    expect(liveText()).toBe('');
  });
});
