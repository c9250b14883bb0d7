// Invites, reinvites, approval and completing registration (docs/permissions.md "User lifecycle").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleIdByKey } from '../src/db/queries/users.js';
import { users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { post, startTestServer, testClock, type TestServer } from './helpers.js';
import {
  failure,
  lastCode,
  lastMessage,
  newClient,
  otherCode,
  signedIn,
  type ApiClient,
} from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let admin: ApiClient;
let salesManager: ApiClient;
let dealerAdmin: ApiClient;
let dealerAdminDealerId: number;
let otherDealerId: number;
const role: Record<string, number> = {};
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ config: { now: clock.now, publicUrl: 'https://crm.example.test' } });
  for (const key of ['administrator', 'sales_manager', 'dealer_admin', 'dealer_salesman'])
    role[key] = (await findRoleIdByKey(server.db, key))!;
  const a = await createUser(server.db);
  admin = (await signedIn(server, a.email, a.password)).api;
  const s = await createUser(server.db, { roleKey: 'sales_manager' });
  salesManager = (await signedIn(server, s.email, s.password)).api;
  const d = await createUser(server.db, { dealer: true });
  dealerAdminDealerId = d.dealerId!;
  dealerAdmin = (await signedIn(server, d.email, d.password)).api;
  otherDealerId = (await createUser(server.db, { dealer: true })).dealerId!;
});
afterAll(async () => {
  await server?.close();
});

function person() {
  counter++;
  return {
    name: `Invitee ${counter}`,
    email: `invitee${counter}.${process.pid}@example.test`,
    phone: `+38050${String(1_000_000 + counter).padStart(7, '0')}`,
  };
}

/** The link of the newest invite to `email`, and its parameters. */
async function inviteLinkOf(email: string) {
  const message = (await lastMessage(server.db, email, 'email'))!;
  const link = /https:\/\/crm\.example\.test\/auth\/complete-registration\?\S+/.exec(message.body)![0];
  const url = new URL(link);
  return {
    email: url.searchParams.get('email')!,
    code: url.searchParams.get('code')!,
    phone: `+${url.searchParams.get('phone')!}`,
  };
}

/** Completes the registration from the invite link, as the screen does. */
async function register(email: string, password = 'a calm orange river') {
  const link = await inviteLinkOf(email);
  const { api } = newClient(server);
  expect(await api.phoneVerify({ body: { phone: link.phone, email: link.email, code: link.code } })).toEqual({
    message: 'OTP sent to phone',
  });
  const phoneCode = await lastCode(server.db, link.phone, 'sms');
  return api.register({ body: { ...link, password, phoneCode } });
}

describe('inviting to the organization', () => {
  it('creates an invited user, e-mails the link, and registration signs them in', async () => {
    const p = person();
    const answer = await admin.inviteOrganization({
      body: {
        ...p,
        email: p.email.toUpperCase(),
        roleId: role.sales_manager!,
      },
    });
    expect(answer.message).toBe('Invite user to organization successful!');
    expect(answer.data).toMatchObject({
      name: p.name,
      email: p.email,
      phone: p.phone,
      type: 'organization',
      status: 'invited',
      roleId: role.sales_manager,
      dealerId: null,
    });
    const link = await inviteLinkOf(p.email);
    expect(link).toMatchObject({ email: p.email, phone: p.phone });
    expect(link.code).toMatch(/^\d{6}$/);

    const registered = await register(p.email);
    expect(registered.message).toBe('Registration completed successfully!');
    if (!('token' in registered.data)) throw new Error('expected tokens');
    const me = newClient(server);
    me.tokens.setTokens({ accessToken: registered.data.token, refreshToken: registered.data.refreshToken });
    expect((await me.api.getMe()).data).toMatchObject({ email: p.email, status: 'active' });
    await signedIn(server, p.email, 'a calm orange river');

    // The invite code was used up.
    await failure(
      newClient(server).api.phoneVerify({ body: { phone: link.phone, email: link.email, code: link.code } }),
      400,
    );
  });

  it('refuses a duplicate e-mail, a role of the wrong type, and callers without users.invite', async () => {
    const p = person();
    await admin.inviteOrganization({ body: { ...p, roleId: role.sales_manager! } });
    const duplicate = await failure(
      admin.inviteOrganization({ body: { ...p, roleId: role.sales_manager! } }),
      400,
    );
    expect(duplicate.error).toEqual([
      { path: 'email', message: 'A user with this email already exists.', code: 'userExists' },
    ]);
    const wrongRole = await failure(
      admin.inviteOrganization({ body: { ...person(), roleId: role.dealer_admin! } }),
      400,
    );
    expect(wrongRole.error[0]!.path).toBe('roleId');
    const noPermission = await failure(
      salesManager.inviteOrganization({ body: { ...person(), roleId: role.sales_manager! } }),
      403,
    );
    expect(noPermission.message).toMatch(/users\.invite/);
    await failure(
      dealerAdmin.inviteOrganization({ body: { ...person(), roleId: role.sales_manager! } }),
      403,
    );
    const bad = await post(`${server.baseUrl}/users/invite/organization`, { name: 'x' });
    expect(bad.status).toBe(401);
  });
});

describe('inviting to a dealer', () => {
  it('lets the organization invite to any dealer; the invitee becomes active', async () => {
    await failure(admin.inviteDealer({ body: { ...person(), roleId: role.dealer_salesman! } }), 400);
    await failure(
      admin.inviteDealer({ body: { ...person(), roleId: role.dealer_salesman!, dealerId: 999_999 } }),
      404,
    );
    await failure(
      admin.inviteDealer({ body: { ...person(), roleId: role.sales_manager!, dealerId: otherDealerId } }),
      400,
    );
    const p = person();
    const answer = await admin.inviteDealer({
      body: {
        ...p,
        roleId: role.dealer_salesman!,
        dealerId: otherDealerId,
      },
    });
    expect(answer.message).toBe('Invite user to dealer successful!');
    expect(answer.data).toMatchObject({ type: 'dealer', dealerId: otherDealerId, status: 'invited' });
    const registered = await register(p.email);
    expect('token' in registered.data).toBe(true);
  });

  it("lets a dealer user invite only to their own dealer; the invitee waits for an organization's approval", async () => {
    await failure(
      dealerAdmin.inviteDealer({
        body: { ...person(), roleId: role.dealer_salesman!, dealerId: otherDealerId },
      }),
      404,
    );
    await failure(
      salesManager.inviteDealer({
        body: {
          ...person(),
          roleId: role.dealer_salesman!,
          dealerId: otherDealerId,
        },
      }),
      403,
    );
    // A dealer user without dealer.users (a salesman) may not invite either.
    const salesman = await createUser(server.db, { dealer: true, roleKey: 'dealer_salesman' });
    const salesmanApi = (await signedIn(server, salesman.email, salesman.password)).api;
    const denied = await failure(
      salesmanApi.inviteDealer({ body: { ...person(), roleId: role.dealer_salesman! } }),
      403,
    );
    expect(denied.message).toMatch(/dealer\.users/);
    const p = person();
    const answer = await dealerAdmin.inviteDealer({ body: { ...p, roleId: role.dealer_salesman! } });
    expect(answer.data).toMatchObject({ dealerId: dealerAdminDealerId, type: 'dealer' });

    const registered = await register(p.email);
    expect(registered).toEqual({
      message:
        'Registration completed successfully! An administrator must approve your account before you can sign in.',
      data: { pendingApproval: true },
    });
    const waiting = await failure(
      newClient(server).api.login({ body: { email: p.email, password: 'a calm orange river' } }),
      403,
    );
    expect(waiting.message).toMatch(/approval/);

    // Dealer users and organization users without users.approve may not approve.
    await failure(dealerAdmin.approveUser({ body: { userId: answer.data.id, approve: true } }), 403);
    await failure(salesManager.approveUser({ body: { userId: answer.data.id, approve: true } }), 403);
    const approved = await admin.approveUser({ body: { userId: answer.data.id, approve: true } });
    expect(approved.message).toBe('Approve user successful!');
    expect(approved.data.status).toBe('active');
    await signedIn(server, p.email, 'a calm orange river');
    await failure(admin.approveUser({ body: { userId: answer.data.id, approve: true } }), 409);
    await failure(admin.approveUser({ body: { userId: 999_999, approve: true } }), 404);
  });

  it('blocks a pending user whom the organization does not approve', async () => {
    const p = person();
    const { data } = await dealerAdmin.inviteDealer({
      body: {
        ...p,
        roleId: role.dealer_salesman!,
        dealerId: dealerAdminDealerId,
      },
    });
    await register(p.email);
    const rejected = await admin.approveUser({ body: { userId: data.id, approve: false } });
    expect(rejected.data.status).toBe('blocked');
    await failure(
      newClient(server).api.login({ body: { email: p.email, password: 'a calm orange river' } }),
      403,
    );
  });
});

describe('reinvite', () => {
  it('voids the old code and sends a new one, only for invited users', async () => {
    const p = person();
    const { data } = await admin.inviteOrganization({ body: { ...p, roleId: role.sales_manager! } });
    const first = await inviteLinkOf(p.email);
    await failure(admin.reinvite({ params: { id: data.id } }), 429);
    clock.advance(61_000);
    expect(await admin.reinvite({ params: { id: data.id } })).toEqual({
      message: 'Reinvite user successful!',
    });
    const second = await inviteLinkOf(p.email);
    if (second.code !== first.code)
      await failure(
        newClient(server).api.phoneVerify({ body: { phone: p.phone, email: p.email, code: first.code } }),
        400,
      );
    await register(p.email);
    await failure(admin.reinvite({ params: { id: data.id } }), 409);
    await failure(salesManager.reinvite({ params: { id: data.id } }), 403);
  });

  it("lets a dealer user reinvite their own dealer's users only", async () => {
    const own = person();
    const ownUser = (await dealerAdmin.inviteDealer({ body: { ...own, roleId: role.dealer_salesman! } }))
      .data;
    const foreign = person();
    const foreignUser = (
      await admin.inviteDealer({
        body: { ...foreign, roleId: role.dealer_salesman!, dealerId: otherDealerId },
      })
    ).data;
    clock.advance(61_000);
    await failure(dealerAdmin.reinvite({ params: { id: foreignUser.id } }), 404);
    await dealerAdmin.reinvite({ params: { id: ownUser.id } });
  });
});

describe('registration', () => {
  it('checks the phone, both codes and the password, and counts wrong invite codes', async () => {
    const p = person();
    await admin.inviteOrganization({ body: { ...p, roleId: role.sales_manager! } });
    const link = await inviteLinkOf(p.email);
    const { api } = newClient(server);

    const mismatch = await failure(
      api.phoneVerify({ body: { phone: '+15550000000', email: p.email, code: link.code } }),
      400,
    );
    expect(mismatch.error[0]!.path).toBe('phone');
    await api.phoneVerify({ body: link });
    const phoneCode = await lastCode(server.db, link.phone, 'sms');
    await failure(api.phoneVerify({ body: link }), 429);

    const common = await failure(api.register({ body: { ...link, password: 'qwerty123', phoneCode } }), 400);
    expect(common.error[0]!.path).toBe('password');
    const short = await post(`${server.baseUrl}/register`, { ...link, password: 'abc12', phoneCode });
    expect(short.json.error).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters.' },
    ]);
    const wrongPhoneCode = await failure(
      api.register({ body: { ...link, password: 'a calm orange river', phoneCode: otherCode(phoneCode) } }),
      400,
    );
    expect(wrongPhoneCode.error[0]!.path).toBe('phoneCode');

    // Wrong invite codes count toward the brute-force bound of invites.
    for (let i = 0; i < 4; i++)
      await failure(api.phoneVerify({ body: { ...link, code: otherCode(link.code) } }), 400);
    await failure(api.phoneVerify({ body: { ...link, code: otherCode(link.code) } }), 400);
    await failure(api.register({ body: { ...link, password: 'a calm orange river', phoneCode } }), 429);
    const [row] = await server.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.email, p.email));
    expect(row!.status).toBe('invited');
  });

  it('expires an invite after 7 days', async () => {
    const p = person();
    await admin.inviteOrganization({ body: { ...p, roleId: role.sales_manager! } });
    const link = await inviteLinkOf(p.email);
    clock.advance(7 * 24 * 3600_000 + 1000);
    await failure(newClient(server).api.phoneVerify({ body: link }), 400);
  });
});
