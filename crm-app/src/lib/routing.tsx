import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, type Params, type RouteObject } from 'react-router-dom';
import type { AccountType, Dashboard, ListKey } from '@doorline/api-client';
import type { LucideIcon } from 'lucide-react';
import { loadNamespaces, type Namespace, type ParseKeys } from './i18n';
import type { GuardedPage } from './page-access';

// What the app's route trees are made of: the helpers both use (the public one in app/router.tsx,
// the signed-in one in app/signed-in-routes.tsx) and what a feature declares of itself in its
// `routes.tsx` (docs/conventions.md "Adding a feature").

/** What a route tells the shell beyond its element. */
export interface RouteHandle {
  /** An index route that redirects: the back button resolves an ancestor through it. */
  redirectTo?: string;
  /**
   * Starts the page's data as soon as the path matches, beside the page's code rather than after
   * it (the query options of the feature's `api/`, so the page then reads the same cache entry);
   * a list reads its page and filters from the search.
   */
  prefetch?: (params: Params, search: URLSearchParams) => unknown;
  /**
   * The list the page shows (issue 40): its `prefetch` waits for the user's settings and gets the
   * search with the page size the user chose for it.
   */
  list?: ListKey;
}

/** An item of the signed-in menus (spec §2 "Navigation menus"), as a feature declares it. */
export interface MenuItem {
  /** Its label, `menu.<key>` of the common texts. */
  label: ParseKeys;
  path: string;
  icon: LucideIcon;
  /** Whose menu shows it. */
  accounts: readonly AccountType[];
  /** The sidebar's list, or its footer. */
  place: 'main' | 'footer';
  /** Its place in the spec's order: the menus list their items by it, lowest first. */
  order: number;
  /** Other sections the item stands for: Dealers for `/organization/dealers`, where `/dealers` leads. */
  sections?: readonly string[];
  /** The guarded page it leads to: shown only to whom may open it (lib/page-access.ts). */
  access?: GuardedPage;
}

/**
 * A piece a feature adds to the signed-in top bar, before the user's name (the notifications' bell).
 * The shell renders it once the current user is loaded and for as long as the shell is there, on
 * every signed-in page: its own code is in every page's first load, so it stays small and loads
 * what it opens (a popover, a list) when it opens.
 */
export interface TopBarItem {
  /** Its React key among the top bar's items. */
  id: string;
  /** Its place in the top bar, lowest first (left to right). */
  order: number;
  Component: ComponentType;
}

/**
 * A part a feature adds to Home (`/`, issue 27; docs/dashboard.md), given Home's answer: the
 * notifications' latest ones for a dealer user. Home renders each in its order, lowest first, inside
 * a Suspense of its own, so its `Component` should load its code on demand (`lazy`): Home's first
 * load is held to a list's budget, and what the part shares with its feature's pages then stays in
 * that feature's chunk.
 */
export interface HomePart {
  id: string;
  order: number;
  /** Whether the answer has anything for it: only then is its code loaded and rendered. */
  shows: (dashboard: Dashboard) => boolean;
  Component: ComponentType<{ dashboard: Dashboard }>;
}

/**
 * A feature's part of the signed-in area, its `feature.tsx` exports it as `feature`, and the app
 * composes them all (app/signed-in-features.tsx): the routes it adds under the shell, the pages it
 * adds inside another feature's route (by that route's `id`: a dealer's users tab, whose page is
 * the organization's, inside the dealers feature's dealer layout), its menu items and what it
 * shows in the top bar.
 */
export interface SignedInFeature {
  routes?: RouteObject[];
  into?: Record<string, RouteObject[]>;
  menu?: MenuItem[];
  topBar?: TopBarItem[];
  home?: HomePart[];
}

export const redirect = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
  handle: { redirectTo: to } satisfies RouteHandle,
});

/** Each page's loader, by its lazy component: the shell starts a matched page's code with it. */
const pageLoaders = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * A route module's page, loaded when the route is first visited (or when the shell starts it, see
 * `preloadPage`), with its texts' namespaces (`locales/<language>/<namespace>.ts`) asked for beside
 * its code rather than after it.
 */
export const page = (load: () => Promise<{ Component: ComponentType }>, ...texts: Namespace[]) => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // A lazy component keeps its failure for good: once the page-load boundary asks again
  // (`retryFailedPages`), a page whose code failed makes a new one, which loads again.
  let current: { Lazy: ComponentType; retry: number; failed: boolean } | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), loadNamespaces(...texts)]).then(
      ([module]) => ({ default: module.Component }),
      (error: unknown) => {
        loading = undefined;
        if (current) current.failed = true;
        throw error;
      },
    ));
  function Page() {
    if (!current || (current.failed && current.retry !== retries))
      current = { Lazy: lazy(start), retry: retries, failed: false };
    const { Lazy } = current;
    return <Lazy />;
  }
  pageLoaders.set(Page, start);
  return { element: <Page /> };
};

/** How many times the page-load boundary has asked the pages whose code failed to load again. */
let retries = 0;

/** Lets every page whose code failed to load try again at its next render (`PageLoadBoundary`). */
export function retryFailedPages() {
  retries += 1;
}

/** Starts loading a route element's page (its code and texts); nothing for another element. */
export function preloadPage(element: ReactNode): void {
  if (isValidElement(element)) void pageLoaders.get(element.type as ComponentType)?.();
}

const PlaceholderPage = lazy(() =>
  import('@/components/layout/placeholder-page').then((module) => ({ default: module.PlaceholderPage })),
);

/** A titled page that a later issue fills in. */
export const placeholder = (title: ParseKeys<'common'>, text?: string) => ({
  element: <PlaceholderPage title={title} text={text} />,
});
