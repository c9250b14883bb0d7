import { fromIsoDate } from '@doorline/design-system';

export type CalendarDay = NonNullable<ReturnType<typeof fromIsoDate>>;

/** Today in the user's time zone as `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The earliest requested date: today (the date picker never allows one before 1900-01-01 either). */
export const earliestRequestedDate = (): CalendarDay => fromIsoDate(todayIso()) as CalendarDay;

/** A `YYYY-MM-DD` date as the screens show it: `24.12.2026`. */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The date picker's locale: the day-month-year order of each language, with its own placeholders. */
export const pickerLocale = (language: string) =>
  language.startsWith('uk') ? 'uk-UA' : language.startsWith('ru') ? 'ru-RU' : 'en-GB';
