import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedCallback<T> {
  /** Calls the callback with `value` once `delayMs` pass without another `schedule`. */
  schedule: (value: T) => void;
  /** Cancels a pending call and calls the callback with `value` now. */
  flush: (value: T) => void;
  cancel: () => void;
}

/** Debounces `callback`; always calls its latest version, and cancels a pending call on unmount. */
export function useDebouncedCallback<T>(
  callback: ((value: T) => void) | undefined,
  delayMs: number,
): DebouncedCallback<T> {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  const flush = useCallback(
    (value: T) => {
      cancel();
      callbackRef.current?.(value);
    },
    [cancel],
  );

  const schedule = useCallback(
    (value: T) => {
      cancel();
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        callbackRef.current?.(value);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);

  return { schedule, flush, cancel };
}
