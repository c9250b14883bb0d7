import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `deadline` (a `Date.now()` time), rounded up, never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The wait before a one-time code may be sent again (spec §4: 60 seconds). `start()` begins the
 * wait, usually right after a code was sent; until then `canResend` is true. The count follows the
 * clock rather than counting ticks, so a throttled background tab still ends on time.
 */
export function useResendTimer(seconds = 60): {
  secondsLeft: number;
  canResend: boolean;
  start: () => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, canResend: secondsLeft === 0, start };
}
