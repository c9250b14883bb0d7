import { CalendarDate, parseDate } from '@internationalized/date';

/** No date before this one can be picked (spec: earliest pickable date 1900-01-01). */
export const EARLIEST_PICKABLE_DATE = /*#__PURE__*/ new CalendarDate(1900, 1, 1);

/** `2026-11-22` for a form value or an API call. */
export function toIsoDate(date: CalendarDate): string {
  return date.toString();
}

/**
 * The calendar date of `2026-11-22` or of a timestamp starting with it (`2026-11-22T10:00:00Z`);
 * `null` for an empty or malformed string.
 */
export function fromIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  try {
    const date = parseDate(match[0]);
    // parseDate clamps impossible days (2026-02-31) instead of failing: reject them.
    return date.toString() === match[0] ? date : null;
  } catch {
    return null;
  }
}

/** The later of two dates, ignoring a missing one. */
export function laterDate(a: CalendarDate | undefined, b: CalendarDate): CalendarDate {
  return a && a.compare(b) > 0 ? a : b;
}
