export interface FormatDateTimeOptions {
  /** BCP 47 locale; the CRM shows dates in Russian format. */
  locale?: string;
  /** IANA time zone; defaults to the browser's. Stories and tests pass 'UTC'. */
  timeZone?: string;
  /** Returned for a missing or unparsable value. */
  fallback?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string | undefined) {
  const cacheKey = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** An ISO timestamp as the tables show it: `05.11.2026, 09:07` in ru-RU (two-digit day, month, hour, minute). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  { locale = 'ru-RU', timeZone, fallback = '—' }: FormatDateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return formatterFor(locale, timeZone).format(date);
}
