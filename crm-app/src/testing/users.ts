import type { CurrentUser } from '@doorline/api-client';

type Permission = NonNullable<CurrentUser['role']>['permissions'][number];

/**
 * A signed-in user as `GET /auth/get-me` answers: an active organization user without a role
 * unless told otherwise. `permissions` gives the user a role holding those permission keys.
 */
export function makeUser(
  overrides: Partial<CurrentUser> = {},
  permissions: readonly string[] = [],
): CurrentUser {
  const role =
    permissions.length > 0
      ? {
          id: 1,
          key: 'custom_organization_test_role',
          name: 'Test role',
          isActive: true,
          permissions: permissions.map((key, index): Permission => ({ id: index + 1, name: key, key })),
        }
      : null;
  return {
    id: 1,
    name: 'Olena Demo',
    email: 'olena@example.com',
    phone: null,
    image: null,
    type: 'organization',
    status: 'active',
    twoFactorType: 'none',
    dealerId: null,
    dealer: null,
    role,
    contact: { name: 'Front desk', email: null, phone: null, mobile: null, fax: null },
    ...overrides,
  };
}
