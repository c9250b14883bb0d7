import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { SubOrdersList } from '../components/sub-orders-list';

/** `/hold`: sub-orders on hold. */
export function HoldPage() {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t('common:pages.hold')}>
      <SubOrdersList stage="hold" label={t('salesLists.holdTable')} />
    </Page>
  );
}

export { HoldPage as Component };
