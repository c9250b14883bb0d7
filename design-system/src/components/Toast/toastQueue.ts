import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  message: string;
}

/** Toasts last 4 s and at most 3 show at once (spec §9). */
export const TOAST_TIMEOUT_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

/** The one queue the `Toaster` renders; `toast.*` may be called from anywhere, React or not. */
export const toastQueue = /*#__PURE__*/ new ToastQueue<ToastContent>({
  maxVisibleToasts: MAX_VISIBLE_TOASTS,
});

const add = (tone: ToastTone) => (message: string, options?: { timeout?: number }) =>
  toastQueue.add({ tone, message }, { timeout: options?.timeout ?? TOAST_TIMEOUT_MS });

// Pure calls: a page that does not use `toast` keeps none of this (scripts/package-size.mjs).
export const toast = {
  success: /*#__PURE__*/ add('success'),
  error: /*#__PURE__*/ add('error'),
  info: /*#__PURE__*/ add('info'),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
