import { HttpError, NetworkError } from '@doorline/api-client';
import { i18n, type TFunction } from './i18n';

/** Any screen's `t` that has the `common` namespace (the errors' texts live there). */
export type ErrorsT = TFunction<never>;

/** The same `t`, asked for `common:` keys: a feature's `t` resolves them in any namespace. */
const common = (t: ErrorsT) => t as unknown as TFunction<readonly ['common']>;

/** How a screen words a failure beyond the defaults. */
export interface ExplainOptions {
  /**
   * The call sends a one-time code: a 429 then says what the server says about waiting (a code for
   * the same purpose and address goes out at most once a minute, docs/identity.md "Codes"), or how
   * long to wait for a new code when it says nothing.
   */
  sendsCode?: boolean;
  /**
   * The server's 429 words its own wait (a coded message whose text names the minutes, as a quote
   * sent too often, issue 28): show it, in the reader's language, rather than the seconds.
   */
  waitInMessage?: boolean;
  /**
   * A call that never reached the server shows the fallback instead of the network text (sign-in:
   * spec §8 "Login failed. Please try again.").
   */
  fallbackWhenOffline?: boolean;
  /**
   * The screen's own failure text stands for whatever the server answered (its field messages still
   * go under the fields): spec §8 names one notification for a failed dealer update.
   */
  preferFallback?: boolean;
}

/** A message as the server sends it: its English words, and the code and parameters it has. */
interface ServerWords {
  message: string;
  code?: string | null | undefined;
  params?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * The server's message in the reader's language: its code's text in `locales/<language>/server.ts`
 * with its parameters (docs/decisions.md "Server messages in the reader's language"), else the
 * server's own English words (a message without a code, or the texts not loaded: `lib/api.ts`
 * loads them when a call fails).
 */
export function serverText({ message, code, params }: ServerWords): string {
  const key = `server:${code}`;
  if (!code || !i18n.exists(key)) return message;
  return (i18n.t as unknown as (key: string, options: object) => string)(key, { ...params });
}

/**
 * The words to show for a failed call (spec §8), the one place the app decides them: the wait when
 * the server throttles (429 with Retry-After), else the server's own message (`serverText`), the
 * network text when the server could not be reached, else `fallback` ("Error. Try again" unless
 * given).
 */
export function explainError(
  t: ErrorsT,
  error: unknown,
  fallback: string = common(t)('common:errors.tryAgain'),
  options: ExplainOptions = {},
): string {
  if (error instanceof HttpError) {
    if (error.status === 429 && error.retryAfter) {
      const seconds = error.retryAfter;
      if (options.sendsCode)
        return (error.message && serverText(error)) || common(t)('common:errors.codeWait', { seconds });
      if (options.waitInMessage && error.code && error.message) return serverText(error);
      return common(t)('common:errors.tryAgainIn', { seconds });
    }
    return (options.preferFallback || !error.message ? '' : serverText(error)) || fallback;
  }
  if (error instanceof NetworkError)
    return options.fallbackWhenOffline ? fallback : common(t)('common:errors.network');
  return fallback;
}

/** The seconds a 429 asks to wait (Retry-After), or null for any other failure. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof HttpError && error.status === 429 && error.retryAfter ? error.retryAfter : null;
}

/** True for the server's 404: the record does not exist or is not the reader's. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/**
 * The server's messages for single fields (`error[].path`), for the fields the form has, in the
 * reader's language (`serverText`); a nested path (`contact.email`) counts for its last name.
 */
export function fieldErrorsOf<K extends string>(
  error: unknown,
  fields: readonly K[],
): Array<{ field: K; message: string }> {
  if (!(error instanceof HttpError)) return [];
  return error.error.flatMap((fieldError) => {
    const { path } = fieldError;
    const field = fields.find((name) => path === name || path.endsWith(`.${name}`));
    return field ? [{ field, message: serverText(fieldError) }] : [];
  });
}
