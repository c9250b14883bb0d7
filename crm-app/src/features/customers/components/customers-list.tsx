import { customerList, type CurrentUser, type Customer } from '@doorline/api-client';
import { Button, EmptyState, LinkCell } from '@doorline/design-system';
import { useMemo } from 'react';
import { dateCol } from '@/components/list/columns';
import { EmailText } from '@/components/list/email-text';
import { FilterBar, TextFilter } from '@/components/list/filter-bar';
import { ListTable } from '@/components/list/list-table';
import * as listStyles from '@/components/list/list.css';
import { Wrap } from '@/components/list/wrap';
import { col, type Column } from '@/components/table/columns';
import { useMe } from '@/lib/auth';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { dealerPagePath } from '@/lib/page-links';
import { useListQuery } from '@/lib/use-list-params';
import { useCustomers } from '../api/get-customers';
import { customerPath } from '../lib/paths';
import { DealerFilter } from './dealer-filter';

function columnsFor(t: TFunction<'customers'>, me: CurrentUser | undefined): Column<Customer>[] {
  const c = col<Customer>;
  const pathOf = (customer: Customer) => customerPath(customer.id);
  // A dealer user's directory holds their own dealer's customers only: no column says so.
  const showDealer = me?.type === 'organization';
  return [
    c('name', t('customerList.name'), (customer) => (
      <Wrap>
        <LinkCell href={pathOf(customer)}>{customer.name}</LinkCell>
      </Wrap>
    )),
    c('email', t('customerList.email'), (customer) =>
      customer.email ? (
        <Wrap>
          <EmailText email={customer.email} />
        </Wrap>
      ) : (
        '—'
      ),
    ),
    // The phone, else the mobile, as the list's file has it.
    c('phone', t('customerList.phone'), (customer) => customer.phone ?? customer.mobile ?? '—'),
    c('city', t('customerList.city'), (customer) => <Wrap>{customer.address.city || '—'}</Wrap>),
    c('tags', t('customerList.tags'), (customer) =>
      customer.tags.length > 0 ? <Wrap>{customer.tags.join(', ')}</Wrap> : '—',
    ),
    ...(showDealer
      ? [
          c('dealer', t('customerList.dealer'), (customer) => {
            if (!customer.dealer) return t('customerList.organization');
            const href = dealerPagePath(me, customer.dealer.id);
            return (
              <Wrap>
                {href ? <LinkCell href={href}>{customer.dealer.name}</LinkCell> : customer.dealer.name}
              </Wrap>
            );
          }),
        ]
      : []),
    dateCol<Customer>('created', t('customerList.created'), (customer) => customer.createdAt),
    dateCol<Customer>('updated', t('customerList.updated'), (customer) => customer.updatedAt),
  ];
}

/**
 * The customer directory (issue 42): name (to the customer's page), e-mail, phone, city, tags, the
 * dealer (the organization's list), Created and Updated; filters search (name, e-mail, phone), tag
 * and, for the organization, dealer, with Clear; sorted by its headers and paged in the URL.
 * `onCreate`: 'New customer', offered on an empty directory to whom may add one.
 */
export function CustomersList({ onCreate }: { onCreate?: (() => void) | undefined }) {
  const { t } = useTranslation(['customers', 'common']);
  const me = useMe().data;
  const showDealer = me?.type === 'organization';
  const { query, paging, setFilter, clear, hasFilters, declared } = useListQuery(customerList);
  const customers = useCustomers(query);
  const columns = useMemo(() => columnsFor(t, me), [t, me]);
  const rows = customers.data?.data ?? [];

  return (
    <div className={listStyles.list}>
      <FilterBar
        search={query.search ?? ''}
        searchPlaceholder={t('customerList.search')}
        onSearch={(search) => setFilter({ search })}
        hasFilters={hasFilters}
        onClear={clear}
      >
        <TextFilter
          label={t('customerList.tag')}
          placeholder={t('customerList.anyTag')}
          clearLabel={t('customerList.clearTag')}
          value={query.tag ?? ''}
          onChange={(tag) => setFilter({ tag })}
        />
        {showDealer ? (
          <DealerFilter
            dealerId={query.dealerId}
            knownName={rows.find((row) => row.dealer?.id === query.dealerId)?.dealer?.name}
            onChange={(dealerId) => setFilter({ dealerId })}
          />
        ) : null}
      </FilterBar>
      <ListTable
        declared={declared}
        aria-label={t('common:pages.customers')}
        columns={columns}
        query={customers}
        paging={paging}
        emptyText={
          hasFilters ? (
            t('customerList.noMatch')
          ) : (
            <EmptyState
              title={t('customerList.empty')}
              description={t('customerList.emptyText')}
              headingLevel={2}
              action={onCreate ? <Button onPress={onCreate}>{t('customerList.create')}</Button> : undefined}
            />
          )
        }
      />
    </div>
  );
}
