import { describe, expect, it } from 'vitest';
import { menuItems } from '../signed-in-features';
import { menusOf } from '@/lib/menus';
import { activeMenuItem, isActivePath } from './menus';

const menus = { organization: menusOf('organization', menuItems), dealer: menusOf('dealer', menuItems) };

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
      // Issue 43: a dealer reads the catalogue and its prices too (docs/permissions.md "Prices").
      '/prices',
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

  it('mark one item, the one that matches the path most closely', () => {
    const items = [...menus.organization.main, ...menus.organization.footer];
    const active = (pathname: string) => activeMenuItem(items, pathname)?.path;
    expect(active('/organization/dealers/5/profile')).toBe('/dealers');
    expect(active('/organization/dealers')).toBe('/dealers');
    expect(active('/organization/users')).toBe('/organization');
    expect(active('/orders/items')).toBe('/orders');
    expect(active('/')).toBe('/');
    expect(active('/nowhere')).toBeUndefined();
  });
});
