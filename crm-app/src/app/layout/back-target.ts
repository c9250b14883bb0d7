import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/lib/routing';

/**
 * Where the page header's back button leads: the nearest ancestor route, through its default
 * child where it has one, skipping ancestors that would land on this very page. None on `/`.
 */
export function backTarget(routes: RouteObject[], pathname: string): string | null {
  const current = pathname.replace(/\/+$/, '') || '/';
  if (current === '/') return null;
  const segments = current.split('/').filter(Boolean);
  while (segments.length > 0) {
    segments.pop();
    const candidate = `/${segments.join('/')}`;
    const matches = matchRoutes(routes, candidate);
    const deepest = matches?.[matches.length - 1];
    if (!deepest || deepest.route.path === '*') continue;
    const redirectTo = (deepest.route.handle as RouteHandle | undefined)?.redirectTo;
    const target = redirectTo ? `${candidate === '/' ? '' : candidate}/${redirectTo}` : candidate;
    if (target !== current) return target;
  }
  return '/';
}
