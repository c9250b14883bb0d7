import { describe, expect, it } from 'vitest';
import { signedInRoutes as routes } from '../signed-in-routes';
import { backTarget } from './back-target';

describe('backTarget', () => {
  it('is hidden on the home page', () => {
    expect(backTarget(routes, '/')).toBeNull();
  });

  it('goes to the parent list', () => {
    expect(backTarget(routes, '/quotes')).toBe('/');
    expect(backTarget(routes, '/orders/items')).toBe('/orders');
  });

  it('skips an ancestor that redirects back to the current page', () => {
    expect(backTarget(routes, '/quotes/12/details')).toBe('/quotes');
    expect(backTarget(routes, '/organization/dealers/5/profile')).toBe('/organization/dealers');
  });

  it('resolves an ancestor through its default child', () => {
    expect(backTarget(routes, '/quotes/12/items')).toBe('/quotes/12/details');
    expect(backTarget(routes, '/organization/dealers/5/users')).toBe('/organization/dealers/5/profile');
    expect(backTarget(routes, '/me/security')).toBe('/me/profile');
  });

  it('walks past segments that are no route', () => {
    expect(backTarget(routes, '/organization/dealers/5/users/9')).toBe('/organization/dealers/5/users');
    expect(backTarget(routes, '/system')).toBe('/');
  });
});
