import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * The app's route tree, handed down by the router, so that the shell can find a page's ancestors
 * (the back button) without importing the router that lazy-loads it (no import cycle).
 */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export const useRouteTree = () => useContext(RouteTreeContext);
