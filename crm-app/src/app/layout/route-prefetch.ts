import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preloadPage, type RouteHandle } from '@/lib/routing';
import { useRouteTree } from '../route-tree';

// Apart from route-tree.ts, which the router (and so the login page) carries: only the shell needs this.

/**
 * Starts the code of every route the path matches (with its texts) and runs its `prefetch` (its
 * data), outermost first.
 */
export function prefetchRoute(routes: RouteObject[], pathname: string, search = ''): void {
  const params = new URLSearchParams(search);
  for (const match of matchRoutes(routes, pathname) ?? []) {
    preloadPage(match.route.element);
    (match.route.handle as RouteHandle | undefined)?.prefetch?.(match.params, params);
  }
}

/**
 * Starts the code and the data of each page the shell shows, from the shell's first render on: on
 * a signed-in visit, beside the current user's request rather than after it (the shell shows the
 * page only once it knows the user).
 */
export function useRoutePrefetch(pathname: string, search: string): void {
  const routes = useRouteTree();
  useEffect(() => prefetchRoute(routes, pathname, search), [routes, pathname, search]);
}
