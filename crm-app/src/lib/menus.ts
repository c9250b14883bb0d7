import type { AccountType, CurrentUser } from '@doorline/api-client';
import { createContext, useContext } from 'react';
import { mayOpen } from './page-access';
import { accountTypeOf } from './permissions';
import type { MenuItem } from './routing';

// The signed-in menus: the features' items (lib/routing.tsx `MenuItem`), which the signed-in router
// hands down (app/signed-in-routes.tsx) so that neither the shell's chunk nor a feature that lists
// the menus' pages (the search palette) imports another feature.

export const MenuItemsContext = createContext<readonly MenuItem[]>([]);

export const useMenuItems = () => useContext(MenuItemsContext);

/** The menus of an account type (spec §2 "Navigation menus"): its items, in the spec's order. */
export function menusOf(type: AccountType, items: readonly MenuItem[]) {
  const own = items.filter((item) => item.accounts.includes(type)).sort((a, b) => a.order - b.order);
  const place = (where: MenuItem['place']) => own.filter((item) => item.place === where);
  return { main: place('main'), footer: place('footer') };
}

/**
 * The menus as `user` sees them: their account type's items, each shown only to someone who may open
 * what it leads to (lib/page-access.ts).
 */
export function visibleMenus(user: CurrentUser | undefined, items: readonly MenuItem[]) {
  const allowed = (list: MenuItem[]) => list.filter((item) => !item.access || mayOpen(user, item.access));
  const { main, footer } = menusOf(accountTypeOf(user), items);
  return { main: allowed(main), footer: allowed(footer) };
}
