import { describe, expect, it } from 'vitest';
import { searchGroupsFor } from '@doorline/api-client';
import { makeUser } from '@/testing/users';
import { mayOpen } from './page-access';

describe('mayOpen', () => {
  it('opens the sales pages to either account type with orders.read, and to no one without it', () => {
    expect(mayOpen(makeUser({}, ['orders.read']), 'sales')).toBe(true);
    expect(mayOpen(makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read']), 'sales')).toBe(true);
    expect(mayOpen(makeUser({}, ['users.read']), 'sales')).toBe(false);
    expect(mayOpen(undefined, 'sales')).toBe(false);
  });

  it('keeps the queues to organization users', () => {
    expect(mayOpen(makeUser({}, ['orders.read']), 'queues')).toBe(true);
    expect(mayOpen(makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read']), 'queues')).toBe(false);
  });

  it('opens the customer directory to either account type with customers.read (issue 42)', () => {
    expect(mayOpen(makeUser({}, ['customers.read']), 'customers')).toBe(true);
    expect(mayOpen(makeUser({ type: 'dealer', dealerId: 7 }, ['customers.read']), 'customers')).toBe(true);
    expect(mayOpen(makeUser({}, ['orders.read', 'customers.write']), 'customers')).toBe(false);
  });

  it('opens the prices to either account type with prices.read (issue 43)', () => {
    expect(mayOpen(makeUser({}, ['prices.read']), 'prices')).toBe(true);
    expect(mayOpen(makeUser({ type: 'dealer', dealerId: 7 }, ['prices.read']), 'prices')).toBe(true);
    expect(mayOpen(makeUser({}, ['orders.read']), 'prices')).toBe(false);
  });

  it('opens the organization index to whom one of its tiles opens for', () => {
    expect(mayOpen(makeUser({}, ['roles.read']), 'organization')).toBe(true);
    expect(mayOpen(makeUser({}, ['dealers.read']), 'organization')).toBe(true);
    expect(mayOpen(makeUser({}, ['orders.read']), 'organization')).toBe(false);
    expect(mayOpen(makeUser({ type: 'dealer', dealerId: 7 }, ['dealer.users']), 'organization')).toBe(false);
  });
});

describe("the search box's groups (the contract's searchAccess)", () => {
  /** Every set of the permissions that decide them, for both account types. */
  const keys = [
    'orders.read',
    'dealers.read',
    'users.read',
    'dealer.users',
    'dealer.profile',
    'customers.read',
  ] as const;
  const users = (['organization', 'dealer'] as const).flatMap((type) =>
    Array.from({ length: 2 ** keys.length }, (_, mask) =>
      makeUser(
        { type, dealerId: type === 'dealer' ? 7 : null },
        keys.filter((_, bit) => mask & (1 << bit)),
      ),
    ),
  );

  it('go to exactly whom may open the pages their results lead to', () => {
    for (const user of users) {
      const groups = searchGroupsFor({
        type: user.type,
        has: (key) => user.role?.permissions.some((permission) => permission.key === key) ?? false,
      });
      const keysOf = `${user.type} ${user.role?.permissions.map((p) => p.key).join(',') ?? ''}`;
      expect(groups.includes('records'), keysOf).toBe(mayOpen(user, 'sales'));
      expect(groups.includes('customers'), keysOf).toBe(mayOpen(user, 'customers'));
      expect(groups.includes('dealers'), keysOf).toBe(mayOpen(user, 'dealers'));
      expect(groups.includes('users'), keysOf).toBe(mayOpen(user, 'users') || mayOpen(user, 'dealerUsers'));
    }
  });
});
