import { ComboBox, type ComboBoxProps } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useDealerLookup } from '../api/get-dealers';

/** A dealer picked by name from the dealer lookup, a page at a time as the user types. */
export function DealerComboBox(
  props: Pick<
    ComboBoxProps,
    | 'label'
    | 'selectedKey'
    | 'selectedLabel'
    | 'onSelectionChange'
    | 'description'
    | 'errorMessage'
    | 'isRequired'
  >,
) {
  const { t } = useTranslation(['sales', 'common']);
  const loadDealerPage = useDealerLookup();
  return (
    <ComboBox
      {...props}
      loadPage={loadDealerPage}
      placeholder={t('orderRecord.searchDealers')}
      strings={{
        noResults: t('orderRecord.noResults'),
        noOptions: t('orderRecord.noOptions'),
        loading: t('orderRecord.loading'),
        loadingMore: t('orderRecord.loadingMore'),
        loadError: t('common:errors.generic'),
      }}
    />
  );
}
