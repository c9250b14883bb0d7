import { createApiClient } from '@doorline/api-client';
import { loadServerMessages } from './i18n';
import { sessionEnd, sessionTokenStore } from './session';

/** Why the server ended a session: its message, and the code and parameters that word it. */
export interface EndReason {
  message: string;
  code?: string | null | undefined;
  params?: Readonly<Record<string, string | number>> | undefined;
}

/** Keeps the server's reason for the sign-in page (with the texts it is worded in). */
export function keepEndReason(reason: EndReason) {
  sessionEnd.reason = { message: reason.message, code: reason.code ?? null, params: reason.params ?? {} };
  void loadServerMessages();
}

/**
 * The one API client of the app; a failed refresh clears the tokens, which signs the user out, and
 * keeps the server's reason for the sign-in page (with the texts it is worded in). A failed call
 * first loads the texts of the server's messages, which `lib/errors.ts` words its failures with.
 */
export const api = createApiClient({
  baseUrl: '/api',
  tokens: sessionTokenStore,
  beforeHttpError: loadServerMessages,
  onLogout: (reason) => {
    if (reason?.message) keepEndReason(reason);
  },
});
