import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Handle of an index route that redirects: the back button resolves an ancestor through it. */
export interface RouteHandle {
  redirectTo?: string;
}

/**
 * The app's route tree, handed down by the router, so that the shell can find a page's ancestors
 * (the back button) without importing the router that lazy-loads it (no import cycle).
 */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export const useRouteTree = () => useContext(RouteTreeContext);
