/** Where the client reads and writes the session's tokens (the app keeps them in its store). */
export interface TokenStore {
  getAccessToken(): string | null | undefined;
  getRefreshToken(): string | null | undefined;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  /** Both tokens gone: the user is signed out. */
  clear(): void;
}

/** A token store in memory: for tests, scripts and Node callers. */
export function memoryTokenStore(initial: { accessToken?: string; refreshToken?: string } = {}): TokenStore {
  let accessToken = initial.accessToken ?? null;
  let refreshToken = initial.refreshToken ?? null;
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    setTokens(tokens) {
      accessToken = tokens.accessToken;
      refreshToken = tokens.refreshToken;
    },
    clear() {
      accessToken = null;
      refreshToken = null;
    },
  };
}
