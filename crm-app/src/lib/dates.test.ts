import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from './dates';
import { pickerLocale, todayIso } from './picker-dates';

describe('formatDay', () => {
  it('shows a calendar day as day.month.year, whatever the time zone', () => {
    expect(formatDay('2026-12-24')).toBe('24.12.2026');
    expect(formatDay('2026-01-05T23:30:00.000Z')).toBe('05.01.2026');
    expect(formatDay('2026-03-09')).toBe('09.03.2026');
    expect(formatDay('2024-02-29')).toBe('29.02.2024');
  });

  it('shows nothing for a missing, malformed or impossible day', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatDay('24.12.2026')).toBe('');
    expect(formatDay('2026-02-31')).toBe('');
    expect(formatDay('2026-13-01')).toBe('');
    expect(formatDay('2025-02-29')).toBe('');
    expect(parseDay('2026-02-31')).toBeNull();
  });
});

describe('todayIso and pickerLocale', () => {
  it('gives today as YYYY-MM-DD and each language its date order', () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    expect(todayIso()).toBe(expected);
    expect(pickerLocale('uk')).toBe('uk-UA');
    expect(pickerLocale('ru')).toBe('ru-RU');
    expect(pickerLocale('en')).toBe('en-GB');
  });
});
