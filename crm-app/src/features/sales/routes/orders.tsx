import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { MainOrdersList } from '../components/main-orders-list';

/** `/orders`: main orders at the order stage, each with its sub-orders. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.orders')}>
      <MainOrdersList
        stage="order"
        label={t('salesLists.ordersTable')}
        searchPlaceholder={t('salesLists.searchOrders')}
      />
    </Page>
  );
}

export { OrdersPage as Component };
