import type { AccountType } from '@doorline/api-client';
import { createContext, useContext } from 'react';
import type { MenuItem } from '@/lib/routing';

// The signed-in menus: the features' items (lib/routing.ts `MenuItem`), which the signed-in router
// hands to the shell (app/signed-in-routes.tsx) so that the shell's chunk imports no feature.

export const MenuItemsContext = createContext<readonly MenuItem[]>([]);

/** The menus of an account type (spec §2 "Navigation menus"): its items, in the spec's order. */
export function menusOf(type: AccountType, items: readonly MenuItem[]) {
  const own = items.filter((item) => item.accounts.includes(type)).sort((a, b) => a.order - b.order);
  const place = (where: MenuItem['place']) => own.filter((item) => item.place === where);
  return { main: place('main'), footer: place('footer') };
}

export const useMenuItems = () => useContext(MenuItemsContext);

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
