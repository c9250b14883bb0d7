import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Anna Maria Petrova')).toBe('AP');
    expect(initials('ivan sidorov')).toBe('IS');
  });

  it('uses one letter for a single word', () => {
    expect(initials('Doorline')).toBe('D');
  });

  it('uses the local part of an e-mail address', () => {
    expect(initials('john.smith@example.com')).toBe('JS');
  });

  it('copes with extra spaces, non-Latin names and empty input', () => {
    expect(initials('  Олег   Иванов ')).toBe('ОИ');
    expect(initials('')).toBe('?');
  });
});
