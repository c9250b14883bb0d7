import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { clearTokens } from './session';

/*
 * Query keys: each resource has one key factory (`fooKeys`), in `features/<feature>/api/keys.ts`
 * or, for what several features read (the signed-in user and their sessions), here. Query options
 * take their keys from it and every mutation invalidates through it, so a key is never typed twice.
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
