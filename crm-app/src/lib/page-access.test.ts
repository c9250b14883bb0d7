import { describe, expect, it } from 'vitest';
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

  it('opens the organization index to whom one of its tiles opens for', () => {
    expect(mayOpen(makeUser({}, ['roles.read']), 'organization')).toBe(true);
    expect(mayOpen(makeUser({}, ['dealers.read']), 'organization')).toBe(true);
    expect(mayOpen(makeUser({}, ['orders.read']), 'organization')).toBe(false);
    expect(mayOpen(makeUser({ type: 'dealer', dealerId: 7 }, ['dealer.users']), 'organization')).toBe(false);
  });
});
