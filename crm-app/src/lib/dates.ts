/*
 * Every calendar day the app shows, on the platform's `Intl.DateTimeFormat`: tables and records show
 * dates the ru-RU way whatever the language (spec §2 "Shared table"): `05.11.2026` for a day. A moment
 * (`05.11.2026, 09:07`) is the design system's `formatDateTime` (its table's `DateCell` uses it), not a
 * copy here. What the date picker needs (today as a calendar day, the picker's locale) is in
 * `picker-dates.ts`, on `@internationalized/date`, so that a page that only shows dates does not load
 * the calendar library (issue 12, docs/decisions.md).
 */

// One definition for the app and the record's PDF (issue 28): the contract's.
export { formatDay, parseDay } from '@doorline/api-client';
