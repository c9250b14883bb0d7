import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

describe('where signing in leads (issue 27)', () => {
  it('back to the page that asked for it, else Home; never back into the login area', () => {
    expect(afterSignIn(null)).toBe('/');
    expect(afterSignIn({})).toBe('/');
    expect(afterSignIn({ from: { pathname: '/quotes', search: '?status=draft' } })).toBe(
      '/quotes?status=draft',
    );
    expect(afterSignIn({ from: { pathname: '/auth/forgot-password', search: '' } })).toBe('/');
  });
});
