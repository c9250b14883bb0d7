import { createContext, useContext } from 'react';
import type { Params, RouteObject } from 'react-router-dom';

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
}

/**
 * The app's route tree, handed down by the router, so that the shell can find a page's ancestors
 * (the back button) without importing the router that lazy-loads it (no import cycle).
 */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export const useRouteTree = () => useContext(RouteTreeContext);
