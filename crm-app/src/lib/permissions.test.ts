import type { CurrentUser } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { accountTypeOf, can } from './permissions';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  name: 'Olivia Hart',
  email: 'admin@doorline.test',
  phone: null,
  image: null,
  type: 'organization',
  status: 'active',
  twoFactorType: 'none',
  dealerId: null,
  dealer: null,
  role: {
    id: 1,
    name: 'Administrator',
    isActive: true,
    permissions: [{ id: 1, name: 'View users', key: 'users.read' }],
  },
  contact: { name: null, email: null, phone: null, mobile: null, fax: null },
  ...overrides,
});

describe('can', () => {
  it('allows what the role holds and nothing else', () => {
    expect(can(user(), 'users.read')).toBe(true);
    expect(can(user(), 'users.invite')).toBe(false);
  });

  it('allows nothing to a user who is not active, has an inactive role, or is not loaded', () => {
    expect(can(user({ status: 'suspended' }), 'users.read')).toBe(false);
    expect(can(user({ role: { id: 1, name: 'x', isActive: false, permissions: [] } }), 'users.read')).toBe(
      false,
    );
    expect(can(undefined, 'users.read')).toBe(false);
  });
});

describe('accountTypeOf', () => {
  it('is organization until a user is loaded', () => {
    expect(accountTypeOf(undefined)).toBe('organization');
    expect(accountTypeOf(user({ type: 'dealer' }))).toBe('dealer');
  });
});
