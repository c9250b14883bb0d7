import { orderStages, type DealerSalesCounts, type OrderStage } from '@doorline/api-client';
import { KeyValueList, Link } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/auth';
import { mayOpen, type GuardedPage } from '@/lib/page-access';

/** The sales list of each stage (spec §2, the main menu's paths), and who may open the guarded ones. */
const stageLists: Record<OrderStage, { path: string; access: GuardedPage }> = {
  quote: { path: '/quotes', access: 'sales' },
  preorder: { path: '/pre-orders', access: 'sales' },
  order: { path: '/orders', access: 'sales' },
  production: { path: '/production', access: 'queues' },
  warehouse: { path: '/warehouse', access: 'queues' },
  hold: { path: '/hold', access: 'sales' },
};

/**
 * The dealer's records at each stage, each a link into its sales list filtered by the dealer
 * (`dealerId`, the lists' URL parameter); a dealer user's lists hold only their dealer's already. A
 * list the reader may not open (a dealer user's production and warehouse) shows its count as text.
 */
export function DealerSales({ counts, dealerId }: { counts: DealerSalesCounts; dealerId: number | null }) {
  const { t } = useTranslation('dealers');
  const me = useMe().data;
  return (
    <KeyValueList
      layout="inline"
      items={orderStages.map((stage) => {
        const stageName = t(`dealerStages.${stage}`);
        const { path: list, access } = stageLists[stage];
        return {
          key: stage,
          label: stageName,
          value: !mayOpen(me, access) ? (
            counts[stage]
          ) : (
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
