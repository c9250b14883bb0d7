import type { CurrentUser, Dashboard } from '@doorline/api-client';
import { EmptyState, Skeleton, StatCard, StatCardGrid } from '@doorline/design-system';
import { Suspense } from 'react';
import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/layout/query-state';
import { useMe } from '@/lib/auth';
import { useHomeParts } from '@/lib/home-parts';
import { mayOpen } from '@/lib/page-access';
import { useDashboard } from '../api/get-dashboard';
import { ActivitySection } from '../components/activity-section';
import { CustomersSection } from '../components/customers-section';
import { DueSection } from '../components/due-section';
import { GettingStarted, isFreshDealer } from '../components/getting-started';
import { OverdueSection } from '../components/overdue-section';
import { StageSection } from '../components/stage-section';
import { WaitingSection } from '../components/waiting-section';
import { WeeksSection } from '../components/weeks-section';
import * as styles from '../home.css';
import { useTranslation } from '@/lib/i18n';

/** A part whose texts or code load with it (the audit trail's, another feature's): a skeleton meanwhile. */
const later = <Skeleton shape="block" height="10rem" />;

/** The parts of Home the user gets (docs/dashboard.md "Per role"), each only when the answer has it. */
function HomeParts({ dashboard, me }: { dashboard: Dashboard; me: CurrentUser | undefined }) {
  const { t } = useTranslation('home');
  // The other features' parts (lib/routing.tsx `HomePart`): a dealer user's notifications.
  const parts = useHomeParts().filter((part) => part.shows(dashboard));
  const { counts, waiting, weeks, due, activity, notifications, dealer, customers, today } = dashboard;
  const nothing = !counts && !activity && !dealer && !customers && (notifications?.length ?? 0) === 0;
  if (nothing)
    return <EmptyState title={t('home.empty')} description={t('home.emptyText')} headingLevel={2} />;
  const discount = dealer ? t('dealer.discountValue', { value: dealer.discount }) : '';
  // A dealer with no record yet: what to do first, in place of a page of zeros (issue 40).
  const fresh = isFreshDealer(me, counts);
  return (
    <div className={styles.parts}>
      {dealer ? (
        <StatCardGrid aria-label={dealer.name}>
          <StatCard
            label={t('dealer.discount')}
            value={discount}
            description={dealer.name}
            href={mayOpen(me, 'ownDealer') ? '/dealer/profile' : undefined}
            linkLabel={t('dealer.discountLink', { value: dealer.discount })}
          />
        </StatCardGrid>
      ) : null}
      {fresh ? <GettingStarted me={me} /> : null}
      {waiting.length > 0 && !fresh ? <WaitingSection waiting={waiting} me={me} /> : null}
      {counts && !fresh ? <OverdueSection counts={counts} me={me} /> : null}
      {customers ? <CustomersSection customers={customers} me={me} /> : null}
      <div className={styles.pair}>
        {due && !fresh ? <DueSection due={due} today={today} me={me} /> : null}
        {activity ? (
          <Suspense fallback={later}>
            <ActivitySection activity={activity} me={me} />
          </Suspense>
        ) : null}
        {parts.map(({ id, Component }) => (
          <Suspense key={id} fallback={later}>
            <Component dashboard={dashboard} />
          </Suspense>
        ))}
      </div>
      {counts && !fresh ? <StageSection kind="main" counts={counts} me={me} /> : null}
      {counts && !fresh ? <StageSection kind="sub" counts={counts} me={me} /> : null}
      {weeks && !fresh ? <WeeksSection weeks={weeks} /> : null}
    </div>
  );
}

/**
 * `/`, Home (issue 27; docs/dashboard.md): what each user's rules let them follow, every number a link
 * to the list it counts. The title stays the spec's "Home".
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const me = useMe().data;
  const dashboard = useDashboard();
  return (
    <Page title={t('common:pages.home')}>
      <QueryState
        query={dashboard}
        className={styles.parts}
        failedText={t('home.loadFailed')}
        retryLabel={t('home.retry')}
      >
        {(data) => <HomeParts dashboard={data} me={me} />}
      </QueryState>
    </Page>
  );
}

export { HomePage as Component };
