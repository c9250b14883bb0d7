import { useCallback, useEffect, useState } from 'react';
import { retryAfterOf } from './errors';

/** Seconds left until `deadline` (a `Date.now()` time), rounded up, never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The deadlines of the keyed timers: a dialog closed and opened again within the 60 s still waits
 * (the server refuses a new code for the same purpose and address meanwhile, docs/identity.md).
 */
const deadlines = new Map<string, number>();

/** Forgets every keyed wait (tests). */
export const resetResendTimers = () => deadlines.clear();

/**
 * Forgets the wait of one key once its code has been used: the server holds a new code back only
 * while the last one is still unused, so the next exchange may start at once.
 */
export const forgetResendWait = (key: string) => deadlines.delete(key);

const liveDeadline = (key: string | undefined): number | null => {
  const deadline = key ? deadlines.get(key) : undefined;
  return deadline !== undefined && deadline > Date.now() ? deadline : null;
};

/** The seconds left of a keyed wait, 0 when there is none. */
const keyedSecondsLeft = (key: string | undefined): number => {
  const live = liveDeadline(key);
  return live === null ? 0 : secondsUntil(live, Date.now());
};

/**
 * The wait before a one-time code may be sent again (spec §4: 60 seconds). `start()` begins the
 * wait, usually right after a code was sent; `start(n)` waits n seconds instead (the server's
 * Retry-After). Until then `canResend` is true. The count follows the clock rather than counting
 * ticks, so a throttled background tab still ends on time. With a `key` (the purpose and the
 * channel, e.g. `2fa:sms`) the wait outlives the component: the next one with that key continues it.
 */
export function useResendTimer(
  seconds = 60,
  key?: string,
): {
  secondsLeft: number;
  canResend: boolean;
  start: (wait?: number) => void;
} {
  const [deadline, setDeadline] = useState<number | null>(() => liveDeadline(key));
  const [secondsLeft, setSecondsLeft] = useState(() => keyedSecondsLeft(key));

  // Another key (the user chose another channel): its own wait, if any.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setDeadline(liveDeadline(key));
    setSecondsLeft(keyedSecondsLeft(key));
  }

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

  const start = useCallback(
    (wait?: number) => {
      // Also used directly as an event handler: anything but a number means the full wait.
      const length = typeof wait === 'number' && wait > 0 ? wait : seconds;
      const next = Date.now() + length * 1000;
      if (key) deadlines.set(key, next);
      setSecondsLeft(length);
      setDeadline(next);
    },
    [seconds, key],
  );

  return { secondsLeft, canResend: secondsLeft === 0, start };
}

/**
 * Sends a one-time code and starts the wait before the next: the full wait once it went out, or
 * what the server's refusal says is left (its Retry-After), whose error is then thrown on for the
 * caller to show.
 */
export async function sendAndWait<T>(timer: { start: (wait?: number) => void }, send: () => Promise<T>) {
  try {
    const sent = await send();
    timer.start();
    return sent;
  } catch (error) {
    const wait = retryAfterOf(error);
    if (wait) timer.start(wait);
    throw error;
  }
}
