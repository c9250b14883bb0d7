import {
  eagerEndpoints,
  formatPercent,
  type CurrentUser,
  type Item,
  type OrderDetails,
} from '@doorline/api-client';
import {
  Button,
  ButtonLink,
  DataTable,
  DateCell,
  Heading,
  InlineAlert,
  MenuButton,
  StatusBadge,
} from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { useMe } from '@/lib/auth';
import { useOrderItems } from '../api/get-order-items';
import { WithRecord } from '../components/record-state';
import { col } from '@/components/table/columns';
import { canEditRecord } from '@/lib/record-edit';
import * as styles from '../record.css';
import { loadNamespaces, useLanguageMemo, useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import { mayOpen } from '@/lib/page-access';
import { useDoorLine } from '../lib/door-line';

// The item form (and the form library) loads when its dialog opens: the tab only shows (issue 12).
const AddItemDialog = lazy(() =>
  import('../components/add-item-dialog').then((module) => ({ default: module.AddItemDialog })),
);

// A line's discount by hand (issue 43, part 4): its form loads when it opens.
const LineDiscountDialog = lazy(() =>
  import('../components/line-discount-dialog').then((module) => ({ default: module.LineDiscountDialog })),
);

// Re-price to today's list (issue 43, part 5): its preview and table load when it opens.
const RepriceDialog = lazy(() =>
  import('../components/reprice-dialog').then((module) => ({ default: module.RepriceDialog })),
);

// "Why this price" (issue 43) loads when it opens, with the prices' texts its breakdown is worded in.
const DoorPriceDialog = lazy(() =>
  Promise.all([import('../components/door-price-dialog'), loadNamespaces('prices')]).then(([module]) => ({
    default: module.DoorPriceDialog,
  })),
);

/**
 * `/quotes/{id}/items`: 'Quote Items' with Add item and Add door (the configurator, issue 43) while
 * the quote is a draft or rejected. A configured door is marked so, with why it has its price and a
 * copy of it to change (the configurator again, from its configuration).
 */
export function ItemsPage() {
  const me = useMe();
  return <WithRecord>{(order) => <Items order={order} user={me.data} />}</WithRecord>;
}

function Items({ order, user }: { order: OrderDetails; user: CurrentUser | undefined }) {
  const { t, i18n } = useTranslation('sales');
  const [adding, setAdding] = useState(false);
  const [discounting, setDiscounting] = useState<Item | null>(null);
  const [explained, setExplained] = useState<number | null>(null);
  const [repricing, setRepricing] = useState(false);
  const items = useOrderItems(order.id);
  const money = useMoney();
  const editable = canEditRecord(order.status, user);
  // The configurator needs the catalogue and its prices as well as the quote.
  const mayConfigure = editable && mayOpen(user, 'prices');
  const configurator = `/quotes/${order.id}/items/door`;
  const hasDoors = items.data?.data.some((item) => item.kind === 'configured') ?? false;
  const lineOf = useDoorLine();
  const columns = useLanguageMemo(() => {
    return [
      col<Item>('id', t('orderRecord.id'), (item) => item.id),
      col<Item>('description', t('orderRecord.description'), (item) =>
        item.kind === 'configured' ? (
          <span className={styles.doorDescription}>
            <span>{lineOf(item)}</span>
            <StatusBadge tone="neutral" label={t('orderRecord.configured')} status="configured" />
          </span>
        ) : (
          item.description
        ),
      ),
      col<Item>('price', t('orderRecord.price'), (item) => money.amount(item.price)),
      // The dealer's net of a configured door (issue 43, part 4b): for whom sees the quote, never printed.
      col<Item>('netPrice', t('orderRecord.netPrice'), (item) =>
        item.netPrice === null ? '—' : money.amount(item.netPrice),
      ),
      // The line's discount by hand (issue 43, part 4), marked when it is above its giver's maximum.
      col<Item>('discountPercent', t('orderRecord.discountPercent'), (item) =>
        item.needsApproval ? (
          <span className={styles.withBadge}>
            <span>{formatPercent(item.discountPercent, i18n.language)}</span>
            <StatusBadge tone="warning" label={t('orderRecord.needsApproval')} status="needsApproval" />
          </span>
        ) : (
          formatPercent(item.discountPercent, i18n.language)
        ),
      ),
      // What the subtotal adds: the price less the line's discount.
      col<Item>('amount', t('orderRecord.amount'), (item) => money.amount(item.amount)),
      // A line's actions in one menu (its discount by hand, why a door has its price, a copy of it to
      // change), so that the table fits 1,366 px beside the spec's Created and Updated.
      ...(editable || hasDoors
        ? [
            col<Item>('actions', t('orderRecord.actions'), (item) => {
              const actions = [
                ...(editable ? [{ id: 'lineDiscount', label: t('orderRecord.lineDiscount') }] : []),
                ...(item.kind === 'configured'
                  ? [
                      { id: 'whyThisPrice', label: t('orderRecord.whyThisPrice') },
                      ...(mayConfigure
                        ? [
                            {
                              id: 'copyDoor',
                              label: t('orderRecord.copyDoor'),
                              href: `${configurator}?copy=${item.id}`,
                            },
                          ]
                        : []),
                    ]
                  : []),
              ];
              if (actions.length === 0) return <span className={styles.muted}>—</span>;
              return (
                <MenuButton
                  aria-label={t('orderRecord.actionsOf', { id: item.id })}
                  variant="ghost"
                  size="sm"
                  placement="bottom start"
                  items={actions}
                  onAction={(id) => (id === 'lineDiscount' ? setDiscounting(item) : setExplained(item.id))}
                />
              );
            }),
          ]
        : []),
      col<Item>('createdAt', t('orderRecord.created'), (item) => (
        <DateCell value={item.createdAt} locale="ru-RU" />
      )),
      col<Item>('updatedAt', t('orderRecord.updated'), (item) => (
        <DateCell value={item.updatedAt} locale="ru-RU" />
      )),
    ];
  }, [t, i18n.language, lineOf, money, editable, hasDoors, mayConfigure, configurator]);
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Heading level={2}>{t('orderRecord.quoteItems')}</Heading>
        <div className={styles.toolbarActions}>
          <ExportButton
            target={{ endpoint: eagerEndpoints.exportOrderItems, params: { orderId: order.id }, query: {} }}
          />
          {editable ? <Button onPress={() => setAdding(true)}>{t('orderRecord.addItem')}</Button> : null}
          {mayConfigure ? (
            <ButtonLink href={configurator} variant="secondary">
              {t('orderRecord.addDoor')}
            </ButtonLink>
          ) : null}
          {editable && hasDoors ? (
            <Button variant="secondary" onPress={() => setRepricing(true)}>
              {t('orderRecord.reprice')}
            </Button>
          ) : null}
        </div>
      </div>
      {items.isError ? <InlineAlert tone="critical">{t('orderRecord.loadFailed')}</InlineAlert> : null}
      <DataTable
        aria-label={t('orderRecord.quoteItems')}
        columns={columns}
        data={items.data?.data ?? []}
        getRowId={(item) => String(item.id)}
        isLoading={items.isPending}
        skeletonRows={3}
        emptyText={t('lists:list.empty')}
      />
      <Suspense fallback={null}>
        {adding && <AddItemDialog orderId={order.id} isOpen onOpenChange={setAdding} />}
        {discounting !== null && (
          <LineDiscountDialog
            item={discounting}
            isOpen
            onOpenChange={(open) => setDiscounting(open ? discounting : null)}
          />
        )}
        {repricing && <RepriceDialog order={order} onOpenChange={setRepricing} />}
        {explained !== null && (
          <DoorPriceDialog
            itemId={explained}
            onOpenChange={(open) => setExplained(open ? explained : null)}
          />
        )}
      </Suspense>
    </div>
  );
}

export { ItemsPage as Component };
