import { dealerStatusFilter, endpoints, newestFirst, type Dealer } from '@doorline/api-client';
import { LinkCell } from '@doorline/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateCol } from '@/components/list/columns';
import { col } from '@/components/table/columns';
import { ChoiceFilter, FilterBar } from '@/components/list/filter-bar';
import { ListTable } from '@/components/list/list-table';
import * as listStyles from '@/components/list/list.css';
import { Wrap } from '@/components/list/wrap';
import { useListParams } from '@/lib/use-list-params';
import { useDealers } from '../api/get-dealers';
import { dealerProfilePath } from '../lib/paths';
import {
  dealerSortColumns,
  hasDealerFilters,
  parseDealerListParams,
  toDealersQuery,
} from '../lib/list-params';
import { DealerStatusBadge } from './dealer-status-badge';

/**
 * The dealers list (spec §2 "Dealers list"): name (to the profile), description, status, Created,
 * Updated; filters Status and search, Clear; paged in the URL.
 */
export function DealersList() {
  const { t } = useTranslation('dealers');
  const { list, paging, setFilter, clear, setSort } = useListParams('dealers', parseDealerListParams);
  const query = toDealersQuery(list);
  const dealers = useDealers(query);
  const columns = useMemo(() => {
    const c = col<Dealer>;
    return [
      c('name', t('dealerList.name'), (dealer) => (
        <Wrap>
          <LinkCell href={dealerProfilePath(dealer.id)}>{dealer.name}</LinkCell>
        </Wrap>
      )),
      c('description', t('dealerList.description'), (dealer) => <Wrap>{dealer.description || '—'}</Wrap>),
      c('status', t('dealerList.status'), (dealer) => <DealerStatusBadge status={dealer.status} />),
      dateCol<Dealer>('created', t('dealerList.created'), (dealer) => dealer.createdAt),
      dateCol<Dealer>('updated', t('dealerList.updated'), (dealer) => dealer.updatedAt),
    ];
  }, [t]);

  return (
    <div className={listStyles.list}>
      <FilterBar
        search={list.search}
        searchPlaceholder={t('dealerList.search')}
        onSearch={(search) => setFilter({ search })}
        hasFilters={hasDealerFilters(list)}
        onClear={clear}
      >
        <ChoiceFilter
          label={t('dealerList.status')}
          allLabel={t('dealerList.allStatuses')}
          choices={dealerStatusFilter.map((status) => ({ id: status, label: t(`dealerStatuses.${status}`) }))}
          value={list.status}
          onChange={(status) => setFilter({ status })}
        />
      </FilterBar>
      <ListTable
        list={'dealers'}
        aria-label={t('dealerList.title')}
        columns={columns}
        query={dealers}
        paging={paging}
        exportTo={{ endpoint: endpoints.exportDealers, query }}
        sorting={{
          columns: dealerSortColumns,
          sort: list.sort,
          byDefault: newestFirst,
          onSortChange: setSort,
        }}
        emptyText={t('dealerList.empty')}
      />
    </div>
  );
}
