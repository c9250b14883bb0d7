import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { EARLIEST_PICKABLE_DATE, fromIsoDate, laterDate, toIsoDate } from './dates';

describe('toIsoDate and fromIsoDate', () => {
  it('round-trip a calendar date', () => {
    const date = new CalendarDate(2026, 11, 22);
    expect(toIsoDate(date)).toBe('2026-11-22');
    expect(fromIsoDate('2026-11-22')?.compare(date)).toBe(0);
  });

  it('read the date of a timestamp', () => {
    expect(toIsoDate(fromIsoDate('2026-01-05T10:30:00.000Z')!)).toBe('2026-01-05');
  });

  it('give null for empty, malformed or impossible dates', () => {
    expect(fromIsoDate('')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate(undefined)).toBeNull();
    expect(fromIsoDate('22.11.2026')).toBeNull();
    expect(fromIsoDate('2026-02-31')).toBeNull();
    expect(fromIsoDate('2026-13-01')).toBeNull();
  });
});

describe('laterDate', () => {
  it('never lets the minimum go before 1900-01-01', () => {
    expect(laterDate(undefined, EARLIEST_PICKABLE_DATE)).toBe(EARLIEST_PICKABLE_DATE);
    expect(laterDate(new CalendarDate(1800, 5, 1), EARLIEST_PICKABLE_DATE)).toBe(EARLIEST_PICKABLE_DATE);
    const today = new CalendarDate(2026, 11, 22);
    expect(laterDate(today, EARLIEST_PICKABLE_DATE)).toBe(today);
  });
});
