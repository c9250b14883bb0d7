import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { listSettingsQueryOptions, prefetchWithSettings } from '@/lib/list-settings';
import { queryClient } from '@/lib/query-client';
import { preloadPage, type RouteHandle } from '@/lib/routing';
import { useRouteTree } from '../route-tree';

// Apart from route-tree.ts, which the router (and so the login page) carries: only the shell needs this.

/**
 * Starts the code of every route the path matches (with its texts) and runs its `prefetch` (its
 * data), outermost first.
 */
export function prefetchRoute(routes: RouteObject[], pathname: string, search = ''): void {
  const params = new URLSearchParams(search);
  // The lists' page sizes and columns (issue 40), beside the current user: every list reads them.
  void queryClient.prefetchQuery(listSettingsQueryOptions());
  for (const match of matchRoutes(routes, pathname) ?? []) {
    preloadPage(match.route.element);
    const handle = match.route.handle as RouteHandle | undefined;
    const prefetch = handle?.prefetch;
    if (!prefetch) continue;
    if (handle.list)
      void prefetchWithSettings(handle.list, params, (search) => prefetch(match.params, search));
    else prefetch(match.params, params);
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
