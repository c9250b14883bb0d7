import type { ParseKeys } from 'i18next';
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type * as OrganizationPages from '@/features/organization/routes/pages';
import type * as ListPages from '@/features/sales/routes/list-pages';
import type * as RecordPages from '@/features/sales/routes/record-pages';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { AppProviders } from './provider';
import { RouteTreeContext, type RouteHandle } from './route-tree';
import { GuestOnly, RequireAuth } from './routes/guards';

const redirect = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
  handle: { redirectTo: to } satisfies RouteHandle,
});

/**
 * A route module's page, loaded when the route is first visited, with its texts' namespaces
 * (`locales/<language>/<namespace>.ts`) asked for beside its code rather than after it.
 */
const page = (load: () => Promise<{ Component: ComponentType }>, ...texts: Namespace[]) => {
  const Page = lazy(() =>
    Promise.all([load(), loadNamespaces(...texts)]).then(([module]) => ({ default: module.Component })),
  );
  return { element: <Page /> };
};

const PlaceholderPage = lazy(() =>
  import('@/components/layout/placeholder-page').then((module) => ({ default: module.PlaceholderPage })),
);

/** A titled page that a later issue fills in. */
const placeholder = (title: ParseKeys<'common'>, text?: string) => ({
  element: <PlaceholderPage title={title} text={text} />,
});

/** A page of a quote or an order: all of them live in one module, named here once. */
const recordPage = (pick: (pages: typeof RecordPages) => ComponentType) =>
  page(
    () => import('@/features/sales/routes/record-pages').then((pages) => ({ Component: pick(pages) })),
    'sales',
  );

/** A sales list: all of them live in one module too. */
const listPage = (pick: (pages: typeof ListPages) => ComponentType) =>
  page(
    () => import('@/features/sales/routes/list-pages').then((pages) => ({ Component: pick(pages) })),
    'sales',
  );

/** A page of the organization area: one module too. */
const organizationPage = (pick: (pages: typeof OrganizationPages) => ComponentType) =>
  page(
    () => import('@/features/organization/routes/pages').then((pages) => ({ Component: pick(pages) })),
    'organization',
  );

const OrganizationGuard = lazy(() =>
  import('@/features/organization/routes/pages').then((pages) => ({ default: pages.OrganizationGuard })),
);

const prefetchUserPage = (id: string | undefined) =>
  import('@/features/organization/api/get-user').then((module) => module.prefetchUser(id));

/** A user's or a role's page starts its data when its path matches, beside the page's code. */
const userHandle: RouteHandle = { prefetch: ({ id }) => prefetchUserPage(id) };
const roleHandle: RouteHandle = {
  prefetch: ({ id }) =>
    import('@/features/organization/api/get-role').then((module) => module.prefetchRole(id)),
};

/** Pages of the organization area that need a permission (features/organization/lib/access.ts). */
const guarded = (
  guard: Parameters<typeof OrganizationPages.OrganizationGuard>[0]['page'],
  children: RouteObject[],
): RouteObject => ({ element: <OrganizationGuard page={guard} />, children });

/** A quote or an order starts loading when its path matches, beside the record's code. */
const recordHandle: RouteHandle = {
  prefetch: ({ id }) => import('@/features/sales/api/get-order').then((module) => module.prefetchOrder(id)),
};

/** The pages of a quote or an order (spec §2), inside its layout with the header and the tabs. */
const recordTabs = (kind: 'quote' | 'order'): RouteObject[] => [
  redirect('details'),
  { path: 'details', ...recordPage((pages) => pages.DetailsPage) },
  { path: 'view', ...recordPage((pages) => pages.DetailsPage) },
  kind === 'quote'
    ? { path: 'items', ...recordPage((pages) => pages.ItemsPage) }
    : { path: 'sub-orders', ...recordPage((pages) => pages.SubOrdersPage) },
  { path: 'comments', ...recordPage((pages) => pages.CommentsPage) },
  { path: 'files', ...recordPage((pages) => pages.FilesPage) },
];

/** Spec §2: the route tree. */
const pages: RouteObject[] = [
  {
    path: '/auth',
    element: <GuestOnly />,
    children: [
      redirect('login'),
      { path: 'login', ...page(() => import('@/features/auth/routes/login'), 'auth') },
      {
        path: 'complete-registration',
        ...page(() => import('@/features/auth/routes/complete-registration'), 'auth'),
      },
      { path: 'forgot-password', ...page(() => import('@/features/auth/routes/forgot-password'), 'auth') },
    ],
  },
  // Reachable signed in or out.
  { path: '/auth/change-password', ...page(() => import('@/features/auth/routes/change-password')) },
  { path: '/terms-of-service', ...page(() => import('@/features/auth/routes/terms-of-service'), 'auth') },
  { path: '/privacy-policy', ...page(() => import('@/features/auth/routes/privacy-policy'), 'auth') },
  // The development outbox (demo mode only; otherwise it says the page does not exist).
  { path: '/dev/outbox', ...page(() => import('@/features/dev/routes/outbox'), 'dev') },
  {
    element: <RequireAuth />,
    children: [
      {
        ...page(() => import('./layout/app-layout')),
        children: [
          { index: true, ...placeholder('pages.home') },
          {
            path: 'me',
            ...page(() => import('@/features/account/routes/account-layout'), 'account'),
            children: [
              redirect('profile'),
              { path: 'profile', ...page(() => import('@/features/account/routes/profile'), 'account') },
              { path: 'security', ...page(() => import('@/features/account/routes/security'), 'account') },
            ],
          },
          { path: 'system', ...page(() => import('@/features/system/routes/system'), 'system') },
          {
            path: 'quotes',
            children: [
              { index: true, ...listPage((pages) => pages.QuotesPage) },
              { path: 'new', ...page(() => import('@/features/sales/routes/create-quote'), 'sales') },
              {
                path: ':id',
                handle: recordHandle,
                ...recordPage((pages) => pages.QuoteLayout),
                children: recordTabs('quote'),
              },
            ],
          },
          { path: 'pre-orders', ...listPage((pages) => pages.PreOrdersPage) },
          {
            path: 'orders',
            children: [
              { index: true, ...listPage((pages) => pages.OrdersPage) },
              { path: 'items', ...listPage((pages) => pages.OrderItemsPage) },
              {
                path: ':id',
                handle: recordHandle,
                ...recordPage((pages) => pages.OrderLayout),
                children: recordTabs('order'),
              },
            ],
          },
          { path: 'production', ...listPage((pages) => pages.ProductionPage) },
          { path: 'warehouse', ...listPage((pages) => pages.WarehousePage) },
          { path: 'hold', ...listPage((pages) => pages.HoldPage) },
          { path: 'customers', ...placeholder('pages.customers') },
          { path: 'dealers', ...placeholder('pages.dealers') },
          { path: 'suppliers', ...placeholder('pages.suppliers') },
          { path: 'inventory', ...placeholder('pages.inventory') },
          { path: 'prices', ...placeholder('pages.prices') },
          { path: 'reports', ...placeholder('pages.reports') },
          {
            path: 'organization',
            children: [
              guarded('index', [
                { index: true, ...organizationPage((pages) => pages.OrganizationIndexPage) },
              ]),
              guarded('users', [
                {
                  path: 'users',
                  children: [
                    { index: true, ...placeholder('pages.users') },
                    { path: 'invite', ...placeholder('pages.userProfile') },
                    {
                      path: ':id',
                      children: [
                        redirect('profile'),
                        { path: 'profile', ...placeholder('pages.userProfile') },
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
                      children: [
                        redirect('profile'),
                        {
                          path: 'profile',
                          handle: roleHandle,
                          ...organizationPage((pages) => pages.RolePage),
                        },
                      ],
                    },
                  ],
                },
              ]),
              guarded('permissions', [
                { path: 'permissions', ...organizationPage((pages) => pages.PermissionsPage) },
              ]),
              {
                path: 'dealers',
                children: [
                  { index: true, ...placeholder('pages.dealersManagement') },
                  {
                    path: ':id',
                    children: [
                      redirect('profile'),
                      { path: 'profile', ...placeholder('pages.dealerProfile') },
                      {
                        path: 'users',
                        children: [
                          { index: true, ...placeholder('pages.dealerUsers') },
                          // A salesman's link in the sales lists: the user's page (issue 10).
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
            ],
          },
          {
            path: 'dealer',
            children: [
              redirect('profile'),
              { path: 'profile', ...placeholder('pages.dealerProfileManagement') },
              { path: 'users', ...placeholder('pages.usersManagement') },
            ],
          },
          { path: '*', ...page(() => import('@/components/layout/not-found-page')) },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [{ element: <AppProviders />, children: pages }];

/** The app: the route tree, rendered by the BrowserRouter around it and handed to the shell. */
export function AppRoutes() {
  return <RouteTreeContext value={routes}>{useRoutes(routes)}</RouteTreeContext>;
}
