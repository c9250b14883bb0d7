import { weekStages, type DashboardWeek } from '@doorline/api-client';
import { formatDay, parseDay } from '@/lib/dates';

/** A week's Monday under its column, short, as the tables write a day whatever the language: `23.11`. */
const shortDay = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

export function weekLabel(week: string): string {
  const day = parseDay(week);
  return day ? shortDay.format(day) : week;
}

/**
 * The chart's categories (the weeks, oldest first: the short day under each column, the whole one in
 * what a bar announces and the table shows) and its values (per week, per stage).
 */
export function weekChart(weeks: readonly DashboardWeek[], weekOf: (date: string) => string) {
  return {
    categories: weeks.map((entry) => ({
      key: entry.week,
      label: weekLabel(entry.week),
      fullLabel: weekOf(formatDay(entry.week)),
    })),
    values: weeks.map((entry) => weekStages.map((stage) => entry[stage])),
  };
}
