import { waitingWork, workQueues, type CurrentUser, type DashboardWaiting } from '@doorline/api-client';
import { Link, Section, StatCard, StatCardGrid } from '@doorline/design-system';
import { recordsHref } from '../lib/links';
import * as styles from '../home.css';
import { useTranslation } from '@/lib/i18n';

/**
 * "Waiting for you" (docs/dashboard.md "Per role"): the work the user may do, queue by queue (sales,
 * production, warehouse), each number a link to its list by status and, under it, how many of those
 * are overdue, a link to the same list with `overdue=true`.
 */
export function WaitingSection({
  waiting,
  me,
}: {
  waiting: DashboardWaiting[];
  me: CurrentUser | undefined;
}) {
  const { t } = useTranslation('home');
  const ordered = workQueues.flatMap((queue) => waiting.filter((w) => waitingWork[w.action].queue === queue));
  return (
    <Section title={t('waiting.title')} description={t('waiting.description')}>
      <StatCardGrid aria-label={t('waiting.title')}>
        {ordered.map((work) => {
          const label = t(`waiting.action.${work.action}`);
          const filters = { status: work.status };
          const overdueHref = recordsHref(me, work.kind, work.stage, { ...filters, overdue: true });
          const overdueText = t('waiting.overdue', { count: work.overdue });
          return (
            <StatCard
              key={`${work.action}-${work.status}`}
              label={label}
              value={work.count}
              href={recordsHref(me, work.kind, work.stage, filters) ?? undefined}
              linkLabel={`${label}: ${work.count}`}
              description={
                work.overdue === 0 ? (
                  t('waiting.noneOverdue')
                ) : overdueHref ? (
                  <span className={styles.overdue}>
                    <Link
                      href={overdueHref}
                      aria-label={t('waiting.overdueLink', { label, count: work.overdue })}
                    >
                      {overdueText}
                    </Link>
                  </span>
                ) : (
                  <span className={styles.overdue}>{overdueText}</span>
                )
              }
            />
          );
        })}
      </StatCardGrid>
    </Section>
  );
}
