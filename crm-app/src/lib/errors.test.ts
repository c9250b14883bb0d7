import { HttpError, NetworkError, serverMessage, serverMessages } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainError, fieldErrorsOf, isNotFound, retryAfterOf, serverText } from './errors';
import { i18n, loadNamespaces, type TFunction } from './i18n';

// Stands in for the texts' `t`: the key and its values, so the test sees which text was chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('explainError', () => {
  it('shows the server message, or the fallback when it has none', () => {
    expect(explainError(t, new HttpError(400, 'Current password is incorrect'), 'Error. Try again')).toBe(
      'Current password is incorrect',
    );
    expect(explainError(t, new HttpError(500, ''), 'Failed to send OTP.')).toBe('Failed to send OTP.');
  });

  it("shows the screen's own text over the server's message when the screen prefers it", () => {
    const failed = 'The profile could not be updated. Try again.';
    expect(explainError(t, new HttpError(400, 'Invalid input'), failed, { preferFallback: true })).toBe(
      failed,
    );
    expect(explainError(t, new NetworkError('offline'), failed, { preferFallback: true })).toBe(
      'common:errors.network',
    );
  });

  it('falls back to "Error. Try again" when the screen gives no text of its own', () => {
    expect(explainError(t, new HttpError(500, ''))).toBe('common:errors.tryAgain');
    expect(explainError(t, new Error('boom'))).toBe('common:errors.tryAgain');
  });

  it('says how long to wait when the server throttles', () => {
    expect(explainError(t, new HttpError(429, 'Too many requests', [], 42), 'x')).toBe(
      'common:errors.tryAgainIn {"seconds":42}',
    );
    // Without Retry-After the server's words are all there is.
    expect(explainError(t, new HttpError(429, 'Too many requests'), 'x')).toBe('Too many requests');
  });

  it('says what the server says about waiting when a call that sends a code is throttled', () => {
    const wait = 'Please wait 37 seconds before requesting a new code.';
    expect(explainError(t, new HttpError(429, wait, [], 37), 'x', { sendsCode: true })).toBe(wait);
    expect(explainError(t, new HttpError(429, '', [], 37), 'x', { sendsCode: true })).toBe(
      'common:errors.codeWait {"seconds":37}',
    );
  });

  it('names a network failure, or gives the fallback where the spec wants it, and falls back for anything else', () => {
    expect(explainError(t, new NetworkError('offline'), 'x')).toBe('common:errors.network');
    expect(
      explainError(t, new NetworkError('offline'), 'Login failed. Please try again.', {
        fallbackWhenOffline: true,
      }),
    ).toBe('Login failed. Please try again.');
    expect(explainError(t, new Error('boom'), 'Resend error')).toBe('Resend error');
  });
});

describe('retryAfterOf and isNotFound', () => {
  it('read the wait of a 429 and a 404', () => {
    expect(retryAfterOf(new HttpError(429, 'wait', [], 12))).toBe(12);
    expect(retryAfterOf(new HttpError(429, 'wait'))).toBeNull();
    expect(retryAfterOf(new HttpError(400, 'bad', [], 12))).toBeNull();
    expect(isNotFound(new HttpError(404, 'Not found'))).toBe(true);
    expect(isNotFound(new HttpError(403, 'Forbidden'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
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

describe("the server's messages in the reader's language", () => {
  const wait = serverMessage('codeWait', { seconds: 37 });
  const words = (said: typeof wait) => ({ message: said.text, code: said.code, params: said.params });
  const coded = (status: number, said: typeof wait, retryAfter: number | null = null) =>
    new HttpError(status, said.text, [], retryAfter, said.code, said.params);
  beforeAll(async () => {
    await i18n.changeLanguage('uk');
    await loadNamespaces('server');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("words a coded message in the reader's language, with its values", () => {
    expect(serverText(words(wait))).toBe('Зачекайте 37 с, перш ніж запитувати новий код.');
    expect(explainError(t, coded(429, wait, 37), 'x', { sendsCode: true })).toBe(
      'Зачекайте 37 с, перш ніж запитувати новий код.',
    );
    // A 429 that words its own wait in minutes (a quote sent too often, issue 28).
    const often = serverMessage('quoteSentRecently', { minutes: 42 });
    expect(explainError(t, coded(429, often, 2520), 'x', { waitInMessage: true })).toBe(
      'Цю пропозицію надсилали надто часто. Спробуйте через 42 хв.',
    );
    const refused = serverMessage('permissionMissing', { permission: 'users.read' });
    expect(explainError(t, coded(403, refused))).toBe('У вас немає дозволу «users.read»');
  });

  it("words the fields' coded messages too, and keeps the server's words where there is no code", () => {
    const taken = serverMessage('roleNameTaken');
    const error = new HttpError(400, 'Invalid name', [
      { path: 'name', message: taken.text, code: taken.code },
      { path: 'email', message: 'email is required' },
    ]);
    expect(fieldErrorsOf(error, ['name', 'email'] as const)).toEqual([
      { field: 'name', message: 'Роль із такою назвою вже існує.' },
      { field: 'email', message: 'email is required' },
    ]);
    expect(serverText({ message: 'As sent', code: 'noSuchCode' })).toBe('As sent');
  });

  it('gives the English texts of the contract in English', async () => {
    await i18n.changeLanguage('en');
    expect(serverText(words(wait))).toBe(wait.text);
    expect(serverText(words(serverMessage('quoteLocked')))).toBe(serverMessages.quoteLocked);
    await i18n.changeLanguage('uk');
  });
});
