import { orderStages, type DealerSalesCounts, type OrderStage } from '@doorline/api-client';
import { KeyValueList, Link } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';

/** The sales list of each stage (spec §2, the main menu's paths). */
const stageLists: Record<OrderStage, string> = {
  quote: '/quotes',
  preorder: '/pre-orders',
  order: '/orders',
  production: '/production',
  warehouse: '/warehouse',
  hold: '/hold',
};

/**
 * The dealer's records at each stage, each a link into its sales list filtered by the dealer
 * (`dealerId`, the lists' URL parameter); a dealer user's lists hold only their dealer's already.
 */
export function DealerSales({ counts, dealerId }: { counts: DealerSalesCounts; dealerId: number | null }) {
  const { t } = useTranslation('dealers');
  return (
    <KeyValueList
      layout="inline"
      items={orderStages.map((stage) => {
        const stageName = t(`dealerStages.${stage}`);
        const list = stageLists[stage];
        return {
          key: stage,
          label: stageName,
          value: (
            <Link
              href={dealerId === null ? list : `${list}?dealerId=${dealerId}`}
              aria-label={t('dealerProfile.stageLink', { stage: stageName, count: counts[stage] })}
            >
              {counts[stage]}
            </Link>
          ),
        };
      })}
    />
  );
}
