import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePartsContext } from '@/lib/home-parts';
import { AppLayout } from './layout/app-layout';
import { MenuItemsContext } from '@/lib/menus';
import { TopBarItemsContext } from './layout/top-bar-items';
import { RouteTreeContext } from './route-tree';
import { featureRoutes, homeParts, menuItems, topBarItems } from './signed-in-features';

/**
 * Spec §2: the signed-in pages, inside the shell (the app layout, which comes with this module):
 * each feature's own (its `feature.tsx`, composed in signed-in-features.tsx).
 */
export const signedInRoutes: RouteObject[] = [{ element: <AppLayout />, children: featureRoutes }];

/**
 * The signed-in area, rendered under the sign-in guard: its route tree, menu items, top-bar items
 * and Home's parts, handed to the shell (the menus, the back button, the prefetch of a matched route,
 * the features' pieces of the top bar) and to Home without either
 * importing them (no import cycle, and the shell's chunk loads no feature's routes).
 */
export default function SignedInRoutes() {
  return (
    <RouteTreeContext value={signedInRoutes}>
      <MenuItemsContext value={menuItems}>
        <TopBarItemsContext value={topBarItems}>
          <HomePartsContext value={homeParts}>{useRoutes(signedInRoutes)}</HomePartsContext>
        </TopBarItemsContext>
      </MenuItemsContext>
    </RouteTreeContext>
  );
}
