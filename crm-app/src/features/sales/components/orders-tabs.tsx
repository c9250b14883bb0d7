import { RouteTabs } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

export type OrdersTab = 'orders' | 'items';

/**
 * Orders | Order items: the orders area's two lists. Order items is where production starts on a
 * new sub-order, and the menu links only to Orders, so both pages offer the way to the other.
 */
export function OrdersTabs({ selected, children }: { selected: OrdersTab; children: ReactNode }) {
  const { t } = useTranslation('sales');
  return (
    <RouteTabs
      aria-label={t('salesLists.ordersArea')}
      selectedId={selected}
      items={[
        { id: 'orders', label: t('salesLists.ordersTable'), href: '/orders' },
        { id: 'items', label: t('salesLists.itemsTable'), href: '/orders/items' },
      ]}
    >
      {children}
    </RouteTabs>
  );
}
