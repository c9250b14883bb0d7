import { createContext, useContext, useEffect } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route tells the shell beyond its element. */
export interface RouteHandle {
  /** An index route that redirects: the back button resolves an ancestor through it. */
  redirectTo?: string;
  /**
   * Starts the page's data as soon as the path matches, beside the page's code rather than after
   * it (the query options of the feature's `api/`, so the page then reads the same cache entry).
   */
  prefetch?: (params: Params) => unknown;
}

/**
 * The app's route tree, handed down by the router, so that the shell can find a page's ancestors
 * (the back button) without importing the router that lazy-loads it (no import cycle).
 */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export const useRouteTree = () => useContext(RouteTreeContext);

/** Runs the `prefetch` of every route the path matches, outermost first. */
export function prefetchRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.prefetch?.(match.params);
  }
}

/** Prefetches the data of each page the shell shows, from the first render on. */
export function useRoutePrefetch(pathname: string): void {
  const routes = useRouteTree();
  useEffect(() => prefetchRoute(routes, pathname), [routes, pathname]);
}
