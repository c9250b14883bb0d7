import { describe, expect, it } from 'vitest';
import { LoginBody, RefreshTokenBody } from './auth.js';
import { PositiveIntParam } from './common.js';
import { check, summarize } from './validate.js';

describe('check', () => {
  it('accepts a valid body', () => {
    expect(check(LoginBody, { email: 'a@b.co', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'x' },
    });
  });

  it('names every failing field with its message', () => {
    const result = check(LoginBody, { email: 'nope', password: '', twoFactorToken: '12ab56' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'email', message: 'Invalid email' },
      {
        path: 'password',
        message: expect.stringMatching(/^password: Expected a string with a length between/),
      },
      { path: 'twoFactorToken', message: 'Must be a 6-digit code' },
    ]);
    expect(summarize(result.errors)).toBe('Invalid email, password, twoFactorToken');
  });

  it('says which field is missing and which is not allowed', () => {
    const result = check(RefreshTokenBody, { token: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'refreshToken', message: 'refreshToken is required' },
      { path: 'token', message: 'token is not an allowed field' },
    ]);
  });

  it('refuses, without throwing, an object that cannot be printed (a "toString" key)', () => {
    const body = JSON.parse('{"email":{"toString":1},"password":"x"}');
    expect(check(LoginBody, body)).toEqual({
      ok: false,
      errors: [{ path: 'email', message: 'email: Invalid value' }],
    });
    // A later failure, found while the failures are listed, is caught as well.
    const later = JSON.parse('{"password":"","extra":{"toString":1}}');
    expect(check(LoginBody, later)).toEqual({
      ok: false,
      errors: [{ path: 'extra', message: 'extra: Invalid value' }],
    });
  });

  it('describes a body that is not an object at all', () => {
    const result = check(LoginBody, 'hello');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.path).toBe('(root)');
  });

  it('refuses passwords longer than 128 characters instead of truncating them', () => {
    expect(check(LoginBody, { email: 'a@b.co', password: 'x'.repeat(129) }).ok).toBe(false);
    expect(check(LoginBody, { email: 'a@b.co', password: 'x'.repeat(128) }).ok).toBe(true);
  });

  it('reads positive integers from path strings', () => {
    expect(check(PositiveIntParam, '12').ok).toBe(true);
    expect(check(PositiveIntParam, 7).ok).toBe(true);
    for (const bad of ['0', '-1', '1.5', 'abc', '', 0]) expect(check(PositiveIntParam, bad).ok).toBe(false);
    // Beyond a PostgreSQL integer: refused here rather than failing in the database.
    expect(check(PositiveIntParam, '2147483647').ok).toBe(true);
    for (const bad of ['2147483648', '99999999999999999999', 2 ** 53])
      expect(check(PositiveIntParam, bad).ok).toBe(false);
  });
});
