import type { OrderDetails, OrderEvent } from '@doorline/api-client';
import { DataTable, DateCell, Section, VisuallyHidden } from '@doorline/design-system';
import { useMemo } from 'react';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { col } from '@/components/table/columns';
import { newestFirst } from '@/lib/newest-first';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/** The record's history (docs/sales-flow.md): every change of status, who made it and when. */
export function RecordHistory({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('sales');
  const columns = useMemo(
    () => [
      col<OrderEvent>('when', t('orderRecord.when'), (event) => (
        <DateCell value={event.createdAt} locale="ru-RU" />
      )),
      col<OrderEvent>('who', t('orderRecord.who'), (event) => event.user?.name ?? t('orderRecord.system')),
      col<OrderEvent>('action', t('orderRecord.historyAction'), (event) =>
        t(`orderRecord.eventAction.${event.action}` as 'orderRecord.eventAction.send', {
          defaultValue: event.action,
          // The address a quote was sent to (`send`, issue 28).
          email: event.detail ?? '',
          // The number a quote was copied from (`copy`, issue 43, part 5).
          detail: event.detail ?? '',
        }),
      ),
      col<OrderEvent>('change', t('orderRecord.statusChange'), (event) => (
        <span className={styles.statusChange}>
          {/* An event that changes no status (a quote sent, issue 28) shows the status alone. */}
          {event.fromStatus && event.fromStatus !== event.toStatus ? (
            <OrderStatusBadge status={event.fromStatus} />
          ) : null}
          {event.fromStatus && event.fromStatus !== event.toStatus ? (
            <>
              <span aria-hidden="true">→</span>
              <VisuallyHidden>{t('orderRecord.to')}</VisuallyHidden>
            </>
          ) : null}
          <OrderStatusBadge status={event.toStatus} />
        </span>
      )),
      col<OrderEvent>('orderNumber', t('orderRecord.orderNumber'), (event) => event.orderNumber),
    ],
    [t],
  );
  return (
    <Section title={t('orderRecord.history')} headingLevel={2}>
      <DataTable
        aria-label={t('orderRecord.history')}
        columns={columns}
        data={newestFirst(order.events)}
        getRowId={(event) => String(event.id)}
        emptyText={t('orderRecord.noHistory')}
        density="compact"
      />
    </Section>
  );
}
