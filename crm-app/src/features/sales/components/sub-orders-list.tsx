import { listStatuses, subOrderList, type CurrentUser, type SubOrderRow } from '@doorline/api-client';
import { Button, LinkCell, MenuButton } from '@doorline/design-system';
import { useMemo, useState } from 'react';
import { ListTable } from '@/components/list/list-table';
import * as listStyles from '@/components/list/list.css';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { useMe } from '@/lib/auth';
import {
  actionsFor,
  commonActions,
  mayActOnSubOrders,
  type SubOrderActionId,
} from '../lib/sub-order-actions';
import { accountTypeOf } from '@/lib/permissions';
import { useListQuery } from '@/lib/use-list-params';
import { useMoney } from '@/lib/money';
import { useSubOrders } from '../api/get-sub-orders';
import { col, type Column } from '@/components/table/columns';
import { subOrderPath } from '@/lib/page-links';
import { subOrdersReading, type SubStage } from '../lib/list-params';
import * as styles from '../lists.css';
import { dealerNameIn, partyAndDateColumns, partyLinksFor } from './cells';
import { ListFilters } from './list-filters';
import { SubOrderActionDialog, type PendingAction } from './sub-order-action-dialog';
import { useTranslation, type TFunction } from '@/lib/i18n';

export type { SubStage };

function columnsFor(
  t: TFunction<'sales'>,
  user: CurrentUser | undefined,
  onAction: (action: SubOrderActionId, row: SubOrderRow) => void,
  amount: (value: number) => string,
): Column<SubOrderRow>[] {
  const c = col<SubOrderRow>;
  return [
    c('id', t('salesLists.id'), (row) => row.id),
    c('orderNumber', t('salesLists.orderNumber'), (row) => (
      <LinkCell href={subOrderPath(row.mainOrder.id, row.id)}>{row.orderNumber}</LinkCell>
    )),
    c('status', t('salesLists.status'), (row) => <OrderStatusBadge status={row.status} />),
    // Next to the status it depends on, so it stays in view before the table scrolls sideways.
    ...(mayActOnSubOrders(user)
      ? [
          c('actions', t('salesLists.actions'), (row) => {
            const actions = actionsFor(row, user);
            if (actions.length === 0) return <span className={styles.muted}>—</span>;
            return (
              <MenuButton
                aria-label={t('salesLists.actionsFor', { number: row.orderNumber })}
                variant="ghost"
                size="sm"
                placement="bottom start"
                items={actions.map((action) => ({
                  id: action,
                  label: t(`salesLists.action.${action}`),
                  ...(action === 'cancel' ? { tone: 'critical' as const } : {}),
                }))}
                onAction={(id) => onAction(id as SubOrderActionId, row)}
              />
            );
          }),
        ]
      : []),
    // The dealer's net of its item's line (issue 43: the order the manufacturer produces carries it).
    c('netPrice', t('salesLists.netPrice'), (row) => (row.item ? amount(row.item.netPrice) : '—')),
    ...partyAndDateColumns<SubOrderRow>(t, partyLinksFor(user)),
  ];
}

/** The order-items list (every sub-order) and the production, warehouse and hold lists (spec §2). */
export function SubOrdersList({ stage, label }: { stage?: SubStage; label: string }) {
  const { t } = useTranslation('sales');
  const me = useMe();
  const user = me.data;
  const isOrganization = accountTypeOf(user) === 'organization';
  const statuses = useMemo(() => listStatuses('sub', stage), [stage]);
  const { query, paging, setFilter, clear, hasFilters, declared } = useListQuery(
    subOrderList,
    subOrdersReading(stage),
  );
  const orders = useSubOrders(query);
  const rows = orders.data?.data ?? [];

  // Selected rows by id; they may be on other pages, so each keeps the row it was selected from.
  const [selected, setSelected] = useState<Map<string, SubOrderRow>>(new Map());
  const [pending, setPending] = useState<PendingAction | null>(null);
  const canAct = mayActOnSubOrders(user);

  const money = useMoney();
  const columns = useMemo(
    () => columnsFor(t, user, (action, row) => setPending({ action, rows: [row] }), money.amount),
    [t, user, money],
  );
  const selectedRows = [...selected.values()];
  const bulkActions = commonActions(selectedRows, user);
  const dealerName = dealerNameIn(rows, query.dealerId);

  return (
    <div className={listStyles.list}>
      <ListFilters
        list={query}
        hasFilters={hasFilters}
        statuses={statuses}
        searchPlaceholder={t('salesLists.searchItems')}
        showDealer={isOrganization}
        dealerName={dealerName}
        onChange={setFilter}
        onClear={clear}
      />
      {canAct && selected.size > 0 ? (
        <div className={styles.toolbar} role="toolbar" aria-label={t('salesLists.bulkActions')}>
          <span className={styles.toolbarCount} aria-live="polite">
            {t('salesLists.selected', { count: selected.size })}
          </span>
          {bulkActions.length === 0 ? (
            <span className={styles.muted}>{t('salesLists.noCommonActions')}</span>
          ) : (
            bulkActions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'cancel' ? 'destructive' : 'secondary'}
                onPress={() => setPending({ action, rows: selectedRows })}
              >
                {t(`salesLists.action.${action}`)}
              </Button>
            ))
          )}
          <Button size="sm" variant="ghost" onPress={() => setSelected(new Map())}>
            {t('salesLists.clearSelection')}
          </Button>
        </div>
      ) : null}
      <ListTable
        declared={declared}
        aria-label={label}
        columns={columns}
        query={orders}
        paging={paging}
        strings={{
          selectAll: t('salesLists.selectAll'),
          selectRow: (rowId) =>
            t('salesLists.selectRow', {
              number: rows.find((row) => String(row.id) === rowId)?.orderNumber ?? rowId,
            }),
        }}
        {...(canAct
          ? {
              selection: {
                selectedIds: new Set(selected.keys()),
                onChange: (ids: Set<string>) =>
                  setSelected((current) => {
                    const next = new Map<string, SubOrderRow>();
                    for (const id of ids) {
                      const row = rows.find((candidate) => String(candidate.id) === id) ?? current.get(id);
                      if (row) next.set(id, row);
                    }
                    return next;
                  }),
              },
            }
          : {})}
      />
      <SubOrderActionDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(movedIds) =>
          setSelected((current) => {
            const next = new Map(current);
            for (const id of movedIds) next.delete(String(id));
            return next;
          })
        }
      />
    </div>
  );
}
