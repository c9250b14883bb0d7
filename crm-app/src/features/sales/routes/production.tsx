import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { SubOrdersList } from '../components/sub-orders-list';

/** `/production`: sub-orders at the production stage. */
export function ProductionPage() {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t('common:pages.production')}>
      <SubOrdersList stage="production" label={t('salesLists.productionTable')} />
    </Page>
  );
}

export { ProductionPage as Component };
