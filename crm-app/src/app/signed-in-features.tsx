import { BarChart3, Boxes, Truck } from 'lucide-react';
import type { RouteObject } from 'react-router-dom';
import {
  page,
  placeholder,
  type HomePart,
  type MenuItem,
  type SignedInFeature,
  type TopBarItem,
} from '@/lib/routing';
// The signed-in pages' texts' loaders come with the signed-in app (lib/i18n.ts takes them in).
import '@/lib/signed-in-texts';

/**
 * Every feature's part of the signed-in area: each `features/<name>/feature.tsx` exports its
 * `feature` (its routes, the pages it adds inside another feature's routes, its menu items), found
 * here by name; a new feature needs no line here, nor in the build (docs/conventions.md "Adding a
 * feature").
 */
const features = Object.values(
  import.meta.glob<SignedInFeature>('../features/*/feature.tsx', { eager: true, import: 'feature' }),
);

const both = ['organization', 'dealer'] as const;
const organization = ['organization'] as const;

/**
 * The spec's pages that later issues fill in, with their menu items (spec §2); Home is features/home,
 * Prices features/prices (issue 43).
 */
const appPages: SignedInFeature = {
  routes: [
    { path: 'suppliers', ...placeholder('pages.suppliers') },
    { path: 'inventory', ...placeholder('pages.inventory') },
    { path: 'reports', ...placeholder('pages.reports') },
  ],
  menu: [
    {
      label: 'menu.suppliers',
      path: '/suppliers',
      icon: Truck,
      accounts: organization,
      place: 'main',
      order: 90,
    },
    {
      label: 'menu.inventory',
      path: '/inventory',
      icon: Boxes,
      accounts: organization,
      place: 'main',
      order: 100,
    },
    { label: 'menu.reports', path: '/reports', icon: BarChart3, accounts: both, place: 'main', order: 120 },
  ],
};

/**
 * The routes of `parts`, with the pages each adds inside another's route (`into`, by the route's
 * `id`) put among that route's children. New objects: the features' own are left as they are.
 */
export function composeRoutes(parts: readonly SignedInFeature[]): RouteObject[] {
  const byId = new Map<string, RouteObject>();
  const copy = (routes: readonly RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const copied = {
        ...route,
        ...(route.children ? { children: copy(route.children) } : {}),
      } as RouteObject;
      if (route.id) byId.set(route.id, copied);
      return copied;
    });
  const routes = copy(parts.flatMap((part) => part.routes ?? []));
  let pending = parts.flatMap((part) => Object.entries(part.into ?? {}));
  // A page added inside another feature's page may itself be the target of a third (a dealer's
  // profile, which the dealers feature adds to the organization's route, gets its history).
  while (pending.length > 0) {
    const ready = pending.filter(([id]) => byId.has(id));
    if (ready.length === 0)
      throw new Error(
        `No route has the id ${pending.map(([id]) => `'${id}'`).join(', ')}: check the features' \`into\`.`,
      );
    for (const [id, children] of ready) {
      const target = byId.get(id)!;
      target.children = [...(target.children ?? []), ...copy(children)];
    }
    pending = pending.filter((entry) => !ready.includes(entry));
  }
  return routes;
}

/** The signed-in pages of every feature and the app's own, under the shell (spec §2). */
export const featureRoutes: RouteObject[] = [
  ...composeRoutes([appPages, ...features]),
  { path: '*', ...page(() => import('@/components/layout/not-found-page')) },
];

/** Every feature's menu items and the app's own, which the shell lists (app/layout/menus.ts). */
export const menuItems: readonly MenuItem[] = [appPages, ...features].flatMap((part) => part.menu ?? []);

/** What the features add to the top bar, in their order (app/layout/top-bar-items.ts). */
export const topBarItems: readonly TopBarItem[] = features
  .flatMap((part) => part.topBar ?? [])
  .sort((a, b) => a.order - b.order);

/** What the features add to Home, in their order (lib/home-parts.ts hands them to it). */
export const homeParts: readonly HomePart[] = features
  .flatMap((part) => part.home ?? [])
  .sort((a, b) => a.order - b.order);
