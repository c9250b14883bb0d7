import type { CurrentUser, DashboardCount } from '@doorline/api-client';
import { Section, StatCard, StatCardGrid } from '@doorline/design-system';
import { overdueCards } from '../lib/summaries';
import { useTranslation } from '@/lib/i18n';

/** What is overdue (docs/sales-flow.md "Overdue"), per list, each number its list with `overdue=true`. */
export function OverdueSection({ counts, me }: { counts: DashboardCount[]; me: CurrentUser | undefined }) {
  const { t } = useTranslation('home');
  return (
    <Section title={t('overdue.title')} description={t('overdue.description')}>
      <StatCardGrid aria-label={t('overdue.title')}>
        {overdueCards(counts, me).map(({ card, count, href }) => {
          const label = t(`overdue.cards.${card}`);
          return (
            <StatCard
              key={card}
              label={label}
              value={count}
              tone={count > 0 ? 'critical' : 'neutral'}
              href={href ?? undefined}
              linkLabel={t('overdue.link', { label, count })}
            />
          );
        })}
      </StatCardGrid>
    </Section>
  );
}
