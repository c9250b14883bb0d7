import { describe, expect, it } from 'vitest';
import { isActivePath, menus } from './menus';

describe('menus', () => {
  it('give the organization and the dealer their own items (spec §2)', () => {
    expect(menus.organization.main.map((i) => i.path)).toEqual([
      '/',
      '/quotes',
      '/pre-orders',
      '/orders',
      '/production',
      '/warehouse',
      '/hold',
      '/customers',
      '/dealers',
      '/suppliers',
      '/inventory',
      '/prices',
      '/reports',
    ]);
    expect(menus.organization.footer.map((i) => i.path)).toEqual(['/organization']);
    expect(menus.dealer.main.map((i) => i.path)).toEqual([
      '/',
      '/quotes',
      '/pre-orders',
      '/orders',
      '/hold',
      '/customers',
      '/reports',
    ]);
    expect(menus.dealer.footer.map((i) => i.path)).toEqual(['/dealer']);
  });

  it('mark an item active when the path starts with its path', () => {
    expect(isActivePath('/orders', '/orders')).toBe(true);
    expect(isActivePath('/orders', '/orders/items')).toBe(true);
    expect(isActivePath('/orders', '/orders-archive')).toBe(false);
    expect(isActivePath('/dealer', '/dealers')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/quotes')).toBe(false);
  });
});
