import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetResendWait, resetResendTimers, secondsUntil, useResendTimer } from './resend-timer';

describe('secondsUntil', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe('useResendTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows a resend until started', () => {
    const { result } = renderHook(() => useResendTimer());
    expect(result.current).toMatchObject({ secondsLeft: 0, canResend: true });
  });

  it('counts 60 seconds down after start, then allows a resend again', () => {
    const { result } = renderHook(() => useResendTimer());
    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 60, canResend: false });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.secondsLeft).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 1, canResend: false });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 0, canResend: true });
  });

  it('takes its length from the argument and restarts from the top', () => {
    const { result } = renderHook(() => useResendTimer(5));
    act(() => result.current.start());
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(result.current.secondsLeft).toBe(2);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(5);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.canResend).toBe(true);
  });
});

describe('useResendTimer with a key', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetResendTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits as long as the server asks', () => {
    const { result } = renderHook(() => useResendTimer(60, 'test:a'));
    act(() => result.current.start(37));
    expect(result.current).toMatchObject({ secondsLeft: 37, canResend: false });
  });

  it('continues the wait in the next timer with the same key, not in another', () => {
    const first = renderHook(() => useResendTimer(60, 'test:sms'));
    act(() => first.result.current.start());
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    first.unmount();

    const again = renderHook(() => useResendTimer(60, 'test:sms'));
    expect(again.result.current).toMatchObject({ secondsLeft: 40, canResend: false });
    const other = renderHook(() => useResendTimer(60, 'test:email'));
    expect(other.result.current).toMatchObject({ secondsLeft: 0, canResend: true });

    // Switching the key of a mounted timer shows that key's wait.
    const switching = renderHook(({ key }) => useResendTimer(60, key), {
      initialProps: { key: 'test:email' },
    });
    expect(switching.result.current.canResend).toBe(true);
    switching.rerender({ key: 'test:sms' });
    expect(switching.result.current.secondsLeft).toBe(40);
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(switching.result.current.canResend).toBe(true);
  });

  it('forgets the wait of a key whose code was used', () => {
    const first = renderHook(() => useResendTimer(60, 'test:used'));
    act(() => first.result.current.start());
    first.unmount();
    forgetResendWait('test:used');
    const next = renderHook(() => useResendTimer(60, 'test:used'));
    expect(next.result.current).toMatchObject({ secondsLeft: 0, canResend: true });
  });
});
