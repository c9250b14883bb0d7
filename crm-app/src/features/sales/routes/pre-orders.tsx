import { Page } from '@/components/layout/page';
import { MainOrdersList } from '../components/main-orders-list';
import { useTranslation } from '@/lib/i18n';

/** `/pre-orders`: main orders at the pre-order stage. */
export function PreOrdersPage() {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t('common:pages.preOrders')}>
      <MainOrdersList stage="preorder" />
    </Page>
  );
}

export { PreOrdersPage as Component };
