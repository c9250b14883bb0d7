import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { SubOrdersList } from '../components/sub-orders-list';

/** `/orders/items`: every sub-order, with the actions its status offers. */
export function OrderItemsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.orderItems')}>
      <SubOrdersList label={t('salesLists.itemsTable')} />
    </Page>
  );
}

export { OrderItemsPage as Component };
