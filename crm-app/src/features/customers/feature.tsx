import { Users } from 'lucide-react';
import { guarded } from '@/components/layout/require-access';
import { page, type RouteHandle, type SignedInFeature } from '@/lib/routing';

/** The directory starts its rows when its path matches, with the page size its user chose. */
const customersListHandle: RouteHandle = {
  list: 'customers',
  prefetch: (_params, search) =>
    import('./api/get-customers').then((module) => module.prefetchCustomers(search)),
};

/** A customer's page starts its data when its path matches, beside the page's code. */
const customerHandle: RouteHandle = {
  prefetch: ({ id }) => import('./api/get-customer').then((module) => module.prefetchCustomer(id)),
};

/**
 * The customer directory (issue 42; docs/permissions.md "Customers"): `/customers` and a customer's
 * page, `/customers/{id}`, for whom may read customers (a dealer user: their own dealer's). The
 * customer's history is the organization feature's audit trail, which it adds to the page's outlet
 * by the page's id (`customer-page`), the first of its tabs; its comments and files are the others
 * (issue 42). The possible duplicates (`/customers/duplicates`) and their merge are for whom may merge
 * customers (`pageAccess.customerDuplicates`); the import from a spreadsheet (`/customers/import`) for
 * whom may import them (`pageAccess.customerImport`).
 */
export const feature: SignedInFeature = {
  routes: [
    guarded('customers', [
      {
        path: 'customers',
        children: [
          {
            index: true,
            handle: customersListHandle,
            ...page(() => import('./routes/customers'), 'customers', 'lists'),
          },
          guarded('customerDuplicates', [
            {
              path: 'duplicates',
              ...page(() => import('./routes/duplicates'), 'customers', 'lists'),
            },
          ]),
          guarded('customerImport', [
            {
              path: 'import',
              // `lists`: the dealer picker's and the problems' pager's words.
              ...page(() => import('./routes/import-customers'), 'imports', 'customers', 'lists'),
            },
          ]),
          {
            path: ':id',
            id: 'customer-page',
            handle: customerHandle,
            // `sales`: the records' statuses, in the sales' words.
            ...page(() => import('./routes/customer'), 'customers', 'sales'),
            // Its comments and files (issue 42), tabs beside its history (the organization's, the
            // index): each loads with its tab, in the sales' words for a record's comments and files.
            children: [
              { path: 'comments', ...page(() => import('./routes/customer-comments'), 'customers', 'sales') },
              { path: 'files', ...page(() => import('./routes/customer-files'), 'customers', 'sales') },
            ],
          },
        ],
      },
    ]),
  ],
  menu: [
    {
      label: 'menu.customers',
      path: '/customers',
      icon: Users,
      accounts: ['organization', 'dealer'],
      place: 'main',
      order: 70,
      access: 'customers',
    },
  ],
};
