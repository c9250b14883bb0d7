import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { MenuItemsContext } from '@/lib/menus';
import { TopBarItemsContext } from './layout/top-bar-items';
import { RouteTreeContext } from './route-tree';
import { featureRoutes, menuItems, topBarItems } from './signed-in-features';

/**
 * Spec §2: the signed-in pages, inside the shell (the app layout, which comes with this module):
 * each feature's own (its `feature.tsx`, composed in signed-in-features.tsx).
 */
export const signedInRoutes: RouteObject[] = [{ element: <AppLayout />, children: featureRoutes }];

/**
 * The signed-in area, rendered under the sign-in guard: its route tree, menu items and top-bar
 * items, handed to the shell (the menus, the back button, the prefetch of a matched route, the
 * features' pieces of the top bar) without the shell
 * importing them (no import cycle, and the shell's chunk loads no feature's routes).
 */
export default function SignedInRoutes() {
  return (
    <RouteTreeContext value={signedInRoutes}>
      <MenuItemsContext value={menuItems}>
        <TopBarItemsContext value={topBarItems}>{useRoutes(signedInRoutes)}</TopBarItemsContext>
      </MenuItemsContext>
    </RouteTreeContext>
  );
}
