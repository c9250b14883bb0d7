import type { ListKey, OrderStage, OrderStatus } from '@doorline/api-client';
import type { GuardedPage } from './page-access';

/** A sales list's page (spec §2, the main menu's paths) and who may open it (lib/page-access.ts). */
export interface SalesListPage {
  path: string;
  access: GuardedPage;
  /** The list whose page size and columns a user keeps (issue 40). */
  list: ListKey;
}

/** The list of each stage's records: main orders for quote, pre-order and order, sub-orders after. */
export const stageLists: Record<OrderStage, SalesListPage> = {
  quote: { path: '/quotes', access: 'sales', list: 'quotes' },
  preorder: { path: '/pre-orders', access: 'sales', list: 'preOrders' },
  order: { path: '/orders', access: 'sales', list: 'orders' },
  production: { path: '/production', access: 'queues', list: 'production' },
  warehouse: { path: '/warehouse', access: 'queues', list: 'warehouse' },
  hold: { path: '/hold', access: 'sales', list: 'hold' },
};

/** Every sub-order, whatever its stage: the order items list. */
export const orderItemsList: SalesListPage = { path: '/orders/items', access: 'sales', list: 'orderItems' };

/** The filters of a sales list, as its URL's parameters (features/sales/lib/list-params.ts reads them). */
export interface SalesListFilters {
  status?: OrderStatus | undefined;
  dealerId?: number | undefined;
  search?: string | undefined;
  /** Only the overdue records (docs/sales-flow.md "Overdue"). */
  overdue?: boolean | undefined;
}

/** A list's address with its filters. */
export function salesListHref(path: string, filters: SalesListFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.dealerId !== undefined) params.set('dealerId', String(filters.dealerId));
  if (filters.overdue) params.set('overdue', 'true');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
