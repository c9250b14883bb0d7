import { DealerPicker } from '@/components/dealer-picker';
import { useDealerName } from '@/lib/dealer-lookup';
import { useTranslation } from '@/lib/i18n';

/**
 * The organization's dealer filter of the customer lists (the directory, the possible duplicates):
 * 'All dealers' while unset, and the chosen dealer's name even when no row carries it (issue 24:
 * never "All dealers" while filtered), from `knownName` (a row's) or the dealers' look-up.
 */
export function DealerFilter({
  dealerId,
  knownName,
  onChange,
}: {
  dealerId: number | undefined;
  knownName: string | undefined;
  onChange: (dealerId: number | undefined) => void;
}) {
  const { t } = useTranslation('customers');
  const dealerName = useDealerName(dealerId, knownName);
  return (
    <DealerPicker
      label={t('customerList.dealer')}
      placeholder={t('customerList.allDealers')}
      selectedKey={dealerId === undefined ? null : String(dealerId)}
      selectedLabel={
        dealerName ?? (dealerId === undefined ? undefined : t('customerList.dealerById', { id: dealerId }))
      }
      onSelectionChange={(key) => onChange(key ? Number(key) : undefined)}
    />
  );
}
