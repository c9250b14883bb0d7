import type { CurrentUser, DashboardCount, OrderStage, RecordKind } from '@doorline/api-client';
import { Link, Section, StatCard, StatCardGrid } from '@doorline/design-system';
import { orderStatusKey } from '@/lib/orders';
import { stageSummaries } from '../lib/summaries';
import * as styles from '../home.css';
import { useTranslation } from '@/lib/i18n';

/** A main stage's name: its list's, as the menu says it. */
const mainStageNames = {
  quote: 'common:menu.quotes',
  preorder: 'common:menu.preOrders',
  order: 'common:menu.orders',
} as const;

/**
 * The records of each stage of a kind with their statuses: main orders ("Records by stage") or
 * sub-orders ("Order items by status"), each number a link to the list that shows exactly them.
 */
export function StageSection({
  kind,
  counts,
  me,
}: {
  kind: RecordKind;
  counts: DashboardCount[];
  me: CurrentUser | undefined;
}) {
  const { t } = useTranslation(['home', 'sales', 'common']);
  const title = kind === 'main' ? t('stages.title') : t('subOrders.title');
  const stageName = (stage: OrderStage) =>
    kind === 'main' && stage in mainStageNames
      ? t(mainStageNames[stage as keyof typeof mainStageNames])
      : t(`subOrders.stage.${stage as 'production'}`);
  return (
    <Section
      title={title}
      description={kind === 'main' ? t('stages.description') : t('subOrders.description')}
    >
      <StatCardGrid aria-label={title}>
        {stageSummaries(counts, kind, me).map((summary) => {
          const label = stageName(summary.stage);
          return (
            <StatCard
              key={summary.stage}
              label={label}
              value={summary.count}
              href={summary.href ?? undefined}
              linkLabel={t('stages.link', { label, count: summary.count })}
              description={
                summary.statuses.length > 0 ? (
                  <ul className={styles.statusLine} aria-label={label}>
                    {summary.statuses.map(({ status, count, href }) => {
                      const name = t(`sales:${orderStatusKey(status)}`);
                      return (
                        <li key={status} className={styles.nowrap}>
                          {href ? (
                            <Link href={href} aria-label={t('stages.link', { label: name, count })}>
                              {`${name} ${count}`}
                            </Link>
                          ) : (
                            `${name} ${count}`
                          )}
                        </li>
                      );
                    })}
                  </ul>
                ) : undefined
              }
            />
          );
        })}
      </StatCardGrid>
    </Section>
  );
}
