import {
  listStatuses,
  type CurrentUser,
  type OrderStage,
  type OrderStatus,
  type RecordKind,
} from '@doorline/api-client';
import { mayOpen } from '@/lib/page-access';
import { orderItemsList, salesListHref, stageLists, type SalesListFilters } from '@/lib/sales-lists';

/** The sub-order stages that have a list of their own (production, warehouse, hold). */
const subStageLists = new Set<OrderStage>(['production', 'warehouse', 'hold']);

/**
 * The list that shows exactly the records of this kind and stage (and status) for `user`, with the
 * filters, or null when none they may open does (the name is then plain text): a main order's stage
 * list; a sub-order's stage list where the stage has one the user may open, else the order items list
 * filtered by the status. A status the list does not filter by (not among its options) finds none:
 * its URL parser would drop it and the list would count more.
 */
export function recordsHref(
  user: CurrentUser | undefined,
  kind: RecordKind,
  stage: OrderStage,
  filters: SalesListFilters = {},
): string | null {
  const fits = (statuses: readonly OrderStatus[]) => !filters.status || statuses.includes(filters.status);
  const own = stageLists[stage];
  if (kind === 'main')
    return mayOpen(user, own.access) && fits(listStatuses('main', stage))
      ? salesListHref(own.path, filters)
      : null;
  if (subStageLists.has(stage) && mayOpen(user, own.access) && fits(listStatuses('sub', stage)))
    return salesListHref(own.path, filters);
  // The order items list has no stage filter: a status says the stage, the stage alone does not.
  if (!filters.status || !mayOpen(user, orderItemsList.access) || !fits(listStatuses('sub'))) return null;
  return salesListHref(orderItemsList.path, filters);
}

/** The customer directory (issue 42), for whom may open it; null for anyone else. */
export const customersHref = (user: CurrentUser | undefined): string | null =>
  mayOpen(user, 'customers') ? '/customers' : null;

/** The directory newest first (its default order, named): the new customers at its top. */
export const newCustomersHref = (user: CurrentUser | undefined): string | null =>
  mayOpen(user, 'customers') ? '/customers?sort=createdAt&order=desc' : null;

/** Where a main order's page is: an order's once confirmed, a quote's before (docs/sales-flow.md). */
export const recordPath = (stage: OrderStage | null, id: number) =>
  stage === 'order' ? `/orders/${id}/details` : `/quotes/${id}/details`;
