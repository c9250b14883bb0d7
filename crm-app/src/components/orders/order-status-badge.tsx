import type { OrderStatus } from '@doorline/api-client';
import { StatusBadge, type StatusTone } from '@doorline/design-system';
import { orderStatusKey } from '@/lib/orders';
import { useTranslation } from '@/lib/i18n';

/** The badge colour of each order status: a typed record, so a new status in the contract needs one. */
export const orderStatusTones: Record<OrderStatus, StatusTone> = {
  draft: 'neutral',
  rejected: 'critical',
  submitted: 'info',
  approved: 'success',
  order: 'accent',
  canceled: 'neutral',
  created: 'info',
  not_started: 'neutral',
  production: 'accent',
  hold: 'warning',
  delayed: 'critical',
  completed: 'success',
  in_stock: 'info',
  delivered: 'success',
  paid: 'success',
  invoiced: 'accent',
};

/** An order status as the design system's badge, with the translated label (`orderStatus.*`). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('sales');
  return <StatusBadge tone={orderStatusTones[status]} status={status} label={t(orderStatusKey(status))} />;
}
