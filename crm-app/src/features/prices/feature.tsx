import { DollarSign } from 'lucide-react';
import { guarded } from '@/components/layout/require-access';
import { page, redirect, type SignedInFeature } from '@/lib/routing';

/**
 * The door catalogue and its prices (issue 43; docs/permissions.md "Prices"): `/prices`, for whom may
 * read prices (both account types), with its tabs Models, Options and Versions. Each tab asks for its
 * data when it shows: the prices' contract loads with its first call (docs/decisions.md "Issue 42: a
 * contract that loads with its first call"), and a prefetch would put the calls in every page's
 * first load.
 */
export const feature: SignedInFeature = {
  routes: [
    guarded('prices', [
      {
        path: 'prices',
        ...page(() => import('./routes/prices-layout'), 'prices'),
        children: [
          redirect('models'),
          { path: 'models', ...page(() => import('./routes/models'), 'prices') },
          { path: 'options', ...page(() => import('./routes/options'), 'prices') },
          { path: 'versions', ...page(() => import('./routes/versions'), 'prices') },
          // A dealer's discount rules (issue 43, part 4b): the organization's any dealer's, a dealer's own.
          { path: 'rules', ...page(() => import('./routes/rules'), 'prices', 'lists') },
        ],
      },
      // The configurator (issue 43, part 3): a page of a quote's, in this feature with the catalogue it
      // reads, so that its code loads with the prices' pages, neither with every page nor with a
      // quote's tabs. For whom may also open the sales records; the page itself says when the quote
      // can no longer be changed.
      guarded('sales', [
        {
          path: 'quotes/:id/items/door',
          ...page(() => import('./routes/configurator'), 'prices', 'lists', 'server'),
        },
      ]),
    ]),
  ],
  menu: [
    {
      label: 'menu.prices',
      path: '/prices',
      icon: DollarSign,
      accounts: ['organization', 'dealer'],
      place: 'main',
      order: 110,
      access: 'prices',
    },
  ],
};
