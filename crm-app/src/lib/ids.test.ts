import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId', () => {
  it('reads a positive whole number', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('refuses what cannot be an id', () => {
    for (const param of [
      undefined,
      null,
      '',
      '0',
      '-3',
      '1.5',
      '12abc',
      '12345678901',
      ' 12',
      '2147483648',
    ]) {
      expect(parseId(param)).toBeNull();
    }
  });
});
