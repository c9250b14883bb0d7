import { listStatuses, mainOrderList, type MainOrderRow, type MainStage } from '@doorline/api-client';
import { DateCell, Link, LinkCell } from '@doorline/design-system';
import { useMemo } from 'react';
import { ListTable } from '@/components/list/list-table';
import * as listStyles from '@/components/list/list.css';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { useMe } from '@/lib/auth';
import { accountTypeOf } from '@/lib/permissions';
import { mainOrderPath } from '@/lib/page-links';
import { useListQuery } from '@/lib/use-list-params';
import { useMainOrders } from '../api/get-main-orders';
import { col, type Column } from '@/components/table/columns';
import { mainOrdersReading } from '../lib/list-params';
import * as styles from '../lists.css';
import { dealerNameIn, partyAndDateColumns, partyLinksFor, type PartyLinks } from './cells';
import { ListFilters } from './list-filters';
import { useTranslation, type TFunction } from '@/lib/i18n';

function SubOrdersTable({ row, stage, t }: { row: MainOrderRow; stage: MainStage; t: TFunction<'sales'> }) {
  const withDates = stage === 'order';
  return (
    <table className={styles.subTable} aria-label={t('salesLists.subOrdersOf', { number: row.orderNumber })}>
      <thead>
        <tr className={styles.subTableHead}>
          <th scope="col">{t('salesLists.id')}</th>
          <th scope="col">{t('salesLists.orderNumber')}</th>
          <th scope="col">{t('salesLists.status')}</th>
          {withDates ? <th scope="col">{t('salesLists.created')}</th> : null}
          {withDates ? <th scope="col">{t('salesLists.updated')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {row.subOrders.map((sub) => (
          <tr key={sub.id}>
            <td>{sub.id}</td>
            <td className={styles.nowrap}>{sub.orderNumber}</td>
            <td>
              <OrderStatusBadge status={sub.status} />
            </td>
            {withDates ? (
              <td className={styles.nowrap}>
                <DateCell value={sub.createdAt} />
              </td>
            ) : null}
            {withDates ? (
              <td className={styles.nowrap}>
                <DateCell value={sub.updatedAt} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function columnsFor(stage: MainStage, t: TFunction<'sales'>, links: PartyLinks): Column<MainOrderRow>[] {
  const c = col<MainOrderRow>;
  return [
    ...(stage === 'quote' ? [c('id', t('salesLists.id'), (row) => row.id)] : []),
    c('orderNumber', t('salesLists.transaction'), (row) => (
      <LinkCell href={mainOrderPath(stage, row.id)}>{row.orderNumber}</LinkCell>
    )),
    c('referenceNumber', t('salesLists.reference'), (row) => row.referenceNumber ?? '—'),
    // Pre-orders show their orders in the row; orders fold them behind Show/Hide (spec §2).
    ...(stage === 'preorder'
      ? [
          c('orders', t('salesLists.orders'), (row) =>
            row.subOrders.length > 0 ? <SubOrdersTable row={row} stage={stage} t={t} /> : '—',
          ),
        ]
      : []),
    c('status', t('salesLists.status'), (row) => <OrderStatusBadge status={row.status} />),
    ...(stage === 'order'
      ? []
      : [
          c('items', t('salesLists.items'), (row) => (
            <Link
              href={`/quotes/${row.id}/items`}
              aria-label={t('salesLists.itemsOf', { count: row.itemsCount, number: row.orderNumber })}
            >
              {row.itemsCount}
            </Link>
          )),
        ]),
    ...partyAndDateColumns<MainOrderRow>(t, links),
  ];
}

/** Each stage's table name and search hint. */
const stageTexts = {
  quote: { label: 'salesLists.quotesTable', search: 'salesLists.searchQuotes' },
  preorder: { label: 'salesLists.preOrdersTable', search: 'salesLists.searchOrders' },
  order: { label: 'salesLists.ordersTable', search: 'salesLists.searchOrders' },
} as const;

/** The quote, pre-order and order lists: main orders of one stage (spec §2). */
export function MainOrdersList({ stage }: { stage: MainStage }) {
  const { t } = useTranslation('sales');
  const label = t(stageTexts[stage].label);
  const me = useMe();
  const isOrganization = accountTypeOf(me.data) === 'organization';
  const statuses = useMemo(() => listStatuses('main', stage), [stage]);
  const { query, paging, setFilter, clear, hasFilters, declared } = useListQuery(
    mainOrderList,
    mainOrdersReading(stage),
  );
  const orders = useMainOrders(query);
  const columns = useMemo(() => columnsFor(stage, t, partyLinksFor(me.data)), [stage, t, me.data]);
  const rows = orders.data?.data ?? [];
  const dealerName = dealerNameIn(rows, query.dealerId);
  const withSubOrders = stage === 'order';

  return (
    <div className={listStyles.list}>
      <ListFilters
        list={query}
        hasFilters={hasFilters}
        statuses={statuses}
        searchPlaceholder={t(stageTexts[stage].search)}
        showDealer={isOrganization}
        dealerName={dealerName}
        onChange={setFilter}
        onClear={clear}
      />
      <ListTable
        declared={declared}
        aria-label={label}
        columns={columns}
        query={orders}
        paging={paging}
        strings={{
          show: t('lists:list.show'),
          hide: t('lists:list.hide'),
          expandColumn: t('salesLists.orders'),
        }}
        {...(withSubOrders
          ? {
              renderSubRow: (row: MainOrderRow) => <SubOrdersTable row={row} stage={stage} t={t} />,
              canExpand: (row: MainOrderRow) => row.subOrders.length > 0,
              expandColumn: {
                header: t('salesLists.orders'),
                index: 2,
                summary: (row: MainOrderRow) => <span className={styles.muted}>{row.subOrders.length}</span>,
              },
            }
          : {})}
      />
    </div>
  );
}
