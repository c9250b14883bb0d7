import { HttpError, NetworkError } from '@doorline/api-client';
import type { TFunction } from 'i18next';

/** The words for a failed call (spec §8): the server's message, the wait when throttled, or a fallback. */
export function explainError(t: TFunction, error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429 && error.retryAfter)
      return t('orderRecord.tryAgainIn', { seconds: error.retryAfter });
    return error.message || t('errors.tryAgain');
  }
  if (error instanceof NetworkError) return t('orderRecord.networkError');
  return t('errors.tryAgain');
}

/** The server's messages for single fields (`error[].path`), for the fields the form has. */
export function fieldErrorsOf<K extends string>(
  error: unknown,
  fields: readonly K[],
): Array<{ field: K; message: string }> {
  if (!(error instanceof HttpError)) return [];
  return error.error.flatMap(({ path, message }) => {
    const field = fields.find((name) => path === name || path.endsWith(`.${name}`));
    return field ? [{ field, message }] : [];
  });
}
