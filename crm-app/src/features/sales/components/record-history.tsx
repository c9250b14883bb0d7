import { formatPercent, type OrderDetails, type OrderEvent } from '@doorline/api-client';
import { DataTable, DateCell, Section, VisuallyHidden } from '@doorline/design-system';
import { useMemo } from 'react';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { col } from '@/components/table/columns';
import { newestFirst } from '@/lib/newest-first';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/** A line discount's figures (`discount`, issue 43, part 4), kept as JSON; null for any other event. */
function lineDiscountOf(event: OrderEvent): { line: number; discountPercent: number } | null {
  if (event.action !== 'discount' || !event.detail?.startsWith('{')) return null;
  try {
    const figures = JSON.parse(event.detail) as { line?: unknown; discountPercent?: unknown };
    return typeof figures.line === 'number' && typeof figures.discountPercent === 'number'
      ? { line: figures.line, discountPercent: figures.discountPercent }
      : null;
  } catch {
    return null;
  }
}

/**
 * The version a quote was re-priced to (`reprice`, issue 43, part 5), kept as JSON; null for any other
 * event. Its name is picked here, not by the prices' `nameOf`, whose chunk every record would load.
 */
function repricedTo(event: OrderEvent): { number: number; names: Record<string, string> } | null {
  if (event.action !== 'reprice' || !event.detail?.startsWith('{')) return null;
  try {
    const version = JSON.parse(event.detail) as { number?: unknown; names?: unknown };
    return typeof version.number === 'number' && typeof version.names === 'object' && version.names
      ? { number: version.number, names: version.names as Record<string, string> }
      : null;
  } catch {
    return null;
  }
}

/** The record's history (docs/sales-flow.md): every change of status, who made it and when. */
export function RecordHistory({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation('sales');
  const columns = useMemo(
    () => [
      col<OrderEvent>('when', t('orderRecord.when'), (event) => (
        <DateCell value={event.createdAt} locale="ru-RU" />
      )),
      col<OrderEvent>('who', t('orderRecord.who'), (event) => event.user?.name ?? t('orderRecord.system')),
      col<OrderEvent>('action', t('orderRecord.historyAction'), (event) => {
        const figures = lineDiscountOf(event);
        if (figures)
          return t('orderRecord.eventAction.discount', {
            line: figures.line,
            percent: formatPercent(figures.discountPercent, i18n.language),
          });
        const version = repricedTo(event);
        if (version)
          return t('orderRecord.eventAction.reprice', {
            number: version.number,
            name: version.names[i18n.language] || version.names.en || '',
          });
        return t(
          `orderRecord.eventAction.${event.action === 'discount' ? 'discountText' : event.action}` as 'orderRecord.eventAction.send',
          {
            defaultValue: event.action,
            // The address a quote was sent to (`send`, issue 28).
            email: event.detail ?? '',
            // The number a quote was copied from (`copy`, issue 43, part 5).
            detail: event.detail ?? '',
          },
        );
      }),
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
    [t, i18n.language],
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
