import { HttpError, NetworkError } from '@doorline/api-client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { explainError, fieldErrorsOf } from './errors';

// Stands in for i18next: the key and its values, so the test sees which text was chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('explainError', () => {
  it('shows the server message, or the fallback when it has none', () => {
    expect(explainError(t, new HttpError(400, 'Current password is incorrect'), 'Error. Try again')).toBe(
      'Current password is incorrect',
    );
    expect(explainError(t, new HttpError(500, ''), 'Failed to send OTP.')).toBe('Failed to send OTP.');
  });

  it('says how long to wait when the server throttles', () => {
    expect(explainError(t, new HttpError(429, 'Too many requests', [], 42), 'x')).toBe(
      'account.tryAgainIn {"seconds":42}',
    );
    // Without Retry-After the server's words are all there is.
    expect(explainError(t, new HttpError(429, 'Too many requests'), 'x')).toBe('Too many requests');
  });

  it('names a network failure and falls back for anything else', () => {
    expect(explainError(t, new NetworkError('offline'), 'x')).toBe('account.networkError');
    expect(explainError(t, new Error('boom'), 'Resend error')).toBe('Resend error');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the messages of the form’s own fields, nested or not', () => {
    const error = new HttpError(400, 'Invalid', [
      { path: 'contact.email', message: 'EMAIL INVALID' },
      { path: 'name', message: 'Must be at least 2.' },
      { path: 'unknown', message: 'ignored' },
    ]);
    expect(fieldErrorsOf(error, ['name', 'email'] as const)).toEqual([
      { field: 'email', message: 'EMAIL INVALID' },
      { field: 'name', message: 'Must be at least 2.' },
    ]);
    expect(fieldErrorsOf(new Error('x'), ['name'] as const)).toEqual([]);
  });
});
