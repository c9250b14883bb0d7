import type { MainStage } from '@doorline/api-client';
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import type * as DealerPages from '@/features/dealers/routes/pages';
import type * as OrganizationPages from '@/features/organization/routes/pages';
import type * as ListPages from '@/features/sales/routes/list-pages';
import type { GuardedPage } from '@/lib/page-access';
import type * as RecordPages from '@/features/sales/routes/record-pages';
import { AppLayout } from './layout/app-layout';
import { page, placeholder, redirect } from './route-helpers';
import { RouteTreeContext, type RouteHandle } from './route-tree';

/** A page of a quote or an order: all of them live in one module, named here once. */
const recordPage = (pick: (pages: typeof RecordPages) => ComponentType) =>
  page(
    () => import('@/features/sales/routes/record-pages').then((pages) => ({ Component: pick(pages) })),
    'sales',
    'lists',
  );

/** A sales list: all of them live in one module too. */
const listPage = (pick: (pages: typeof ListPages) => ComponentType) =>
  page(
    () => import('@/features/sales/routes/list-pages').then((pages) => ({ Component: pick(pages) })),
    'sales',
    'lists',
  );

/** A page of the organization area: one module too. */
const organizationPage = (pick: (pages: typeof OrganizationPages) => ComponentType) =>
  page(
    () => import('@/features/organization/routes/pages').then((pages) => ({ Component: pick(pages) })),
    'organization',
    'access',
    'lists',
  );

/** A page of the dealer companies: one module too. */
const dealerPage = (pick: (pages: typeof DealerPages) => ComponentType) =>
  page(
    () => import('@/features/dealers/routes/pages').then((pages) => ({ Component: pick(pages) })),
    'dealers',
    'lists',
  );

// Its own module, which the build puts in `app` (vite.config.ts): a guarded page of another feature
// (the dealers list) then does not load the organization's pages for it.
const AdminGuard = lazy(() =>
  import('@/features/organization/routes/admin-guard').then((module) => ({ default: module.AdminGuard })),
);

const prefetchUserPage = (id: string | undefined) =>
  import('@/features/organization/api/get-user').then((module) => module.prefetchUser(id));

/** A user's or a role's page starts its data when its path matches, beside the page's code. */
const userHandle: RouteHandle = { prefetch: ({ id }) => prefetchUserPage(id) };
const roleHandle: RouteHandle = {
  prefetch: ({ id }) =>
    import('@/features/organization/api/get-role').then((module) => module.prefetchRole(id)),
};

/**
 * A users list (the organization's, the own dealer's, a dealer company's tab, whose id is `dealerParam`)
 * starts its rows when its path matches.
 */
const usersListHandle = (dealerParam?: (params: Params) => string | undefined): RouteHandle => ({
  prefetch: (params, search) =>
    import('@/features/organization/api/get-users').then((module) =>
      module.prefetchUsers(search, dealerParam?.(params)),
    ),
});
const companyUsersHandle = usersListHandle(({ id }) => id);

/** The dealers list starts its rows when its path matches. */
const dealersListHandle: RouteHandle = {
  prefetch: (_params, search) =>
    import('@/features/dealers/api/get-dealers').then((module) => module.prefetchDealers(search)),
};

/**
 * The users list and its invite sub-route share one element, so that opening the invite dialog
 * keeps the list (and a search still being typed) rather than loading the page again.
 */
const usersPage = organizationPage((pages) => pages.UsersPage);
const dealerUsersPage = organizationPage((pages) => pages.DealerUsersPage);
const companyUsersPage = organizationPage((pages) => pages.UsersPage);

/** A dealer's page starts its data when its path matches, beside the page's code. */
const dealerHandle: RouteHandle = {
  prefetch: ({ id }) =>
    import('@/features/dealers/api/get-dealer').then((module) => module.prefetchDealer(id)),
};

/**
 * A dealer's profile (the organization's page of it and the dealer's own), with the dealer's history
 * from the administration screens in its outlet: the router joins the two features.
 */
const dealerProfileChildren: RouteObject[] = [
  { index: true, ...organizationPage((pages) => pages.DealerHistory) },
];

/** Pages that only some users may open (lib/page-access.ts). */
const guarded = (guard: GuardedPage, children: RouteObject[]): RouteObject => ({
  element: <AdminGuard page={guard} />,
  children,
});

/** A quote or an order starts loading when its path matches, beside the record's code. */
const recordHandle: RouteHandle = {
  prefetch: ({ id }) => import('@/features/sales/api/get-order').then((module) => module.prefetchOrder(id)),
};

/** A stage's list (quotes, pre-orders, orders) starts its rows when its path matches. */
const mainListHandle = (stage: MainStage): RouteHandle => ({
  prefetch: (_params, search) =>
    import('@/features/sales/api/get-main-orders').then((module) => module.prefetchMainOrders(stage, search)),
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
  { path: 'comments', ...page(() => import('@/features/sales/routes/comments'), 'sales', 'lists') },
  { path: 'files', ...recordPage((pages) => pages.FilesPage) },
];

/** Spec §2: the signed-in pages, inside the shell (the app layout, which comes with this module). */
export const signedInRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, ...placeholder('pages.home') },
      {
        path: 'me',
        ...page(() => import('@/features/account/routes/account-layout'), 'account'),
        children: [
          redirect('profile'),
          {
            path: 'profile',
            ...page(() => import('@/features/account/routes/profile'), 'account', 'access'),
          },
          { path: 'security', ...page(() => import('@/features/account/routes/security'), 'account') },
        ],
      },
      { path: 'system', ...page(() => import('@/features/system/routes/system'), 'system') },
      {
        path: 'quotes',
        children: [
          { index: true, handle: mainListHandle('quote'), ...listPage((pages) => pages.QuotesPage) },
          { path: 'new', ...page(() => import('@/features/sales/routes/create-quote'), 'sales', 'lists') },
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
      guarded('queues', [
        { path: 'production', ...listPage((pages) => pages.ProductionPage) },
        { path: 'warehouse', ...listPage((pages) => pages.WarehousePage) },
      ]),
      { path: 'hold', ...listPage((pages) => pages.HoldPage) },
      { path: 'customers', ...placeholder('pages.customers') },
      // The main menu's Dealers opens the dealers list.
      { path: 'dealers', element: <Navigate to="/organization/dealers" replace /> },
      { path: 'suppliers', ...placeholder('pages.suppliers') },
      { path: 'inventory', ...placeholder('pages.inventory') },
      { path: 'prices', ...placeholder('pages.prices') },
      { path: 'reports', ...placeholder('pages.reports') },
      {
        path: 'organization',
        children: [
          guarded('organization', [
            { index: true, ...organizationPage((pages) => pages.OrganizationIndexPage) },
          ]),
          guarded('users', [
            {
              path: 'users',
              children: [
                { index: true, handle: usersListHandle(), ...usersPage },
                // The spec's invite sub-route: the users list with the invite dialog open.
                { path: 'invite', handle: usersListHandle(), ...usersPage },
                {
                  path: ':id',
                  handle: userHandle,
                  children: [
                    redirect('profile'),
                    { path: 'profile', ...organizationPage((pages) => pages.UserPage) },
                  ],
                },
              ],
            },
          ]),
          guarded('roles', [
            {
              path: 'roles',
              children: [
                { index: true, ...organizationPage((pages) => pages.RolesPage) },
                {
                  path: ':id',
                  handle: roleHandle,
                  children: [
                    redirect('profile'),
                    { path: 'profile', ...organizationPage((pages) => pages.RolePage) },
                  ],
                },
              ],
            },
          ]),
          guarded('permissions', [
            { path: 'permissions', ...organizationPage((pages) => pages.PermissionsPage) },
          ]),
          guarded('dealers', [
            {
              path: 'dealers',
              children: [
                { index: true, handle: dealersListHandle, ...dealerPage((pages) => pages.DealersPage) },
                {
                  path: ':id',
                  handle: dealerHandle,
                  ...dealerPage((pages) => pages.DealerLayout),
                  children: [
                    redirect('profile'),
                    {
                      path: 'profile',
                      ...dealerPage((pages) => pages.DealerProfilePage),
                      children: dealerProfileChildren,
                    },
                    {
                      path: 'users',
                      children: [
                        { index: true, handle: companyUsersHandle, ...companyUsersPage },
                        { path: 'invite', handle: companyUsersHandle, ...companyUsersPage },
                        // A dealer user's page; a salesman's link in the sales lists too (issue 10).
                        guarded('users', [
                          {
                            path: ':userId',
                            handle: {
                              prefetch: ({ userId }) => prefetchUserPage(userId),
                            } satisfies RouteHandle,
                            ...organizationPage((pages) => pages.UserPage),
                          },
                        ]),
                      ],
                    },
                  ],
                },
              ],
            },
          ]),
        ],
      },
      {
        path: 'dealer',
        ...organizationPage((pages) => pages.DealerArea),
        children: [
          redirect('profile'),
          guarded('ownDealer', [
            {
              path: 'profile',
              ...dealerPage((pages) => pages.OwnDealerProfilePage),
              children: dealerProfileChildren,
            },
          ]),
          guarded('dealerUsers', [
            {
              path: 'users',
              children: [
                { index: true, handle: usersListHandle(), ...dealerUsersPage },
                { path: 'invite', handle: usersListHandle(), ...dealerUsersPage },
                { path: ':id', handle: userHandle, ...organizationPage((pages) => pages.UserPage) },
              ],
            },
          ]),
        ],
      },
      { path: '*', ...page(() => import('@/components/layout/not-found-page')) },
    ],
  },
];

/**
 * The signed-in area, rendered under the sign-in guard: its route tree, handed to the shell (the
 * back button, the prefetch of a matched route) without the shell importing it (no import cycle).
 */
export default function SignedInRoutes() {
  return <RouteTreeContext value={signedInRoutes}>{useRoutes(signedInRoutes)}</RouteTreeContext>;
}
