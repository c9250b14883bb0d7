import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id';

describe('parseRecordId', () => {
  it('reads a positive whole number', () => {
    expect(parseRecordId('12')).toBe(12);
  });

  it('refuses what cannot be an id', () => {
    for (const param of [undefined, '', '0', '-3', '1.5', '12abc', '12345678901', ' 12']) {
      expect(parseRecordId(param)).toBeNull();
    }
  });
});
