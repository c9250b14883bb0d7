import type { ParseKeys } from 'i18next';
import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import type { RouteHandle } from './route-tree';

// The helpers both route trees use (the public one in router.tsx, the signed-in one in
// signed-in-routes.tsx).

export const redirect = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
  handle: { redirectTo: to } satisfies RouteHandle,
});

/**
 * A route module's page, loaded when the route is first visited, with its texts' namespaces
 * (`locales/<language>/<namespace>.ts`) asked for beside its code rather than after it.
 */
export const page = (load: () => Promise<{ Component: ComponentType }>, ...texts: Namespace[]) => {
  const Page = lazy(() =>
    Promise.all([load(), loadNamespaces(...texts)]).then(([module]) => ({ default: module.Component })),
  );
  return { element: <Page /> };
};

const PlaceholderPage = lazy(() =>
  import('@/components/layout/placeholder-page').then((module) => ({ default: module.PlaceholderPage })),
);

/** A titled page that a later issue fills in. */
export const placeholder = (title: ParseKeys<'common'>, text?: string) => ({
  element: <PlaceholderPage title={title} text={text} />,
});
