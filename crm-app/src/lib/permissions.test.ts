import type { CurrentUser } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { accountTypeOf, can } from './permissions';

// A user whose role may view users.
const user = (overrides: Partial<CurrentUser> = {}) => makeUser(overrides, ['users.read']);

describe('can', () => {
  it('allows what the role holds and nothing else', () => {
    expect(can(user(), 'users.read')).toBe(true);
    expect(can(user(), 'users.invite')).toBe(false);
  });

  it('allows nothing to a user who is not active, has an inactive role, or is not loaded', () => {
    expect(can(user({ status: 'suspended' }), 'users.read')).toBe(false);
    expect(
      can(
        user({ role: { id: 1, key: 'custom_organization_x', name: 'x', isActive: false, permissions: [] } }),
        'users.read',
      ),
    ).toBe(false);
    expect(can(undefined, 'users.read')).toBe(false);
  });
});

describe('accountTypeOf', () => {
  it('is organization until a user is loaded', () => {
    expect(accountTypeOf(undefined)).toBe('organization');
    expect(accountTypeOf(user({ type: 'dealer' }))).toBe('dealer');
  });
});
