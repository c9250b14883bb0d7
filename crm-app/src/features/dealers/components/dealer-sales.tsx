import { orderStages, type DealerSalesCounts } from '@doorline/api-client';
import { KeyValueList, Link } from '@doorline/design-system';
import { useMe } from '@/lib/auth';
import { mayOpen } from '@/lib/page-access';
import { salesListHref, stageLists } from '@/lib/sales-lists';
import { useTranslation } from '@/lib/i18n';

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
              href={salesListHref(list, { dealerId: dealerId ?? undefined })}
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
