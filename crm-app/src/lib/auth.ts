import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, keepEndReason, type EndReason } from './api';
import { clearTokens } from './session';

/*
 * Query keys: each resource has one key factory (`fooKeys`), in `features/<feature>/api/keys.ts`
 * or, for what several features read, in `lib/`: the signed-in user and their sessions here; the
 * orders, users, dealers, Home and the search, which the live stream asks again as well
 * (`./live-keys`), in `./order-keys`, `./user-keys`, `./dealer-lookup`, `./dashboard-keys` and
 * `./search-keys`; the customers', whose history the organization's audit trail reads, in
 * `./customer-keys`. Query options take their keys from it and every mutation invalidates through
 * it, so a key is never typed twice.
 */

/** The signed-in user (`GET /auth/get-me`). */
export const meKeys = {
  all: ['me'] as const,
  current: () => [...meKeys.all, 'current'] as const,
};

/** The signed-in user's sessions (`GET /auth/sessions`). */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

/** The signed-in user, asked of the server on every protected page. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.current(),
    queryFn: ({ signal }) => api.getMe({ signal }).then((answer) => answer.data),
  });

export const useMe = () => useQuery(meQueryOptions());

/** Ends the session on the server, then clears both tokens (which drops every cached answer). */
export async function logout() {
  try {
    await api.logout();
  } catch {
    // The session is ended locally whatever the server says.
  } finally {
    clearTokens();
  }
}

/**
 * The server said the session ended (the notifications stream's `session-ended`: signed out
 * elsewhere, suspended, blocked): signs out here as a refused refresh does, and the sign-in page
 * shows the reason in the reader's language (issue 24).
 */
export function endSession(reason: EndReason) {
  if (reason.message) keepEndReason(reason);
  clearTokens();
}
