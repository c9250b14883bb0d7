import type { PriceListRef } from '@doorline/api-client';
import { Skeleton, Text } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { nameOf } from '../lib/versions';

// The choice (and the form library) loads only for whom may change the dealer's list.
const DealerPriceListForm = lazy(() =>
  import('./dealer-price-list-form').then((module) => ({ default: module.DealerPriceListForm })),
);

/**
 * A dealer's price list on its rules page (issue 43: "each dealer has a price list, the list price by
 * default"): whom may write the dealer's rules (`prices.rules`) chooses "List price" or a list and
 * saves it; everyone else (the dealer's own users among them) reads it.
 */
export function DealerPriceList({
  dealerId,
  priceList,
  mayManage,
}: {
  dealerId: number;
  priceList: PriceListRef;
  mayManage: boolean;
}) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  if (mayManage)
    return (
      <Suspense fallback={<Skeleton shape="block" height="4rem" />}>
        <DealerPriceListForm dealerId={dealerId} priceList={priceList} />
      </Suspense>
    );
  const name = priceList.isDefault ? t('priceVersions.listPrice') : nameOf(priceList.names, i18n.language);
  return (
    <Text as="p">
      {t('priceLists.dealerList')}: <strong>{name}</strong>
    </Text>
  );
}
