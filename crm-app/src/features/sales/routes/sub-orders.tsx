import type { OrderDetails, RecordSubOrder } from '@doorline/api-client';
import { DataTable, Heading } from '@doorline/design-system';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@/lib/ids';
import { subOrderParam } from '@/lib/page-links';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { WithRecord } from '../components/record-state';
import { col } from '@/components/table/columns';
import { useMoney } from '@/lib/money';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/**
 * `/orders/{id}/sub-orders`: the order's items (its sub-orders): id, Order item #, Status and the
 * dealer's net of its line (issue 43: the order the manufacturer produces carries it). The item
 * a link was about (`?item=`: a notification, a list, the search; issue 40) is marked.
 */
export function SubOrdersPage() {
  return <WithRecord>{(order) => <SubOrders order={order} />}</WithRecord>;
}

function SubOrders({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('sales');
  const marked = parseId(useSearchParams()[0].get(subOrderParam));
  const money = useMoney();
  const columns = useMemo(
    () => [
      col<RecordSubOrder>('id', t('orderRecord.id'), (sub) => sub.id),
      col<RecordSubOrder>('orderNumber', t('orderRecord.orderItemNumber'), (sub) =>
        sub.id === marked ? (
          <mark className={styles.markedItem} aria-current="true">
            {sub.orderNumber}
          </mark>
        ) : (
          sub.orderNumber
        ),
      ),
      col<RecordSubOrder>('status', t('orderRecord.status'), (sub) => (
        <OrderStatusBadge status={sub.status} />
      )),
      col<RecordSubOrder>('netPrice', t('orderRecord.netPrice'), (sub) =>
        sub.netPrice === null ? '—' : money.amount(sub.netPrice),
      ),
    ],
    [t, marked, money],
  );
  return (
    <div className={styles.stack}>
      <Heading level={2}>{t('orderRecord.orderItems')}</Heading>
      <DataTable
        aria-label={t('orderRecord.orderItems')}
        columns={columns}
        data={order.subOrders}
        getRowId={(sub) => String(sub.id)}
        emptyText={t('orderRecord.noSubOrders')}
      />
    </div>
  );
}

export { SubOrdersPage as Component };
