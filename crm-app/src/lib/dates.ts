import type { CalendarDate } from '@internationalized/date';
import { DateFormatter, getLocalTimeZone, parseDate, today, type DateValue } from '@internationalized/date';

/*
 * Every date the app shows or picks, in one place, on `@internationalized/date` (the library of the
 * design system's date picker). Tables and records show dates the ru-RU way whatever the language
 * (spec §2 "Shared table"): `05.11.2026` for a day, `05.11.2026, 09:07` for a moment.
 */

/** A calendar day, the date picker's value. */
export type CalendarDay = CalendarDate;

const dayFormat = new DateFormatter('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateTimeFormat = new DateFormatter('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The calendar day of `2026-11-22` or of a timestamp starting with it (`2026-11-22T10:00:00Z`);
 * null for an empty, malformed or impossible one (`2026-02-31`).
 */
export function parseDay(value: string | null | undefined): CalendarDay | null {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '');
  if (!match) return null;
  try {
    const day = parseDate(match[0]);
    // parseDate clamps an impossible day instead of failing: refuse it.
    return day.toString() === match[0] ? day : null;
  } catch {
    return null;
  }
}

/** A calendar day (`YYYY-MM-DD`, e.g. the requested date) as the screens show it: `24.12.2026`; '' when missing. */
export function formatDay(value: string | DateValue | null | undefined): string {
  const day = typeof value === 'string' || value == null ? parseDay(value) : value;
  return day ? dayFormat.format(day.toDate('UTC')) : '';
}

/** A moment (an ISO timestamp) as day, month, year, hour and minute in the reader's time zone; '' when missing. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** Today in the user's time zone. */
export const todayDay = (): CalendarDay => today(getLocalTimeZone());

/** Today in the user's time zone as `YYYY-MM-DD`. */
export const todayIso = (): string => todayDay().toString();

/** The earliest requested date: today (the date picker never allows one before 1900-01-01 either). */
export const earliestRequestedDate = (): CalendarDay => todayDay();

/** The date picker's locale: the day-month-year order of each language, with its own placeholders. */
export const pickerLocale = (language: string): string =>
  language.startsWith('uk') ? 'uk-UA' : language.startsWith('ru') ? 'ru-RU' : 'en-GB';
