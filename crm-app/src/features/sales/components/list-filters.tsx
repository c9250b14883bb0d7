import type { OrderStatus } from '@doorline/api-client';
import { DealerPicker } from '@/components/dealer-picker';
import { ChoiceFilter, FilterBar } from '@/components/list/filter-bar';
import { useDealerName } from '@/lib/dealer-lookup';
import type { FilterChange } from '@/lib/list-params';
import { orderStatusKey } from '@/lib/orders';
import type { SalesListQuery } from '../lib/list-params';
import { useTranslation } from '@/lib/i18n';

export interface ListFiltersProps {
  list: SalesListQuery;
  /** Whether a filter is set: Clear shows. */
  hasFilters: boolean;
  searchPlaceholder: string;
  /** The statuses the list can hold (the contract's `listStatuses`): the status filter's options. */
  statuses: readonly OrderStatus[];
  /** Organization users only (spec §2): a dealer user sees its own dealer's records anyway. */
  showDealer: boolean;
  /**
   * The chosen dealer's name when known (from the rows). Unknown (a link with `dealerId` and no
   * rows), it is asked of the server (`useDealerName`); meanwhile the box names the dealer by its id,
   * so that it never reads "All dealers" while filtered.
   */
  dealerName?: string | undefined;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

/**
 * Search, status and dealer filters of a sales list, "Overdue only" (docs/sales-flow.md "Overdue"),
 * and Clear (keeps page and limit).
 */
export function ListFilters({
  list,
  hasFilters,
  searchPlaceholder,
  statuses,
  showDealer,
  dealerName,
  onChange,
  onClear,
}: ListFiltersProps) {
  const { t } = useTranslation('sales');
  const chosenName = useDealerName(showDealer ? list.dealerId : undefined, dealerName);

  return (
    <FilterBar
      search={list.search ?? ''}
      searchPlaceholder={searchPlaceholder}
      onSearch={(search) => onChange({ search })}
      hasFilters={hasFilters}
      onClear={onClear}
    >
      <ChoiceFilter
        label={t('salesLists.status')}
        allLabel={t('salesLists.allStatuses')}
        choices={statuses.map((status) => ({ id: status, label: t(orderStatusKey(status)) }))}
        value={list.status}
        onChange={(status) => onChange({ status })}
      />
      <ChoiceFilter
        label={t('salesLists.due')}
        allLabel={t('salesLists.anyDue')}
        choices={[{ id: 'true', label: t('salesLists.overdueOnly') }]}
        value={list.overdue ? 'true' : undefined}
        onChange={(overdue) => onChange({ overdue })}
      />
      {showDealer ? (
        <DealerPicker
          label={t('salesLists.dealer')}
          placeholder={t('salesLists.allDealers')}
          selectedKey={list.dealerId === undefined ? null : String(list.dealerId)}
          selectedLabel={
            chosenName ??
            (list.dealerId === undefined ? undefined : t('salesLists.dealerById', { id: list.dealerId }))
          }
          onSelectionChange={(key) => onChange({ dealerId: key ? Number(key) : undefined })}
        />
      ) : null}
    </FilterBar>
  );
}
