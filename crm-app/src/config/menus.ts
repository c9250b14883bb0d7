import type { AccountType } from '@doorline/api-client';
import type { ParseKeys } from 'i18next';

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
}

const item = (key: MenuIcon, path: string): MenuItem => ({ label: `menu.${key}`, path, icon: key });

/** Spec §2 "Navigation menus": chosen by the account type kept in the session. */
export const menus: Record<AccountType, { main: MenuItem[]; footer: MenuItem[] }> = {
  organization: {
    main: [
      item('home', '/'),
      item('quotes', '/quotes'),
      item('preOrders', '/pre-orders'),
      item('orders', '/orders'),
      item('production', '/production'),
      item('warehouse', '/warehouse'),
      item('hold', '/hold'),
      item('customers', '/customers'),
      item('dealers', '/dealers'),
      item('suppliers', '/suppliers'),
      item('inventory', '/inventory'),
      item('prices', '/prices'),
      item('reports', '/reports'),
    ],
    footer: [item('settings', '/organization')],
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
    footer: [item('dealerProfile', '/dealer')],
  },
};

/** An item is active when the path starts with its path; Home only on `/` itself. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
