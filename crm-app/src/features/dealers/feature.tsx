import { Building2, Store } from 'lucide-react';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { guarded } from '@/components/layout/require-access';
import { page, redirect, type RouteHandle, type SignedInFeature } from '@/lib/routing';
import type * as DealerPages from './routes/pages';

/** A page of the dealer companies: all of them live in one module, named here once. */
const dealerPage = (pick: (pages: typeof DealerPages) => ComponentType) =>
  page(() => import('./routes/pages').then((pages) => ({ Component: pick(pages) })), 'dealers', 'lists');

/** The dealers list starts its rows when its path matches. */
const dealersListHandle: RouteHandle = {
  list: 'dealers',
  prefetch: (_params, search) => import('./api/get-dealers').then((module) => module.prefetchDealers(search)),
};

/** A dealer's page starts its data when its path matches, beside the page's code. */
const dealerHandle: RouteHandle = {
  prefetch: ({ id }) => import('./api/get-dealer').then((module) => module.prefetchDealer(id)),
};

/**
 * Dealer companies (issue 11): the organization's dealers list and a dealer's pages under
 * `/organization/dealers`, and a dealer user's own dealer profile under `/dealer`. A dealer's users
 * tab and its history are the organization feature's pages, which it adds by the ids of the
 * dealer's layout (`dealer-company`) and profiles (`dealer-profile`, `own-dealer-profile`). The
 * import from a spreadsheet (issue 42, `/organization/dealers/import`, the main menu's
 * `/dealers/import` leading to it) is for whom may create dealers (`pageAccess.dealerImport`).
 */
export const feature: SignedInFeature = {
  routes: [
    // The main menu's Dealers opens the dealers list.
    { path: 'dealers', element: <Navigate to="/organization/dealers" replace /> },
    { path: 'dealers/import', element: <Navigate to="/organization/dealers/import" replace /> },
  ],
  into: {
    organization: [
      guarded('dealers', [
        {
          path: 'dealers',
          children: [
            { index: true, handle: dealersListHandle, ...dealerPage((pages) => pages.DealersPage) },
            guarded('dealerImport', [
              {
                path: 'import',
                // `lists`: the problems' pager's words.
                ...page(() => import('./routes/import-dealers'), 'imports', 'lists'),
              },
            ]),
            {
              path: ':id',
              id: 'dealer-company',
              handle: dealerHandle,
              ...dealerPage((pages) => pages.DealerLayout),
              children: [
                redirect('profile'),
                { path: 'profile', id: 'dealer-profile', ...dealerPage((pages) => pages.DealerProfilePage) },
              ],
            },
          ],
        },
      ]),
    ],
    'dealer-area': [
      guarded('ownDealer', [
        {
          path: 'profile',
          id: 'own-dealer-profile',
          ...dealerPage((pages) => pages.OwnDealerProfilePage),
        },
      ]),
    ],
  },
  menu: [
    {
      label: 'menu.dealers',
      path: '/dealers',
      icon: Store,
      accounts: ['organization'],
      place: 'main',
      order: 80,
      sections: ['/organization/dealers'],
      access: 'dealers',
    },
    {
      label: 'menu.dealerProfile',
      path: '/dealer',
      icon: Building2,
      accounts: ['dealer'],
      place: 'footer',
      order: 0,
      access: 'ownDealer',
    },
  ],
};
