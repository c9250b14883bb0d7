import { Settings } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import { guarded } from '@/components/layout/require-access';
import { page, redirect, type RouteHandle, type SignedInFeature } from '@/lib/routing';
import type * as OrganizationPages from './routes/pages';

/** A page of the organization area: all of them live in one module, named here once. */
const organizationPage = (pick: (pages: typeof OrganizationPages) => ComponentType) =>
  page(
    () => import('./routes/pages').then((pages) => ({ Component: pick(pages) })),
    'organization',
    'access',
    'lists',
  );

const prefetchUserPage = (id: string | undefined) =>
  import('./api/get-user').then((module) => module.prefetchUser(id));

/** A user's or a role's page starts its data when its path matches, beside the page's code. */
const userHandle: RouteHandle = { prefetch: ({ id }) => prefetchUserPage(id) };
const roleHandle: RouteHandle = {
  prefetch: ({ id }) => import('./api/get-role').then((module) => module.prefetchRole(id)),
};

/**
 * A users list (the organization's, the own dealer's, a dealer company's tab, whose id is `dealerParam`)
 * starts its rows when its path matches.
 */
const usersListHandle = (dealerParam?: (params: Params) => string | undefined): RouteHandle => ({
  list: 'users',
  prefetch: (params, search) =>
    import('./api/get-users').then((module) => module.prefetchUsers(search, dealerParam?.(params))),
});
const companyUsersHandle = usersListHandle(({ id }) => id);

/**
 * The users list and its invite sub-route share one element, so that opening the invite dialog
 * keeps the list (and a search still being typed) rather than loading the page again.
 */
const usersPage = organizationPage((pages) => pages.UsersPage);
const dealerUsersPage = organizationPage((pages) => pages.DealerUsersPage);
const companyUsersPage = organizationPage((pages) => pages.UsersPage);

/**
 * A history in another feature's page's outlet: a module of its own, not the pages' one, so that the
 * dealer's profile and the customer's page load the history without every administration page
 * (crm-app/build/chunk-groups.ts, `histories`).
 */
const historyPage = (load: () => Promise<ComponentType>) =>
  page(() => load().then((Component) => ({ Component })), 'trail', 'access', 'lists');

/** A dealer's history from the administration screens, in the outlet of a dealer's profile. */
const dealerHistory: RouteObject[] = [
  {
    index: true,
    ...historyPage(() => import('./routes/dealer-history').then((module) => module.DealerHistory)),
  },
];

/** A customer's history (issue 42), in the outlet of the customers feature's customer page. */
const customerHistory: RouteObject[] = [
  {
    index: true,
    ...historyPage(() => import('./routes/customer-history').then((module) => module.CustomerHistory)),
  },
];

/**
 * Organization administration (issue 10, spec §2 "Organization area"): users, roles and
 * permissions under `/organization`, the dealer area `/dealer` with a dealer admin's users, the
 * users tab and history of a dealer's pages (the dealers feature's routes, by their ids), and a
 * customer's history (the customers feature's page, by its id).
 */
export const feature: SignedInFeature = {
  routes: [
    {
      path: 'organization',
      id: 'organization',
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
      ],
    },
    {
      path: 'dealer',
      id: 'dealer-area',
      // The area's tabs are in the dealers' words, which its profile loads anyway: the profile (and
      // its history) loads no administration texts; the users tab does, as its own page.
      ...page(
        () => import('./routes/pages').then((pages) => ({ Component: pages.DealerArea })),
        'dealers',
        'access',
        'lists',
      ),
      children: [
        redirect('profile'),
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
  ],
  into: {
    'dealer-company': [
      {
        path: 'users',
        children: [
          { index: true, handle: companyUsersHandle, ...companyUsersPage },
          { path: 'invite', handle: companyUsersHandle, ...companyUsersPage },
          // A dealer user's page; a salesman's link in the sales lists too (issue 10).
          guarded('users', [
            {
              path: ':userId',
              handle: { prefetch: ({ userId }) => prefetchUserPage(userId) } satisfies RouteHandle,
              ...organizationPage((pages) => pages.UserPage),
            },
          ]),
        ],
      },
    ],
    'dealer-profile': dealerHistory,
    'own-dealer-profile': dealerHistory,
    'customer-page': customerHistory,
  },
  menu: [
    {
      label: 'menu.settings',
      path: '/organization',
      icon: Settings,
      accounts: ['organization'],
      place: 'footer',
      order: 0,
      access: 'organization',
    },
  ],
};
