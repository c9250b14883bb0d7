import { proxy, subscribe } from 'valtio/vanilla';
import type { TokenStore } from '@doorline/api-client';

export const languages = ['en', 'uk', 'ru'] as const;
export type Language = (typeof languages)[number];

export interface SessionState {
  auth: { access_token: string; refresh_token: string };
  language: Language;
}

/** Only the tokens and the language survive a reload (spec §4 "Session"), under the key `root`. */
export const STORAGE_KEY = 'root';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

function readPersisted(): SessionState {
  const fallback: SessionState = { auth: { access_token: '', refresh_token: '' }, language: 'en' };
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SessionState> | null;
    if (!raw) return fallback;
    return {
      auth: {
        access_token: typeof raw.auth?.access_token === 'string' ? raw.auth.access_token : '',
        refresh_token: typeof raw.auth?.refresh_token === 'string' ? raw.auth.refresh_token : '',
      },
      language: isLanguage(raw.language) ? raw.language : fallback.language,
    };
  } catch {
    return fallback;
  }
}

export const session = proxy<SessionState>(readPersisted());

subscribe(session, () => {
  const { auth, language } = session;
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth, language }));
});

// Another tab signing in or out changes this one's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const next = readPersisted();
    session.auth.access_token = next.auth.access_token;
    session.auth.refresh_token = next.auth.refresh_token;
    session.language = next.language;
  });
}

export const isSignedIn = (state: Pick<SessionState, 'auth'>) =>
  Boolean(state.auth.access_token || state.auth.refresh_token);

export function setTokens(accessToken: string, refreshToken: string) {
  sessionEnd.reason = null;
  session.auth.access_token = accessToken;
  session.auth.refresh_token = refreshToken;
}

/** Token removal alone clears only the access token (spec §4). */
export function removeAccessToken() {
  session.auth.access_token = '';
}

/**
 * Why the session ended, when the server said so (a suspended or blocked account, a blocked dealer,
 * a session ended elsewhere): the sign-in page shows it, in the reader's language, until the next
 * sign-in. In memory only: a reload forgets it.
 */
export const sessionEnd = proxy<{
  reason: { message: string; code: string | null; params: Readonly<Record<string, string | number>> } | null;
}>({ reason: null });

export function clearTokens() {
  session.auth.access_token = '';
  session.auth.refresh_token = '';
}

export function setLanguage(language: Language) {
  session.language = language;
}

export const sessionTokenStore: TokenStore = {
  getAccessToken: () => session.auth.access_token,
  getRefreshToken: () => session.auth.refresh_token,
  setTokens: ({ accessToken, refreshToken }) => setTokens(accessToken, refreshToken),
  clear: clearTokens,
};
