/*
 * Every calendar day the app shows, on the platform's `Intl.DateTimeFormat`: tables and records show
 * dates the ru-RU way whatever the language (spec §2 "Shared table"): `05.11.2026` for a day. A moment
 * (`05.11.2026, 09:07`) is the design system's `formatDateTime` (its table's `DateCell` uses it), not a
 * copy here. What the date picker needs (today as a calendar day, the picker's locale) is in
 * `picker-dates.ts`, on `@internationalized/date`, so that a page that only shows dates does not load
 * the calendar library (issue 12, docs/decisions.md).
 */

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The calendar day of `2026-11-22` or of a timestamp starting with it (`2026-11-22T10:00:00Z`), as
 * midnight UTC; null for an empty, malformed or impossible one (`2026-02-31`).
 */
export function parseDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over into the next month: refuse it.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** A calendar day (`YYYY-MM-DD`, e.g. the requested date) as the screens show it: `24.12.2026`; '' when missing. */
export function formatDay(value: string | null | undefined): string {
  const day = parseDay(value);
  return day ? dayFormat.format(day) : '';
}
