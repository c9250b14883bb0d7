import { createApiClient, HttpError, memoryTokenStore, NetworkError } from '@doorline/api-client';

/**
 * Signs in with an e-mail and a password and makes a first call. `baseUrl` is where the API lives:
 * `https://crm.example.com/api`, or `/api` in a browser on the same origin.
 */
export async function firstCall(baseUrl: string, email: string, password: string) {
  const tokens = memoryTokenStore();
  const api = createApiClient({
    baseUrl,
    tokens,
    onLogout: () => console.log('session lost: sign in again'),
  });

  const signIn = await api.login({ body: { email, password } });
  if ('requiresTwoFactor' in signIn.data) {
    // Two-factor sign-in: send the same body again with the code as `twoFactorToken`.
    throw new Error(`sign in again with the ${signIn.data.twoFactorType} code`);
  }
  // The login's `data.token` is what the client calls the access token; keep both in the store.
  tokens.setTokens({ accessToken: signIn.data.token, refreshToken: signIn.data.refreshToken });

  // Every call now sends `Authorization: Bearer <access token>`, and refreshes it when it expires.
  const me = await api.getMe();
  const quotes = await api.mainOrders({ query: { stage: 'quote', page: 1, limit: 20 } });
  const saved = tokens.getRefreshToken(); // keep it to resume the session later (below)
  return { name: me.data.name, quotes: quotes.data.map((quote) => quote.orderNumber), saved };
}

/**
 * A session resumed from a saved refresh token alone: the first call is refused, the client trades
 * the refresh token for a new pair (`POST /refresh-token`) and sends the call again.
 */
export async function resumedSession(baseUrl: string, refreshToken: string) {
  const tokens = memoryTokenStore({ refreshToken });
  const api = createApiClient({ baseUrl, tokens });
  const me = await api.getMe();
  return { email: me.data.email, refreshToken: tokens.getRefreshToken() };
}

/** What to tell a user whose sign-in failed; every failure is a typed error. */
export async function signInFailure(baseUrl: string, email: string, password: string) {
  const api = createApiClient({ baseUrl, tokens: memoryTokenStore() });
  try {
    await api.login({ body: { email, password } });
    return null;
  } catch (error) {
    // 400: the fields in `error.error`; 401: a wrong e-mail or password; 429: `retryAfter` seconds.
    if (error instanceof HttpError) return `${error.status}: ${error.message}`;
    if (error instanceof NetworkError) return 'the server could not be reached';
    throw error;
  }
}
