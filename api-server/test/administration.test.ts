// The organization area's API (issue 10; docs/permissions.md): the users list and a user's page with
// their scoping, role and status changes with the lock-out guard, roles and permissions, the audit trail.
import { HttpError } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleIdByKey } from '../src/db/queries/users.js';
import { createUser } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedIn, signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
const role: Record<string, number> = {};
/** Signs a fixture user in and returns their client with their id and dealer. */
const person = (options?: Parameters<typeof signedInUser>[1]) => signedInUser(server, options);
type Person = SignedInUser;

let admin: Person;
let salesManager: Person;
let production: Person;
let dealerAdmin: Person;
let dealerSalesman: Person;
let otherDealerAdmin: Person;

beforeAll(async () => {
  server = await startTestServer();
  for (const key of [
    'administrator',
    'sales_manager',
    'production_manager',
    'dealer_admin',
    'dealer_salesman',
  ])
    role[key] = (await findRoleIdByKey(server.db, key))!;
  admin = await person();
  salesManager = await person({ roleKey: 'sales_manager' });
  production = await person({ roleKey: 'production_manager' });
  dealerAdmin = await person({ dealer: true });
  otherDealerAdmin = await person({ dealer: true });
  dealerSalesman = await person({ roleKey: 'dealer_salesman', dealerId: dealerAdmin.dealerId! });
});
afterAll(async () => {
  await server?.close();
});

const message = (error: HttpError) => error.message;
const fieldOf = (error: HttpError) => error.error.map((e) => e.path);

describe('GET /users', () => {
  it('gives organization users with users.read everyone, with role, permissions, dealer and the count', async () => {
    const all = await admin.api.listUsers({ query: { limit: 100 } });
    expect(all.pagination).toMatchObject({ page: 1, limit: 100, count: all.data.length });
    const ids = all.data.map((u) => u.id);
    for (const p of [admin, salesManager, dealerAdmin, otherDealerAdmin, dealerSalesman])
      expect(ids).toContain(p.id);
    const row = all.data.find((u) => u.id === dealerAdmin.id)!;
    expect(row).toMatchObject({ type: 'dealer', status: 'active', dealer: { id: dealerAdmin.dealerId } });
    expect(row.role).toMatchObject({ id: role.dealer_admin, name: 'Dealer admin', isActive: true });
    expect(row.role!.permissions.map((p) => p.key)).toContain('dealer.users');
    // Newest first.
    const created = all.data.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await salesManager.api.listUsers({ query: {} })).pagination.count).toBe(all.pagination.count);
  });

  it('filters by type, status, dealer and search, and pages with the total count', async () => {
    const dealers = await admin.api.listUsers({ query: { type: 'dealer', limit: 100 } });
    expect(dealers.data.every((u) => u.type === 'dealer')).toBe(true);
    const ofDealer = await admin.api.listUsers({ query: { dealerId: dealerAdmin.dealerId!, limit: 100 } });
    expect(ofDealer.data.map((u) => u.id).sort()).toEqual([dealerAdmin.id, dealerSalesman.id].sort());
    const ofRole = await admin.api.listUsers({ query: { roleId: role.dealer_salesman!, limit: 100 } });
    expect(ofRole.data.map((u) => u.id)).toContain(dealerSalesman.id);
    expect(ofRole.data.every((u) => u.roleId === role.dealer_salesman)).toBe(true);
    expect(
      (await admin.api.listUsers({ query: { roleId: role.dealer_salesman!, limit: 1 } })).pagination.count,
    ).toBe(ofRole.data.length);
    const found = await admin.api.listUsers({ query: { search: dealerSalesman.email.slice(0, 12) } });
    expect(found.data.map((u) => u.id)).toContain(dealerSalesman.id);
    const byName = await admin.api.listUsers({ query: { search: 'no such person 1234' } });
    expect(byName).toMatchObject({ data: [], pagination: { count: 0 } });
    // A literal % matches a % only.
    expect((await admin.api.listUsers({ query: { search: '%' } })).data).toEqual([]);
    const invited = await admin.api.listUsers({ query: { status: 'invited' } });
    expect(invited.data.every((u) => u.status === 'invited')).toBe(true);
    const page1 = await admin.api.listUsers({ query: { limit: 2, page: 1 } });
    const page2 = await admin.api.listUsers({ query: { limit: 2, page: 2 } });
    expect(page1.data).toHaveLength(2);
    expect(page2.pagination.count).toBe(page1.pagination.count);
    expect(page2.data[0]!.id).not.toBe(page1.data[0]!.id);
  });

  it('counts from the kept counters exactly what a full listing holds, after inserts and status changes', async () => {
    const user = await person({ roleKey: 'production_manager' });
    await admin.api.changeUserStatus({ params: { id: user.id }, body: { status: 'suspended' } });
    const filters = [
      {},
      { type: 'dealer' as const },
      { type: 'organization' as const, status: 'active' as const },
      { status: 'suspended' as const },
      { dealerId: dealerAdmin.dealerId! },
    ];
    for (const filter of filters) {
      // A full first page of one row takes the count from the counters; a page of 100 counts its rows.
      const counted = await admin.api.listUsers({ query: { ...filter, limit: 1 } });
      const listed = await admin.api.listUsers({ query: { ...filter, limit: 100 } });
      expect(listed.data.length).toBeLessThan(100);
      expect(counted.pagination.count, JSON.stringify(filter)).toBe(listed.data.length);
    }
    expect((await dealerAdmin.api.listUsers({ query: { limit: 1 } })).pagination.count).toBe(2);
  });

  it('gives a dealer user with dealer.users only their own dealer, whatever they ask for', async () => {
    const own = await dealerAdmin.api.listUsers({ query: { limit: 100 } });
    expect(own.data.map((u) => u.id).sort()).toEqual([dealerAdmin.id, dealerSalesman.id].sort());
    const other = await dealerAdmin.api.listUsers({ query: { dealerId: otherDealerAdmin.dealerId! } });
    expect(other).toMatchObject({ data: [], pagination: { count: 0 } });
    expect((await dealerAdmin.api.listUsers({ query: { type: 'organization' } })).data).toEqual([]);
  });

  it('answers each request with its own values from the statement its list shape reuses', async () => {
    // The same shapes one after the other with other values (db/queries/rows.ts `reusedStatement`).
    const ids = (list: { data: Array<{ id: number }> }) => list.data.map((u) => u.id).sort();
    const dealers = [
      [dealerAdmin, [dealerAdmin.id, dealerSalesman.id]],
      [otherDealerAdmin, [otherDealerAdmin.id]],
    ] as const;
    for (const [reader, expected] of [...dealers, ...dealers]) {
      const own = await reader.api.listUsers({ query: { limit: 100 } });
      expect(ids(own)).toEqual([...expected].sort());
      // A full page takes its count from the counters, with the reader's dealer.
      expect((await reader.api.listUsers({ query: { limit: 1 } })).pagination.count).toBe(expected.length);
      const ofDealer = await admin.api.listUsers({ query: { dealerId: reader.dealerId!, limit: 1 } });
      expect(ofDealer.pagination.count).toBe(expected.length);
    }
    for (const person of [dealerSalesman, otherDealerAdmin, dealerSalesman]) {
      const found = await admin.api.listUsers({ query: { search: person.email } });
      expect(ids(found)).toEqual([person.id]);
      expect(found.pagination.count).toBe(1);
    }
    for (const key of ['dealer_salesman', 'production_manager', 'dealer_salesman']) {
      const ofRole = await admin.api.listUsers({ query: { roleId: role[key]!, limit: 100 } });
      expect(ofRole.data.length).toBeGreaterThan(0);
      expect(ofRole.data.every((u) => u.roleId === role[key])).toBe(true);
    }
    for (const status of ['active', 'invited', 'active'] as const) {
      const listed = await admin.api.listUsers({ query: { status, limit: 100 } });
      expect(listed.data.every((u) => u.status === status)).toBe(true);
    }
    // A page past the end counts on its own.
    const past = await admin.api.listUsers({ query: { dealerId: dealerAdmin.dealerId!, limit: 1, page: 5 } });
    expect(past).toMatchObject({ data: [], pagination: { count: 2 } });
    for (const person of [dealerAdmin, production, dealerAdmin])
      expect((await admin.api.getUser({ params: { id: person.id } })).data).toMatchObject({
        id: person.id,
        email: person.email,
      });
    for (const type of [undefined, 'organization', 'dealer', undefined, 'organization'] as const) {
      const roles = await admin.api.listRoles({ query: { type, limit: 100 } });
      const types = new Set(roles.data.map((r) => r.type));
      expect([...types].sort()).toEqual(type ? [type] : ['dealer', 'organization']);
      expect(roles.pagination.count).toBe(roles.data.length);
      const past = await admin.api.listRoles({ query: { type, limit: 1, page: 100 } });
      expect(past).toMatchObject({ data: [], pagination: { count: roles.data.length } });
    }
  });

  it('refuses users without the permission (403) and bad filters (400 naming the field)', async () => {
    const refused = await failure(production.api.listUsers({ query: {} }), 403);
    expect(message(refused)).toBe('You do not have the "users.read" permission');
    // The code and values a client words it with in its own language (contract/messages.ts).
    expect([refused.code, refused.params]).toEqual(['permissionMissing', { permission: 'users.read' }]);
    expect(message(await failure(dealerSalesman.api.listUsers({ query: {} }), 403))).toBe(
      'You do not have the "dealer.users" permission',
    );
    for (const query of [
      { status: 'gone' },
      { type: 'robot' },
      { limit: 1000 },
      { dealerId: -1 },
      { page: 0 },
    ])
      expect(fieldOf(await failure(admin.api.listUsers({ query: query as never }), 400))).toEqual([
        Object.keys(query)[0],
      ]);
  });
});

describe('GET /users/{id} and /users/{id}/permissions', () => {
  it('opens any user for the organization and only own-dealer users for a dealer (others 404)', async () => {
    expect((await admin.api.getUser({ params: { id: dealerSalesman.id } })).data).toMatchObject({
      id: dealerSalesman.id,
      email: dealerSalesman.email,
      dealer: { id: dealerAdmin.dealerId },
      contact: { name: null, email: null, phone: null, mobile: null, fax: null },
    });
    expect((await dealerAdmin.api.getUser({ params: { id: dealerSalesman.id } })).data.id).toBe(
      dealerSalesman.id,
    );
    const hidden = await failure(dealerAdmin.api.getUser({ params: { id: otherDealerAdmin.id } }), 404);
    const missing = await failure(dealerAdmin.api.getUser({ params: { id: 999_999 } }), 404);
    expect(message(hidden)).toBe(message(missing));
    await failure(dealerAdmin.api.getUser({ params: { id: admin.id } }), 404);
    await failure(admin.api.getUser({ params: { id: 999_999 } }), 404);
    expect(fieldOf(await failure(admin.api.getUser({ params: { id: 'x' as never } }), 400))).toEqual(['id']);
  });

  it("lists what the user holds: their role's permissions", async () => {
    const held = await admin.api.userPermissions({ params: { id: salesManager.id } });
    expect(held.data.map((p) => p.key).sort()).toEqual(
      [
        'customers.import',
        'customers.merge',
        'customers.read',
        'customers.write',
        'dealers.read',
        'orders.approve',
        'orders.read',
        'orders.write',
        'prices.read',
        'users.read',
      ].sort(),
    );
    await failure(dealerAdmin.api.userPermissions({ params: { id: otherDealerAdmin.id } }), 404);
  });
});

describe('PATCH /users (the other definition of PATCH /users/me)', () => {
  it('changes the signed-in user only', async () => {
    const answer = await production.api.updateUser({ body: { name: 'Renamed Production' } });
    expect(answer.data).toMatchObject({ id: production.id, name: 'Renamed Production' });
    expect(fieldOf(await failure(production.api.updateUser({ body: { name: 'x' } }), 400))).toEqual(['name']);
  });
});

describe('POST /users/invite (type in the body)', () => {
  /** `by` invites a new user at `<mailbox>.<pid>@example.test`. */
  const invite = (
    by: Person,
    mailbox: string,
    body: { type: 'organization' | 'dealer'; name: string; phone: string; roleId: number },
  ) => by.api.inviteUser({ body: { ...body, email: `${mailbox}.${process.pid}@example.test` } });

  it('invites into the organization or a dealer with the spec message', async () => {
    const org = await invite(admin, 'olga', {
      type: 'organization',
      name: 'Olga Invited',
      phone: '+380501112233',
      roleId: role.sales_manager!,
    });
    expect(org.message).toBe('Invite user to organization successful!');
    expect(org.data).toMatchObject({ type: 'organization', status: 'invited' });
    const dealer = await invite(dealerAdmin, 'dmytro', {
      type: 'dealer',
      name: 'Dmytro Invited',
      phone: '+380501112234',
      roleId: role.dealer_salesman!,
    });
    expect(dealer.message).toBe('Invite user to dealer successful!');
    expect(dealer.data.dealerId).toBe(dealerAdmin.dealerId);
    const wrongRole = await failure(
      invite(admin, 'wrong', {
        type: 'organization',
        name: 'Wrong Role',
        phone: '+380501112235',
        roleId: role.dealer_admin!,
      }),
      400,
    );
    expect(fieldOf(wrongRole)).toEqual(['roleId']);
    await failure(
      invite(dealerAdmin, 'not', {
        type: 'organization',
        name: 'Not Allowed',
        phone: '+380501112236',
        roleId: role.sales_manager!,
      }),
      403,
    );
    const trail = await admin.api.userAudit({ params: { id: org.data.id } });
    expect(trail.data.map((e) => e.action)).toEqual(['user.invited']);
    expect(trail.data[0]!.actor).toMatchObject({ id: admin.id });
  });
});

describe('PATCH /users/{userId}/role/{roleId}', () => {
  it("gives an active role of the user's type, effective on the user's next request", async () => {
    const user = await person({ roleKey: 'sales_manager' });
    expect((await user.api.listUsers({ query: {} })).data.length).toBeGreaterThan(0);
    const answer = await admin.api.changeUserRole({
      params: { userId: user.id, roleId: role.production_manager! },
    });
    expect(answer.message).toBe('Update user role successful!');
    expect(answer.data.role).toMatchObject({
      id: role.production_manager,
      key: 'production_manager',
      name: 'Production manager',
    });
    // Same access token, next request: the new role's permissions.
    await failure(user.api.listUsers({ query: {} }), 403);
    const [event] = (await admin.api.userAudit({ params: { id: user.id } })).data;
    expect(event).toMatchObject({
      action: 'user.role_changed',
      actor: { id: admin.id },
      before: { roleId: role.sales_manager, role: 'Sales manager', roleKey: 'sales_manager' },
      after: { roleId: role.production_manager, role: 'Production manager', roleKey: 'production_manager' },
    });
  });

  it('refuses a role of the other type or an inactive one (400 roleId), own role (403), no users.manage (403)', async () => {
    expect(
      fieldOf(
        await failure(
          admin.api.changeUserRole({ params: { userId: salesManager.id, roleId: role.dealer_admin! } }),
          400,
        ),
      ),
    ).toEqual(['roleId']);
    expect(
      fieldOf(
        await failure(
          admin.api.changeUserRole({ params: { userId: salesManager.id, roleId: 999_999 } }),
          400,
        ),
      ),
    ).toEqual(['roleId']);
    expect(
      message(
        await failure(
          admin.api.changeUserRole({ params: { userId: admin.id, roleId: role.sales_manager! } }),
          403,
        ),
      ),
    ).toBe('You cannot change your own role.');
    await failure(
      salesManager.api.changeUserRole({ params: { userId: production.id, roleId: role.sales_manager! } }),
      403,
    );
    await failure(
      dealerAdmin.api.changeUserRole({ params: { userId: dealerSalesman.id, roleId: role.dealer_admin! } }),
      403,
    );
    await failure(
      admin.api.changeUserRole({ params: { userId: 999_999, roleId: role.sales_manager! } }),
      404,
    );
  });

  it('ends concurrent changes of one user in one consistent state', async () => {
    const user = await person({ roleKey: 'sales_manager' });
    const targets = [
      role.production_manager!,
      role.administrator!,
      role.sales_manager!,
      role.production_manager!,
    ];
    const answers = await Promise.all(
      targets.map((r) => admin.api.changeUserRole({ params: { userId: user.id, roleId: r } })),
    );
    expect(answers).toHaveLength(targets.length);
    const final = (await admin.api.getUser({ params: { id: user.id } })).data.roleId;
    const trail = (
      await admin.api.userAudit({ params: { id: user.id }, query: { limit: 100 } })
    ).data.reverse();
    // Each change starts where the previous one ended, and the last one is the user's role now.
    let current: unknown = role.sales_manager;
    for (const event of trail) {
      expect(event.before?.roleId).toBe(current);
      current = event.after?.roleId;
    }
    expect(current).toBe(final);
  });
});

describe('PATCH /users/{id}/status', () => {
  it('suspends a user: their open session ends at once; reactivating lets them sign in again', async () => {
    const user = await person({ roleKey: 'sales_manager' });
    await user.api.listUsers({ query: {} });
    const answer = await admin.api.changeUserStatus({
      params: { id: user.id },
      body: { status: 'suspended' },
    });
    expect(answer.data.status).toBe('suspended');
    // The very next call fails and the refresh fails too, which signs the client out.
    await expect(user.api.listUsers({ query: {} })).rejects.toBeInstanceOf(HttpError);
    expect(user.tokens.getRefreshToken()).toBeNull();
    await failure(signedIn(server, user.email, user.password), 403);
    expect((await admin.api.userPermissions({ params: { id: user.id } })).data).toEqual([]);
    await admin.api.changeUserStatus({ params: { id: user.id }, body: { status: 'active' } });
    const again = await signedIn(server, user.email, user.password);
    expect((await again.api.listUsers({ query: {} })).data.length).toBeGreaterThan(0);
    const actions = (await admin.api.userAudit({ params: { id: user.id } })).data.map((e) => [
      e.before?.status,
      e.after?.status,
    ]);
    expect(actions).toEqual([
      ['suspended', 'active'],
      ['active', 'suspended'],
    ]);
  });

  it('blocks and deactivates with the account state named at sign-in', async () => {
    const user = await person({ roleKey: 'production_manager' });
    await admin.api.changeUserStatus({ params: { id: user.id }, body: { status: 'inactive' } });
    expect(message(await failure(signedIn(server, user.email, user.password), 403))).toBe(
      'Your account is deactivated. Contact your administrator.',
    );
    await admin.api.changeUserStatus({ params: { id: user.id }, body: { status: 'blocked' } });
    expect(message(await failure(signedIn(server, user.email, user.password), 403))).toBe(
      'Your account is blocked. Contact your administrator.',
    );
  });

  it('refuses own status (403), invited users (409), a bad status (400) and callers without users.manage', async () => {
    expect(
      message(
        await failure(
          admin.api.changeUserStatus({ params: { id: admin.id }, body: { status: 'suspended' } }),
          403,
        ),
      ),
    ).toBe('You cannot change your own status.');
    const invited = await createUser(server.db, { status: 'invited', roleKey: 'sales_manager' });
    await failure(
      admin.api.changeUserStatus({ params: { id: invited.id }, body: { status: 'suspended' } }),
      409,
    );
    expect(
      fieldOf(
        await failure(
          admin.api.changeUserStatus({ params: { id: production.id }, body: { status: 'deleted' as never } }),
          400,
        ),
      ),
    ).toEqual(['status']);
    await failure(
      salesManager.api.changeUserStatus({ params: { id: production.id }, body: { status: 'suspended' } }),
      403,
    );
    await failure(
      dealerAdmin.api.changeUserStatus({ params: { id: dealerSalesman.id }, body: { status: 'suspended' } }),
      403,
    );
  });
});

describe('the lock-out guard', () => {
  it('keeps at least one active user able to manage roles', async () => {
    const fresh = await startTestServer();
    try {
      const a = await createUser(fresh.db);
      const b = await createUser(fresh.db);
      const apiA = (await signedIn(fresh, a.email, a.password)).api;
      const adminRole = (await findRoleIdByKey(fresh.db, 'administrator'))!;
      const salesRole = (await findRoleIdByKey(fresh.db, 'sales_manager'))!;
      // B is demoted: A is now the last holder of roles.manage.
      await apiA.changeUserRole({ params: { userId: b.id, roleId: salesRole } });
      const permissions = (await apiA.listPermissions({ query: { type: 'organization' } })).data;
      const idOf = (key: string) => permissions.find((p) => p.key === key)!.id;
      const managers = await apiA.createRole({
        body: {
          name: 'User managers',
          description: 'Manage users, not roles',
          permissionIds: [idOf('users.read'), idOf('users.manage')],
        },
      });
      const c = await createUser(fresh.db);
      await apiA.changeUserRole({ params: { userId: c.id, roleId: managers.data.id } });
      const apiC = (await signedIn(fresh, c.email, c.password)).api;
      const locked = 'This change would leave nobody able to manage roles.';
      expect(
        message(
          await failure(apiC.changeUserStatus({ params: { id: a.id }, body: { status: 'suspended' } }), 409),
        ),
      ).toBe(locked);
      expect(
        message(await failure(apiC.changeUserRole({ params: { userId: a.id, roleId: salesRole } }), 409)),
      ).toBe(locked);
      expect(
        message(
          await failure(apiA.setRoleStatus({ params: { id: adminRole }, body: { isActive: false } }), 409),
        ),
      ).toBe(locked);
      const withoutManage = permissions
        .filter((p) => p.type === 'organization' && p.key !== 'roles.manage')
        .map((p) => p.id);
      expect(
        message(
          await failure(
            apiA.updateRolePermissions({
              params: { roleId: adminRole },
              body: { permissionIds: withoutManage },
            }),
            409,
          ),
        ),
      ).toBe(locked);
      // Nothing of the refused changes was written.
      expect((await apiA.getUser({ params: { id: a.id } })).data).toMatchObject({
        status: 'active',
        roleId: adminRole,
      });
      expect((await apiA.getRole({ params: { id: adminRole } })).data.isActive).toBe(true);
      // With B an administrator again, A may be suspended.
      await apiA.changeUserRole({ params: { userId: b.id, roleId: adminRole } });
      await apiC.changeUserStatus({ params: { id: a.id }, body: { status: 'suspended' } });
    } finally {
      await fresh.close();
    }
  });
});

describe('roles and permissions', () => {
  it('lists roles by type with their permissions and user counts, and a role by id', async () => {
    const org = await admin.api.listRoles({ query: { type: 'organization', limit: 100 } });
    expect(org.data.every((r) => r.type === 'organization')).toBe(true);
    const administrator = org.data.find((r) => r.id === role.administrator)!;
    expect(administrator).toMatchObject({ key: 'administrator', name: 'Administrator', isActive: true });
    expect(administrator.userCount).toBeGreaterThanOrEqual(1);
    expect(administrator.permissions.map((p) => p.key)).toContain('roles.manage');
    expect(org.pagination.count).toBe(org.data.length);
    expect((await admin.api.getRole({ params: { id: role.dealer_admin! } })).data.type).toBe('dealer');
    await failure(admin.api.getRole({ params: { id: 999_999 } }), 404);
  });

  it('lists permissions by type', async () => {
    const dealer = await admin.api.listPermissions({ query: { type: 'dealer' } });
    expect(dealer.data.map((p) => p.key).sort()).toEqual(
      [
        'customers.import',
        'customers.merge',
        'customers.read',
        'customers.write',
        'dealer.profile',
        'dealer.users',
        'orders.confirm',
        'orders.read',
        'orders.write',
        'prices.read',
      ].sort(),
    );
    expect(dealer.data[0]).toHaveProperty('description');
    await failure(dealerAdmin.api.listPermissions({ query: {} }), 403);
    await failure(production.api.listPermissions({ query: {} }), 403);
  });

  it('shows a dealer user the active dealer roles only (their invite choices)', async () => {
    const seen = await dealerAdmin.api.listRoles({ query: { type: 'organization', limit: 100 } });
    expect(seen.data.length).toBeGreaterThan(0);
    expect(seen.data.every((r) => r.type === 'dealer' && r.isActive)).toBe(true);
    await failure(dealerAdmin.api.getRole({ params: { id: role.administrator! } }), 404);
    await failure(dealerSalesman.api.listRoles({ query: {} }), 403);
  });

  it('creates a role with the spec message, checks its input, changes its permissions and status', async () => {
    const permissions = (await admin.api.listPermissions({ query: {} })).data;
    const read = permissions
      .filter((p) => p.type === 'organization' && p.key.endsWith('.read'))
      .map((p) => p.id);
    const created = await admin.api.createRole({
      body: {
        name: 'Auditor',
        description: 'Reads everything',
        permissionIds: read,
      },
    });
    expect(created.message).toBe('Create role successful!');
    expect(created.data).toMatchObject({
      name: 'Auditor',
      type: 'organization',
      isActive: true,
      userCount: 0,
    });
    expect(created.data.permissions.map((p) => p.id).sort()).toEqual([...read].sort());

    const cases: [unknown, string, string][] = [
      [{ name: 'A', permissionIds: read }, 'name', 'Must be at least 2.'],
      [{ name: 'Nobody', permissionIds: [] }, 'permissionIds', 'Must be at least 1.'],
      [{ name: 'Auditor', permissionIds: read }, 'name', 'A role with this name already exists.'],
      [{ name: 'auditor', permissionIds: read }, 'name', 'A role with this name already exists.'],
      [
        { name: 'Mixed', type: 'dealer', permissionIds: read },
        'permissionIds',
        'Choose dealer permissions only.',
      ],
      [{ name: 'Bad type', type: 'robot', permissionIds: read }, 'type', ''],
    ];
    for (const [body, field, text] of cases) {
      const error = await failure(admin.api.createRole({ body: body as never }), 400);
      expect(fieldOf(error)).toEqual([field]);
      if (text) expect(error.error[0]?.message).toBe(text);
    }
    // A field's message from the server carries its code and values, as the answer's own does.
    const mixed = await failure(
      admin.api.createRole({ body: { name: 'Mixed', type: 'dealer', permissionIds: read } }),
      400,
    );
    expect(mixed.error[0]).toMatchObject({ code: 'permissionsOfType', params: { type: 'dealer' } });
    expect([mixed.code, mixed.params]).toEqual(['permissionsOfType', { type: 'dealer' }]);
    await failure(salesManager.api.createRole({ body: { name: 'Sneaky', permissionIds: read } }), 403);

    const updated = await admin.api.updateRolePermissions({
      params: { roleId: created.data.id },
      body: { permissionIds: read.slice(0, 1) },
    });
    expect(updated.message).toBe('update permissions successful!');
    expect(updated.data.permissions.map((p) => p.id)).toEqual(read.slice(0, 1));
    expect(
      fieldOf(
        await failure(
          admin.api.updateRolePermissions({
            params: { roleId: created.data.id },
            body: { permissionIds: [] },
          }),
          400,
        ),
      ),
    ).toEqual(['permissionIds']);
    await failure(
      admin.api.updateRolePermissions({ params: { roleId: 999_999 }, body: { permissionIds: read } }),
      404,
    );

    const off = await admin.api.setRoleStatus({ params: { id: created.data.id }, body: { isActive: false } });
    expect(off.data.isActive).toBe(false);
    // An inactive role is no choice for an invite or a role change.
    await failure(
      admin.api.changeUserRole({ params: { userId: production.id, roleId: created.data.id } }),
      400,
    );

    const trail = (await admin.api.roleAudit({ params: { id: created.data.id } })).data.map((e) => e.action);
    expect(trail).toEqual(['role.status_changed', 'role.permissions_changed', 'role.created']);
  });

  it('takes the users of a deactivated role all their permissions on their next request', async () => {
    const permissions = (await admin.api.listPermissions({ query: { type: 'organization' } })).data;
    const readUsers = permissions.find((p) => p.key === 'users.read')!.id;
    const readers = await admin.api.createRole({ body: { name: 'Readers', permissionIds: [readUsers] } });
    const user = await person({ roleKey: 'sales_manager' });
    await admin.api.changeUserRole({ params: { userId: user.id, roleId: readers.data.id } });
    await user.api.listUsers({ query: {} });
    await admin.api.setRoleStatus({ params: { id: readers.data.id }, body: { isActive: false } });
    await failure(user.api.listUsers({ query: {} }), 403);
  });
});
