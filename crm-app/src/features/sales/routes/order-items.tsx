import { Page } from '@/components/layout/page';
import { OrdersTabs } from '../components/orders-tabs';
import { SubOrdersList } from '../components/sub-orders-list';
import { useTranslation } from '@/lib/i18n';

/** `/orders/items`: every sub-order, with the actions its status offers; a tab leads back to Orders. */
export function OrderItemsPage() {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t('common:pages.orderItems')}>
      <OrdersTabs selected="items">
        <SubOrdersList label={t('salesLists.itemsTable')} />
      </OrdersTabs>
    </Page>
  );
}

export { OrderItemsPage as Component };
