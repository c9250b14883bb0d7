import { Page } from '@/components/layout/page';
import { MainOrdersList } from '../components/main-orders-list';
import { OrdersTabs } from '../components/orders-tabs';
import { useTranslation } from '@/lib/i18n';

/** `/orders`: main orders at the order stage, each with its sub-orders; a tab leads to Order items. */
export function OrdersPage() {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t('common:pages.orders')}>
      <OrdersTabs selected="orders">
        <MainOrdersList stage="order" />
      </OrdersTabs>
    </Page>
  );
}

export { OrdersPage as Component };
