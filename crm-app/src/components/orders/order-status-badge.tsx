import type { OrderStatus } from '@doorline/api-client';
import { StatusBadge } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { orderStatusKey } from '@/lib/orders';

/** An order status as the design system's badge, with the translated label (`orderStatus.*`). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('sales');
  return <StatusBadge kind="order" status={status} label={t(orderStatusKey(status))} />;
}
