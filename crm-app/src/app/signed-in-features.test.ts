import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { composeRoutes, featureRoutes } from './signed-in-features';

const paths = (routes: RouteObject[] | undefined): unknown =>
  routes?.map((route) => (route.children ? { [route.path ?? '']: paths(route.children) } : route.path));

describe('composeRoutes', () => {
  it("puts a feature's pages inside another feature's route by its id, through chains", () => {
    const owner = { routes: [{ path: 'a', id: 'a', children: [{ path: 'own' }] }] };
    const guest = { into: { a: [{ path: 'b', id: 'b' }] } };
    const third = { into: { b: [{ path: 'c' }] } };
    // The order of the features does not matter: `c` waits for `b`, which waits for `a`.
    expect(paths(composeRoutes([third, guest, owner]))).toEqual([{ a: ['own', { b: ['c'] }] }]);
    // The features' own objects are left as they were.
    expect(owner.routes[0]!.children).toHaveLength(1);
    expect(guest.into.a[0]).not.toHaveProperty('children');
  });

  it('names the id that no route has', () => {
    expect(() => composeRoutes([{ into: { nowhere: [{ path: 'x' }] } }])).toThrow(/'nowhere'/);
  });

  it("gives the app's pages from every feature, joined where one feature's page holds another's", () => {
    const deepest = (pathname: string) => {
      const matches = matchRoutes(featureRoutes, pathname) ?? [];
      return matches.map((match) => match.route.path ?? (match.route.index ? '(index)' : '(layout)'));
    };
    // The dealers feature's dealer layout holds the organization's users tab and a user's page.
    expect(deepest('/organization/dealers/5/users/7')).toEqual([
      'organization',
      '(layout)',
      'dealers',
      ':id',
      'users',
      '(layout)',
      ':userId',
    ]);
    // A dealer's profile holds the organization's history of it, in both areas.
    expect(deepest('/organization/dealers/5/profile').at(-1)).toBe('(index)');
    expect(deepest('/dealer/profile').at(-1)).toBe('(index)');
    // A customer's page holds the organization's history of it (issue 42).
    expect(deepest('/customers/4')).toEqual(['(layout)', 'customers', ':id', '(index)']);
    expect(deepest('/quotes/3/comments').at(-1)).toBe('comments');
    expect(deepest('/nowhere/at/all')).toEqual(['*']);
  });
});
