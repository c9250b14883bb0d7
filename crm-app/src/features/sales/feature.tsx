import type { MainStage } from '@doorline/api-client';
import { ClipboardList, Factory, FileText, PauseCircle, ShoppingCart, Warehouse } from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guarded } from '@/components/layout/require-access';
import { page, redirect, type RouteHandle, type SignedInFeature } from '@/lib/routing';
import { stageLists } from '@/lib/sales-lists';
import type * as ListPages from './routes/list-pages';
import type * as RecordPages from './routes/record-pages';

/** A page of a quote or an order: all of them live in one module, named here once. */
const recordPage = (pick: (pages: typeof RecordPages) => ComponentType) =>
  page(() => import('./routes/record-pages').then((pages) => ({ Component: pick(pages) })), 'sales', 'lists');

/** A sales list: all of them live in one module too. */
const listPage = (pick: (pages: typeof ListPages) => ComponentType) =>
  page(() => import('./routes/list-pages').then((pages) => ({ Component: pick(pages) })), 'sales', 'lists');

/** A quote or an order starts loading when its path matches, beside the record's code. */
const recordHandle: RouteHandle = {
  prefetch: ({ id }) => import('./api/get-order').then((module) => module.prefetchOrder(id)),
};

/** A stage's list (quotes, pre-orders, orders) starts its rows when its path matches. */
const mainListHandle = (stage: MainStage): RouteHandle => ({
  list: stageLists[stage].list,
  prefetch: (_params, search) =>
    import('./api/get-main-orders').then((module) => module.prefetchMainOrders(stage, search)),
});

/** The pages of a quote or an order (spec §2), inside its layout with the header and the tabs. */
const recordTabs = (kind: 'quote' | 'order'): RouteObject[] => [
  redirect('details'),
  { path: 'details', ...recordPage((pages) => pages.DetailsPage) },
  { path: 'view', ...recordPage((pages) => pages.DetailsPage) },
  kind === 'quote'
    ? { path: 'items', ...recordPage((pages) => pages.ItemsPage) }
    : { path: 'sub-orders', ...recordPage((pages) => pages.SubOrdersPage) },
  // Its own module: the comment form (the form library) shows at once, the other tabs only show.
  { path: 'comments', ...page(() => import('./routes/comments'), 'sales', 'lists') },
  { path: 'files', ...recordPage((pages) => pages.FilesPage) },
];

const both = ['organization', 'dealer'] as const;

/**
 * The sales flow (spec §2, docs/sales-flow.md): the quotes, pre-orders and orders with their
 * records, the order items, and the production, warehouse and hold lists.
 */
export const feature: SignedInFeature = {
  routes: [
    guarded('sales', [
      {
        path: 'quotes',
        children: [
          { index: true, handle: mainListHandle('quote'), ...listPage((pages) => pages.QuotesPage) },
          // Its own module: the quote's form shows at once.
          { path: 'new', ...page(() => import('./routes/create-quote'), 'sales', 'lists') },
          {
            path: ':id',
            handle: recordHandle,
            ...recordPage((pages) => pages.QuoteLayout),
            children: recordTabs('quote'),
          },
        ],
      },
      { path: 'pre-orders', handle: mainListHandle('preorder'), ...listPage((pages) => pages.PreOrdersPage) },
      {
        path: 'orders',
        children: [
          { index: true, handle: mainListHandle('order'), ...listPage((pages) => pages.OrdersPage) },
          { path: 'items', ...listPage((pages) => pages.OrderItemsPage) },
          {
            path: ':id',
            handle: recordHandle,
            ...recordPage((pages) => pages.OrderLayout),
            children: recordTabs('order'),
          },
        ],
      },
      { path: 'hold', ...listPage((pages) => pages.HoldPage) },
    ]),
    guarded('queues', [
      { path: 'production', ...listPage((pages) => pages.ProductionPage) },
      { path: 'warehouse', ...listPage((pages) => pages.WarehousePage) },
    ]),
  ],
  menu: [
    {
      label: 'menu.quotes',
      path: '/quotes',
      icon: FileText,
      accounts: both,
      place: 'main',
      order: 10,
      access: 'sales',
    },
    {
      label: 'menu.preOrders',
      path: '/pre-orders',
      icon: ClipboardList,
      accounts: both,
      place: 'main',
      order: 20,
      access: 'sales',
    },
    {
      label: 'menu.orders',
      path: '/orders',
      icon: ShoppingCart,
      accounts: both,
      place: 'main',
      order: 30,
      access: 'sales',
    },
    {
      label: 'menu.production',
      path: '/production',
      icon: Factory,
      accounts: ['organization'],
      place: 'main',
      order: 40,
      access: 'queues',
    },
    {
      label: 'menu.warehouse',
      path: '/warehouse',
      icon: Warehouse,
      accounts: ['organization'],
      place: 'main',
      order: 50,
      access: 'queues',
    },
    {
      label: 'menu.hold',
      path: '/hold',
      icon: PauseCircle,
      accounts: both,
      place: 'main',
      order: 60,
      access: 'sales',
    },
  ],
};
