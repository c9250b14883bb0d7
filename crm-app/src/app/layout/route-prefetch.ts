import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { useRouteTree, type RouteHandle } from '../route-tree';

// Apart from route-tree.ts, which the router (and so the login page) carries: only the shell needs this.

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
