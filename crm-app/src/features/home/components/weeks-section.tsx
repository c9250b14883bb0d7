import { weekStages, type DashboardWeek } from '@doorline/api-client';
import { BarChart, Section, type BarChartSeries } from '@doorline/design-system';
import { weekChart } from '../lib/weeks';
import { useTranslation } from '@/lib/i18n';

/** Each stage's colour in the chart, and its name: its list's, as the menu says it. */
const stageSeries = {
  quote: { tone: 'accent', label: 'common:menu.quotes' },
  preorder: { tone: 'warning', label: 'common:menu.preOrders' },
  order: { tone: 'success', label: 'common:menu.orders' },
} as const satisfies Record<(typeof weekStages)[number], { tone: BarChartSeries['tone']; label: string }>;

/** The new records of the last twelve weeks, by the stage they are at now (docs/dashboard.md). */
export function WeeksSection({ weeks }: { weeks: DashboardWeek[] }) {
  const { t } = useTranslation(['home', 'common']);
  const { categories, values } = weekChart(weeks, (date) => t('weeks.weekOf', { date }));
  return (
    <Section title={t('weeks.title')} description={t('weeks.description')}>
      <BarChart
        aria-label={t('weeks.chart')}
        categories={categories}
        series={weekStages.map((stage) => ({
          key: stage,
          label: t(stageSeries[stage].label),
          tone: stageSeries[stage].tone,
        }))}
        values={values}
        strings={{ category: t('weeks.week'), total: t('weeks.total') }}
      />
    </Section>
  );
}
