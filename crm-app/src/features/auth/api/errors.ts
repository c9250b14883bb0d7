import { HttpError, NetworkError } from '@doorline/api-client';
import type { TFunction } from 'i18next';

/**
 * The text to show for a failed call: "try again in N s" for 429 with Retry-After, the server's
 * own message otherwise, the network text when the server could not be reached, else `fallback`.
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.status === 429 && error.retryAfter) return t('auth.tryAgainIn', { seconds: error.retryAfter });
    return error.message || fallback;
  }
  if (error instanceof NetworkError) return t('auth.networkError');
  return fallback;
}
