import { eagerEndpoints, type CurrentUser, type Item, type OrderDetails } from '@doorline/api-client';
import { Button, DataTable, DateCell, Heading, InlineAlert } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { useMe } from '@/lib/auth';
import { useOrderItems } from '../api/get-order-items';
import { WithRecord } from '../components/record-state';
import { col } from '@/components/table/columns';
import { canEditRecord } from '../lib/record-actions';
import * as styles from '../record.css';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';

// The item form (and the form library) loads when its dialog opens: the tab only shows (issue 12).
const AddItemDialog = lazy(() =>
  import('../components/add-item-dialog').then((module) => ({ default: module.AddItemDialog })),
);

/** `/quotes/{id}/items`: 'Quote Items' with Add item while the quote is a draft or rejected. */
export function ItemsPage() {
  const me = useMe();
  return <WithRecord>{(order) => <Items order={order} user={me.data} />}</WithRecord>;
}

function Items({ order, user }: { order: OrderDetails; user: CurrentUser | undefined }) {
  const { t } = useTranslation('sales');
  const [adding, setAdding] = useState(false);
  const items = useOrderItems(order.id);
  const money = useMoney();
  const columns = useLanguageMemo(
    () => [
      col<Item>('id', t('orderRecord.id'), (item) => item.id),
      col<Item>('description', t('orderRecord.description'), (item) => item.description),
      col<Item>('price', t('orderRecord.price'), (item) => money.amount(item.price)),
      col<Item>('createdAt', t('orderRecord.created'), (item) => (
        <DateCell value={item.createdAt} locale="ru-RU" />
      )),
      col<Item>('updatedAt', t('orderRecord.updated'), (item) => (
        <DateCell value={item.updatedAt} locale="ru-RU" />
      )),
    ],
    [t, money],
  );
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Heading level={2}>{t('orderRecord.quoteItems')}</Heading>
        <div className={styles.toolbarActions}>
          <ExportButton
            target={{ endpoint: eagerEndpoints.exportOrderItems, params: { orderId: order.id }, query: {} }}
          />
          {canEditRecord(order.status, user) ? (
            <Button onPress={() => setAdding(true)}>{t('orderRecord.addItem')}</Button>
          ) : null}
        </div>
      </div>
      {items.isError ? <InlineAlert tone="critical">{t('orderRecord.loadFailed')}</InlineAlert> : null}
      <DataTable
        aria-label={t('orderRecord.quoteItems')}
        columns={columns}
        data={items.data?.data ?? []}
        getRowId={(item) => String(item.id)}
        isLoading={items.isPending}
        skeletonRows={3}
        emptyText={t('lists:list.empty')}
      />
      <Suspense fallback={null}>
        {adding && <AddItemDialog orderId={order.id} isOpen onOpenChange={setAdding} />}
      </Suspense>
    </div>
  );
}

export { ItemsPage as Component };
