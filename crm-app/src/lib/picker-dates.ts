import type { CalendarDate } from '@internationalized/date';
import { getLocalTimeZone, today } from '@internationalized/date';

/*
 * What the date picker needs, on `@internationalized/date` (the library of the design system's date
 * picker): only the pages with a picker load it. Showing a date is `dates.ts`.
 */

/** A calendar day, the date picker's value. */
export type CalendarDay = CalendarDate;

/** Today in the user's time zone. */
export const todayDay = (): CalendarDay => today(getLocalTimeZone());

/** Today in the user's time zone as `YYYY-MM-DD`. */
export const todayIso = (): string => todayDay().toString();

/** The earliest requested date: today (the date picker never allows one before 1900-01-01 either). */
export const earliestRequestedDate = (): CalendarDay => todayDay();

/** The date picker's locale: the day-month-year order of each language, with its own placeholders. */
export const pickerLocale = (language: string): string =>
  language.startsWith('uk') ? 'uk-UA' : language.startsWith('ru') ? 'ru-RU' : 'en-GB';
