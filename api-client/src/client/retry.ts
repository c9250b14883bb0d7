import { HttpError, NetworkError } from './errors.js';

/** "Not now" rather than "no": too many requests, or the server is briefly unavailable. */
export const isBusy = (error: unknown): error is HttpError =>
  error instanceof HttpError && (error.status === 429 || error.status === 503);

/** Resolves after `ms`, or rejects with a `NetworkError` as soon as `signal` aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new NetworkError('The request was aborted', { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}
