import type { AccountType } from '@doorline/api-client';
import type { ParseKeys } from 'i18next';
import type { GuardedPage } from '@/lib/page-access';

export type MenuIcon =
  | 'home'
  | 'quotes'
  | 'preOrders'
  | 'orders'
  | 'production'
  | 'warehouse'
  | 'hold'
  | 'customers'
  | 'dealers'
  | 'suppliers'
  | 'inventory'
  | 'prices'
  | 'reports'
  | 'settings'
  | 'dealerProfile';

export interface MenuItem {
  label: ParseKeys;
  path: string;
  icon: MenuIcon;
  /** Other sections the item stands for: Dealers for `/organization/dealers`, where `/dealers` leads. */
  sections?: readonly string[];
  /** The guarded page it leads to: shown only to whom may open it (lib/page-access.ts). */
  access?: GuardedPage;
}

const item = (
  key: MenuIcon,
  path: string,
  options: { sections?: readonly string[]; access?: GuardedPage } = {},
): MenuItem => ({ label: `menu.${key}`, path, icon: key, ...options });

/** Spec §2 "Navigation menus": chosen by the account type kept in the session. */
export const menus: Record<AccountType, { main: MenuItem[]; footer: MenuItem[] }> = {
  organization: {
    main: [
      item('home', '/'),
      item('quotes', '/quotes'),
      item('preOrders', '/pre-orders'),
      item('orders', '/orders'),
      item('production', '/production', { access: 'queues' }),
      item('warehouse', '/warehouse', { access: 'queues' }),
      item('hold', '/hold'),
      item('customers', '/customers'),
      item('dealers', '/dealers', { sections: ['/organization/dealers'], access: 'dealers' }),
      item('suppliers', '/suppliers'),
      item('inventory', '/inventory'),
      item('prices', '/prices'),
      item('reports', '/reports'),
    ],
    footer: [item('settings', '/organization', { access: 'organization' })],
  },
  dealer: {
    main: [
      item('home', '/'),
      item('quotes', '/quotes'),
      item('preOrders', '/pre-orders'),
      item('orders', '/orders'),
      item('hold', '/hold'),
      item('customers', '/customers'),
      item('reports', '/reports'),
    ],
    footer: [item('dealerProfile', '/dealer', { access: 'ownDealer' })],
  },
};

/** An item is active when the path starts with its path; Home only on `/` itself. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * The one item the sidebar marks for `pathname`: the one whose path or section matches it most
 * closely, so that `/organization/dealers/5` marks Dealers rather than Settings (`/organization`).
 */
export function activeMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  let best: { item: MenuItem; length: number } | undefined;
  for (const candidate of items) {
    for (const path of [candidate.path, ...(candidate.sections ?? [])]) {
      if (isActivePath(path, pathname) && path.length > (best?.length ?? -1))
        best = { item: candidate, length: path.length };
    }
  }
  return best?.item;
}
