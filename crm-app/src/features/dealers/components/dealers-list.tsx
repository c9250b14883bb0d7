import { dealerList, dealerStatusFilter, type Dealer } from '@doorline/api-client';
import { LinkCell } from '@doorline/design-system';
import { useMemo } from 'react';
import { dateCol } from '@/components/list/columns';
import { col } from '@/components/table/columns';
import { ChoiceFilter, FilterBar } from '@/components/list/filter-bar';
import { ListTable } from '@/components/list/list-table';
import * as listStyles from '@/components/list/list.css';
import { Wrap } from '@/components/list/wrap';
import { useListQuery } from '@/lib/use-list-params';
import { useDealers } from '../api/get-dealers';
import { dealersReading } from '../lib/list-params';
import { dealerProfilePath } from '../lib/paths';
import { DealerStatusBadge } from './dealer-status-badge';
import { useTranslation } from '@/lib/i18n';

/**
 * The dealers list (spec §2 "Dealers list"): name (to the profile), description, status, Created,
 * Updated; filters Status and search, Clear; paged in the URL.
 */
export function DealersList() {
  const { t } = useTranslation('dealers');
  const { query, paging, setFilter, clear, hasFilters, declared } = useListQuery(dealerList, dealersReading);
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
        search={query.search ?? ''}
        searchPlaceholder={t('dealerList.search')}
        onSearch={(search) => setFilter({ search })}
        hasFilters={hasFilters}
        onClear={clear}
      >
        <ChoiceFilter
          label={t('dealerList.status')}
          allLabel={t('dealerList.allStatuses')}
          choices={dealerStatusFilter.map((status) => ({ id: status, label: t(`dealerStatuses.${status}`) }))}
          value={query.status}
          onChange={(status) => setFilter({ status })}
        />
      </FilterBar>
      <ListTable
        declared={declared}
        aria-label={t('dealerList.title')}
        columns={columns}
        query={dealers}
        paging={paging}
        emptyText={t('dealerList.empty')}
      />
    </div>
  );
}
