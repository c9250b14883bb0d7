import { NEW_CUSTOMER_DAYS, type CurrentUser, type DashboardCustomers } from '@doorline/api-client';
import { Section, StatCard, StatCardGrid } from '@doorline/design-system';
import { customersHref, newCustomersHref } from '../lib/links';
import { useTranslation } from '@/lib/i18n';

/**
 * The customers in the reader's scope (issue 42; docs/dashboard.md "Screens"): how many, and how many
 * are new, each a link to the directory (the new ones: newest first, at its top).
 */
export function CustomersSection({
  customers,
  me,
}: {
  customers: DashboardCustomers;
  me: CurrentUser | undefined;
}) {
  const { t } = useTranslation('home');
  const total = t('customers.total');
  const recent = t('customers.recent', { count: NEW_CUSTOMER_DAYS });
  return (
    <Section title={t('customers.title')} description={t('customers.description')}>
      <StatCardGrid aria-label={t('customers.title')}>
        <StatCard
          label={total}
          value={customers.total}
          href={customersHref(me) ?? undefined}
          linkLabel={t('customers.link', { label: total, value: customers.total })}
        />
        <StatCard
          label={recent}
          value={customers.recent}
          href={newCustomersHref(me) ?? undefined}
          linkLabel={t('customers.link', { label: recent, value: customers.recent })}
        />
      </StatCardGrid>
    </Section>
  );
}
