import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('formats an ISO timestamp in ru-RU with two-digit day, month, hour and minute', () => {
    expect(formatDateTime('2026-11-05T09:07:00Z', { timeZone: 'UTC' })).toBe('05.11.2026, 09:07');
    expect(formatDateTime('2026-01-02T00:05:59Z', { timeZone: 'UTC' })).toBe('02.01.2026, 00:05');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime('2026-03-09T21:30:00Z', { timeZone: 'UTC' })).toBe('09.03.2026, 21:30');
  });

  it('converts into the given time zone', () => {
    expect(formatDateTime('2026-11-05T22:30:00Z', { timeZone: 'Europe/Moscow' })).toBe('06.11.2026, 01:30');
  });

  it('accepts a Date and a timestamp', () => {
    const date = new Date(Date.UTC(2026, 4, 17, 8, 4));
    expect(formatDateTime(date, { timeZone: 'UTC' })).toBe('17.05.2026, 08:04');
    expect(formatDateTime(date.getTime(), { timeZone: 'UTC' })).toBe('17.05.2026, 08:04');
  });

  it('takes another locale', () => {
    expect(formatDateTime('2026-11-05T09:07:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '05/11/2026, 09:07',
    );
  });

  it('returns the fallback for a missing or invalid value', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date', { fallback: '' })).toBe('');
  });
});
