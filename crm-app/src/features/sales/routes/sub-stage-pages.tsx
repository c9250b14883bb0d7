import { Page } from '@/components/layout/page';
import { SubOrdersList, type SubStage } from '../components/sub-orders-list';
import { useTranslation } from '@/lib/i18n';

/** The sub-orders at one stage, under the stage's name. */
function SubStagePage({ stage }: { stage: SubStage }) {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <Page title={t(`common:pages.${stage}`)}>
      <SubOrdersList stage={stage} label={t(`salesLists.${stage}Table`)} />
    </Page>
  );
}

/** `/production`: sub-orders at the production stage. */
export const ProductionPage = () => <SubStagePage stage="production" />;

/** `/warehouse`: sub-orders at the warehouse stage. */
export const WarehousePage = () => <SubStagePage stage="warehouse" />;

/** `/hold`: sub-orders on hold. */
export const HoldPage = () => <SubStagePage stage="hold" />;
