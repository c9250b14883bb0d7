import { describe, expect, it } from 'vitest';
import { LoginBody, RefreshTokenBody } from './auth.js';
import { PositiveIntParam } from './common.js';
import { endpoints } from './endpoints.js';
import { jsonSchemaOf } from './json-schema.js';
import {
  check,
  MAX_INPUT_DEPTH,
  NOT_TEXT_MESSAGE,
  summarize,
  TOO_DEEP_MESSAGE,
  unsafeInput,
} from './validate.js';

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

describe('what no input may hold (issue 39)', () => {
  /** The depth of a JSON Schema's nesting: objects and arrays within each other. */
  function schemaDepth(schema: unknown): number {
    if (!schema || typeof schema !== 'object') return 0;
    const s = schema as Record<string, unknown>;
    const own =
      s.type === 'object' ||
      s.type === 'array' ||
      (Array.isArray(s.type) && s.type.some((t) => t === 'object' || t === 'array'))
        ? 1
        : 0;
    let inner = 0;
    for (const child of Object.values(s)) inner = Math.max(inner, schemaDepth(child));
    return own + inner;
  }

  it('a NUL or an unpaired surrogate in any string, a value or a field name, is refused by name', () => {
    const body = {
      email: 'a\u0000@b.co',
      password: 'fine 😀',
      contact: { name: 'x\ud800', phone: '\udc00y', list: ['ok', 'z\u0000'] },
      ['k\u0000']: 1,
    };
    expect(check(LoginBody, body)).toEqual({
      ok: false,
      errors: [
        { path: 'email', message: NOT_TEXT_MESSAGE },
        { path: 'contact.name', message: NOT_TEXT_MESSAGE },
        { path: 'contact.phone', message: NOT_TEXT_MESSAGE },
        { path: 'contact.list.1', message: NOT_TEXT_MESSAGE },
        { path: 'k\u0000', message: NOT_TEXT_MESSAGE },
      ],
    });
    expect(check(PositiveIntParam, '1\u0000')).toEqual({
      ok: false,
      errors: [{ path: '(root)', message: NOT_TEXT_MESSAGE }],
    });
  });

  it('a surrogate pair is a character like any other', () => {
    expect(unsafeInput({ a: '😀', b: ['\ud83d\ude00'], '😀': 'x' })).toEqual([]);
    expect(unsafeInput('\ude00\ud83d')).toHaveLength(1);
  });

  it(`nests at most ${MAX_INPUT_DEPTH} levels; a million is refused at the first level too deep, without recursion`, () => {
    const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
    expect(unsafeInput(nested(MAX_INPUT_DEPTH))).toEqual([]);
    const path = Array(MAX_INPUT_DEPTH).fill('0').join('.');
    expect(unsafeInput(nested(MAX_INPUT_DEPTH + 1))).toEqual([{ path, message: TOO_DEEP_MESSAGE }]);
    expect(check(LoginBody, nested(1_000_000))).toEqual({
      ok: false,
      errors: [{ path, message: TOO_DEEP_MESSAGE }],
    });
  });

  it('every input of the contract nests well within the limit', () => {
    let deepest = 0;
    for (const endpoint of Object.values(endpoints))
      for (const struct of [endpoint.body, endpoint.query, endpoint.params])
        if (struct) deepest = Math.max(deepest, schemaDepth(jsonSchemaOf(struct).schema));
    expect(deepest).toBeGreaterThan(1);
    expect(deepest).toBeLessThanOrEqual(MAX_INPUT_DEPTH / 4);
  });
});
