import type { ListColumn, ListKey } from '@doorline/api-client';

/**
 * The columns each list hides until its user shows them (issue 40 item 9): what is left fits a
 * 1366 px laptop in English, Ukrainian and Russian (`e2e/tests/list-widths.spec.ts` walks every list
 * in each). The column chooser over the list shows them; the contract's `listColumns` names the
 * columns a list may hide at all.
 */
export const defaultHiddenColumns: { [K in ListKey]: readonly ListColumn<K>[] } = {
  quotes: ['updated'],
  preOrders: ['referenceNumber', 'requested', 'updated'],
  orders: ['updated'],
  orderItems: ['updated'],
  production: ['updated'],
  warehouse: ['updated'],
  hold: ['updated'],
  dealers: [],
  customers: ['updated'],
  users: ['permissions', 'updated'],
  roles: ['updated'],
  notifications: [],
};
