import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows day, month, year, hour and minute in the ru-RU way', () => {
    const local = new Date(2026, 10, 5, 9, 7);
    expect(formatDateTime(local)).toBe('05.11.2026, 09:07');
  });

  it('shows nothing for a missing or broken value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
