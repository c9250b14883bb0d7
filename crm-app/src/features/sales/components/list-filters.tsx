import type { OrderStatus } from '@doorline/api-client';
import { Button, SearchField, Select } from '@doorline/design-system';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealerPicker } from '@/components/dealer-picker';
import { orderStatusKey } from '@/lib/orders';
import { hasFilters, type FilterChange, type ListParams } from '../lib/list-params';
import * as styles from '../lists.css';

const ALL = 'all';

export interface ListFiltersProps {
  list: ListParams;
  searchPlaceholder: string;
  /** The statuses the list can hold (the contract's `listStatuses`): the status filter's options. */
  statuses: readonly OrderStatus[];
  /** Organization users only (spec §2): a dealer user sees its own dealer's records anyway. */
  showDealer: boolean;
  /**
   * The chosen dealer's name when known (from the rows). Unknown (a link with `dealerId` and no
   * rows), the box names the dealer by its id so that it never reads "All dealers" while filtered.
   */
  dealerName?: string | undefined;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

/** Status, search and dealer filters of a sales list, and Clear (keeps page and limit). */
export function ListFilters({
  list,
  searchPlaceholder,
  statuses,
  showDealer,
  dealerName,
  onChange,
  onClear,
}: ListFiltersProps) {
  const { t } = useTranslation('sales');
  // The box shows what is typed at once; the URL follows 300 ms after the last keystroke.
  // When the URL's search changes from elsewhere (Clear, back), the box follows it.
  const [text, setText] = useState(list.search);
  const [shownSearch, setShownSearch] = useState(list.search);
  if (shownSearch !== list.search) {
    setShownSearch(list.search);
    setText(list.search);
  }
  const [chosenName, setChosenName] = useState<string | undefined>(undefined);

  const statusItems = [
    { id: ALL, label: t('salesLists.allStatuses') },
    ...statuses.map((status) => ({ id: status, label: t(orderStatusKey(status)) })),
  ];
  const onSearch = useCallback((value: string) => onChange({ search: value.trim() }), [onChange]);

  return (
    <div className={styles.filters} role="search" aria-label={t('salesLists.search')}>
      <div className={styles.filter}>
        <SearchField
          label={t('salesLists.search')}
          placeholder={searchPlaceholder}
          clearLabel={t('salesLists.clearSearch')}
          value={text}
          onChange={setText}
          onDebouncedChange={(value) => {
            if (value.trim() !== list.search) onSearch(value);
          }}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('salesLists.status')}
          items={statusItems}
          selectedKey={list.status ?? ALL}
          onSelectionChange={(key) =>
            onChange({ status: key === ALL ? undefined : (key as ListParams['status']) })
          }
        />
      </div>
      {showDealer ? (
        <div className={styles.filter}>
          <DealerPicker
            label={t('salesLists.dealer')}
            placeholder={t('salesLists.allDealers')}
            selectedKey={list.dealerId === undefined ? null : String(list.dealerId)}
            selectedLabel={
              chosenName ??
              dealerName ??
              (list.dealerId === undefined ? undefined : t('salesLists.dealerById', { id: list.dealerId }))
            }
            onSelectionChange={(key) => {
              setChosenName(undefined);
              onChange({ dealerId: key ? Number(key) : undefined });
            }}
          />
        </div>
      ) : null}
      <Button variant="secondary" onPress={onClear} isDisabled={!hasFilters(list)}>
        {t('salesLists.clear')}
      </Button>
    </div>
  );
}
