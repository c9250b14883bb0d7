import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { SubOrdersList } from '../components/sub-orders-list';

/** `/warehouse`: sub-orders at the warehouse stage. */
export function WarehousePage() {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t('common:pages.warehouse')}>
      <SubOrdersList stage="warehouse" label={t('salesLists.warehouseTable')} />
    </Page>
  );
}

export { WarehousePage as Component };
