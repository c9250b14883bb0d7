import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { signedInRoutes as routes } from '../signed-in-routes';
import { page, type RouteHandle } from '@/lib/routing';
import { prefetchRoute } from './route-prefetch';

describe('prefetchRoute', () => {
  it('runs the prefetch of every matched route with its parameters', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const tree: RouteObject[] = [
      {
        path: 'quotes',
        children: [
          { index: true },
          {
            path: ':id',
            handle: { prefetch: outer } satisfies RouteHandle,
            children: [{ path: 'items', handle: { prefetch: inner } satisfies RouteHandle }],
          },
        ],
      },
    ];
    prefetchRoute(tree, '/quotes/12/items', '?tab=1');
    expect(outer).toHaveBeenCalledWith({ id: '12' }, new URLSearchParams('tab=1'));
    expect(inner).toHaveBeenCalledWith({ id: '12' }, new URLSearchParams('tab=1'));

    outer.mockClear();
    prefetchRoute(tree, '/quotes');
    prefetchRoute(tree, '/nowhere');
    expect(outer).not.toHaveBeenCalled();
  });

  it('starts the code of every matched page, once, before the page renders', async () => {
    const Component = () => null;
    const layout = vi.fn(() => Promise.resolve({ Component }));
    const details = vi.fn(() => Promise.resolve({ Component }));
    const items = vi.fn(() => Promise.resolve({ Component }));
    const tree: RouteObject[] = [
      {
        path: 'quotes/:id',
        ...page(layout),
        children: [
          { path: 'details', ...page(details) },
          { path: 'items', ...page(items) },
        ],
      },
    ];
    prefetchRoute(tree, '/quotes/12/details');
    prefetchRoute(tree, '/quotes/12/details');
    await Promise.resolve();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(details).toHaveBeenCalledTimes(1);
    expect(items).not.toHaveBeenCalled();
  });

  it('is declared on the app routes of a quote and an order, once each', () => {
    for (const path of ['/quotes/12/details', '/orders/7/sub-orders']) {
      const prefetches = (matchRoutes(routes, path) ?? []).filter(
        (match) => (match.route.handle as RouteHandle | undefined)?.prefetch,
      );
      expect(
        prefetches.map((match) => match.params.id),
        path,
      ).toEqual([path.split('/')[2]]);
    }
    // A list's prefetch is the list's own (its rows), not a record's.
    for (const path of ['/quotes', '/pre-orders', '/orders']) {
      const prefetches = (matchRoutes(routes, path) ?? []).filter(
        (match) => (match.route.handle as RouteHandle | undefined)?.prefetch,
      );
      expect(
        prefetches.map((match) => match.route.index ?? match.route.path),
        path,
      ).toEqual([path === '/pre-orders' ? 'pre-orders' : true]);
    }
    // The users and dealers lists start their rows too; a dealer company's Users tab its dealer and
    // its users.
    for (const [path, matched] of [
      ['/organization/users', [true]],
      ['/organization/users/invite', ['invite']],
      ['/dealer/users', [true]],
      ['/organization/dealers', [true]],
      ['/organization/dealers/5/users', [':id', true]],
    ] as const) {
      const prefetches = (matchRoutes(routes, path) ?? []).filter(
        (match) => (match.route.handle as RouteHandle | undefined)?.prefetch,
      );
      expect(
        prefetches.map((match) => match.route.index ?? match.route.path),
        path,
      ).toEqual(matched);
    }
  });
});
