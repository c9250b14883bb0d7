import type { ParseKeys } from 'i18next';
import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
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
