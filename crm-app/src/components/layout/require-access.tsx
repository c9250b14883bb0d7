import { Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { useMe } from '@/lib/auth';
import { mayOpen, type GuardedPage } from '@/lib/page-access';

/**
 * A page that only some users may open (lib/page-access.ts): anyone else gets the not-found page, as
 * for a path their menu does not have (the server refuses their calls anyway). Loaded with the pages
 * it guards, not with the sign-in page.
 */
export function RequireAccess({ page }: { page: GuardedPage }) {
  const me = useMe();
  // The shell shows nothing until the current user is loaded.
  if (!me.data) return null;
  if (!mayOpen(me.data, page)) return <NotFoundPage />;
  return <Outlet />;
}

/** Routes that only the users `page` lets in may open: a feature's `routes.tsx` wraps them in this. */
export const guarded = (page: GuardedPage, children: RouteObject[]): RouteObject => ({
  element: <RequireAccess page={page} />,
  children,
});
