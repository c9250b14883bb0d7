import type { CurrentUser, DashboardDue } from '@doorline/api-client';
import { DataTable, LinkCell, Section } from '@doorline/design-system';
import { useMemo } from 'react';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { col } from '@/components/table/columns';
import { formatDay } from '@/lib/dates';
import { mayOpen } from '@/lib/page-access';
import { recordPath } from '../lib/links';
import * as styles from '../home.css';
import { useTranslation } from '@/lib/i18n';

/**
 * "Due soonest" (docs/dashboard.md): the order items on their way to delivery, the earliest
 * requested date first, so the overdue ones lead; a dealer user's orders in production or the
 * warehouse with their dates. Each opens its order.
 */
export function DueSection({
  due,
  today,
  me,
}: {
  due: DashboardDue[];
  today: string;
  me: CurrentUser | undefined;
}) {
  const { t } = useTranslation(['home', 'sales']);
  const withDealer = me?.type === 'organization';
  const columns = useMemo(() => {
    const c = col<DashboardDue>;
    return [
      c('number', t('due.number'), (row) =>
        mayOpen(me, 'sales') ? (
          <LinkCell href={recordPath('order', row.mainOrderId)}>{row.orderNumber}</LinkCell>
        ) : (
          row.orderNumber
        ),
      ),
      c('status', t('due.status'), (row) => <OrderStatusBadge status={row.status} />),
      c('requested', t('due.requested'), (row) => {
        if (!row.requestedDate) return t('due.noDate');
        const date = formatDay(row.requestedDate);
        return row.requestedDate < today ? (
          <span className={styles.overdue}>{t('due.overdue', { date })}</span>
        ) : (
          date
        );
      }),
      ...(withDealer ? [c('dealer', t('due.dealer'), (row) => row.dealer?.name ?? '')] : []),
    ];
  }, [t, me, today, withDealer]);
  return (
    <Section title={t('due.title')} description={t('due.description')}>
      <DataTable
        aria-label={t('due.table')}
        columns={columns}
        data={due}
        getRowId={(row) => String(row.id)}
        emptyText={t('due.empty')}
        density="compact"
      />
    </Section>
  );
}
