import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { clearTokens } from './session';

/** The signed-in user, asked of the server on every protected page. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => api.auth.getMe(signal).then((answer) => answer.data),
  });

export const useMe = () => useQuery(meQueryOptions());

/** Ends the session on the server, then clears both tokens (which drops every cached answer). */
export async function logout() {
  try {
    await api.auth.logout();
  } catch {
    // The session is ended locally whatever the server says.
  } finally {
    clearTokens();
  }
}
