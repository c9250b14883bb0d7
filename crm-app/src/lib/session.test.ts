import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  // The next file of the worker shares the module registry (`isolate: false`): it must not get
  // this file's last session (signed in, or in Ukrainian) but one read from the cleared storage.
  afterAll(() => {
    vi.resetModules();
  });

  it('persists only the tokens and the language under the key root', async () => {
    const { session, setTokens, setLanguage } = await import('./session');
    setTokens('access', 'refresh');
    setLanguage('uk');
    // valtio tells its subscribers after the current task: the store is written then.
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('root') ?? '{}')).toEqual({
        auth: { access_token: 'access', refresh_token: 'refresh' },
        language: 'uk',
      }),
    );
    expect(session.language).toBe('uk');
  });

  it('restores a stored session and ignores a broken one', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ auth: { access_token: 'a', refresh_token: 'r' }, language: 'ru' }),
    );
    const first = await import('./session');
    expect(first.isSignedIn(first.session)).toBe(true);
    expect(first.session.language).toBe('ru');

    vi.resetModules();
    localStorage.setItem('root', '{not json');
    const second = await import('./session');
    expect(second.isSignedIn(second.session)).toBe(false);
    expect(second.session.language).toBe('en');
  });

  it('removing the token clears only the access token; clearing clears both', async () => {
    const { session, setTokens, removeAccessToken, clearTokens, isSignedIn } = await import('./session');
    setTokens('access', 'refresh');
    removeAccessToken();
    expect(session.auth).toEqual({ access_token: '', refresh_token: 'refresh' });
    expect(isSignedIn(session)).toBe(true);
    clearTokens();
    expect(isSignedIn(session)).toBe(false);
  });
});
