import type { OrderStatus } from '@doorline/api-client';

/** i18n key of an order status label (`orderStatus.<status>` in the screens' texts). */
export const orderStatusKey = <S extends OrderStatus>(status: S) => `orderStatus.${status}` as const;
