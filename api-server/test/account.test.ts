// The signed-in user's profile (GET/PATCH /users/me) and sign-ins (/auth/sessions).
import { check, GetMeResponse, MessageResponse, SessionsResponse } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { get, post, serverForFile, testClock, type TestServer } from './helpers.js';

const clock = testClock();
let server: TestServer;

serverForFile({ config: { now: clock.now } }, (started) => (server = started));

async function signIn(user: { email: string; password: string }, userAgent = 'vitest') {
  const answer = await post(
    `${server.baseUrl}/login`,
    { email: user.email, password: user.password },
    { 'user-agent': userAgent },
  );
  expect(answer.status).toBe(200);
  return answer.json.data as { token: string; refreshToken: string };
}

async function send(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const sidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid;

describe('GET /users/me', () => {
  it('answers the same user as GET /auth/get-me', async () => {
    const user = await createUser(server.db);
    const { token } = await signIn(user);
    const me = await get(`${server.baseUrl}/users/me`, token);
    expect(me.status).toBe(200);
    expect(check(GetMeResponse, me.json).ok).toBe(true);
    expect(me.json).toEqual((await get(`${server.baseUrl}/auth/get-me`, token)).json);
    expect(me.json.data.email).toBe(user.email);
    expect((await get(`${server.baseUrl}/users/me`)).status).toBe(401);
  });
});

describe('PATCH /users/me', () => {
  it('updates name, phone and contact and answers the updated user', async () => {
    const user = await createUser(server.db);
    const { token } = await signIn(user);
    const answer = await send('PATCH', '/users/me', token, {
      name: 'Olena Kovalenko',
      phone: '+380501234567',
      contact: { name: 'Office', email: '', phone: '+380441234567' },
    });
    expect(answer.status).toBe(200);
    expect(check(GetMeResponse, answer.json).ok).toBe(true);
    expect(answer.json.data).toMatchObject({
      name: 'Olena Kovalenko',
      phone: '+380501234567',
      contact: { name: 'Office', email: null, phone: '+380441234567', mobile: null, fax: null },
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.contact).toEqual({
      name: 'Office',
      email: null,
      phone: '+380441234567',
      mobile: null,
      fax: null,
    });
    expect(row!.email).toBe(user.email);
  });

  it('leaves fields that are not sent, and clears the phone with null', async () => {
    const user = await createUser(server.db);
    const { token } = await signIn(user);
    await send('PATCH', '/users/me', token, { phone: '+380501234567' });
    const renamed = await send('PATCH', '/users/me', token, { name: 'New Name' });
    expect(renamed.json.data).toMatchObject({ name: 'New Name', phone: '+380501234567' });
    const cleared = await send('PATCH', '/users/me', token, { phone: null });
    expect(cleared.json.data).toMatchObject({ name: 'New Name', phone: null });
  });

  it('keeps the phone of SMS two-factor until that is turned off', async () => {
    const user = await createUser(server.db);
    const token = await signIn(user);
    await server.db
      .update(users)
      .set({ phone: '+380501112233', twoFactorType: 'sms' })
      .where(eq(users.id, user.id));
    for (const phone of [null, '+380509998877']) {
      const refused = await send('PATCH', '/users/me', token.token, { phone });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toEqual([
        {
          path: 'phone',
          message: 'Turn off two-factor authentication by SMS before changing the phone.',
          code: 'phoneLockedBySms',
        },
      ]);
    }
    // The same phone again, or other fields, are fine.
    const same = await send('PATCH', '/users/me', token.token, {
      phone: '+380501112233',
      name: 'Same Phone',
    });
    expect(same.status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phone).toBe('+380501112233');
  });

  it('answers 400 naming each bad field and changes nothing', async () => {
    const user = await createUser(server.db);
    const { token } = await signIn(user);
    const answer = await send('PATCH', '/users/me', token, {
      name: 'A',
      phone: '123',
      contact: { name: 'X', email: 'not-an-email' },
      email: 'other@example.test',
    });
    expect(answer.status).toBe(400);
    const paths = answer.json.error.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['contact.email', 'email', 'name', 'phone']);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).not.toBe('A');
    expect(row!.email).toBe(user.email);
  });
});

describe('/auth/sessions', () => {
  it('lists the live sign-ins with the current one marked, and not ended ones', async () => {
    const user = await createUser(server.db);
    const one = await signIn(user, 'Browser One');
    clock.advance(1000);
    const two = await signIn(user, 'Browser Two');
    const three = await signIn(user, 'Browser Three');
    await post(
      `${server.baseUrl}/logout`,
      { refreshToken: three.refreshToken },
      { authorization: `Bearer ${three.token}` },
    );
    const other = await createUser(server.db);
    await signIn(other, 'Someone else');

    const list = await get(`${server.baseUrl}/auth/sessions`, two.token);
    expect(list.status).toBe(200);
    expect(check(SessionsResponse, list.json).ok).toBe(true);
    expect(list.json.data.map((s: { userAgent: string }) => s.userAgent)).toEqual([
      'Browser Two',
      'Browser One',
    ]);
    const [second, first] = list.json.data;
    expect(second).toMatchObject({ id: sidOf(two.token), current: true, ip: '127.0.0.1' });
    expect(first).toMatchObject({ id: sidOf(one.token), current: false });
    expect(Date.parse(first.createdAt)).toBeLessThan(Date.parse(second.createdAt));
    expect(first.lastUsedAt).toBe(first.createdAt);
  });

  it('reports the latest use of a family after a refresh, and its sign-in time', async () => {
    const user = await createUser(server.db);
    const session = await signIn(user, 'Refresher');
    clock.advance(60_000);
    const refreshed = await post(`${server.baseUrl}/refresh-token`, { refreshToken: session.refreshToken });
    const list = await get(`${server.baseUrl}/auth/sessions`, refreshed.json.data.access_token);
    expect(list.json.data).toHaveLength(1);
    const [only] = list.json.data;
    expect(only.current).toBe(true);
    expect(Date.parse(only.lastUsedAt) - Date.parse(only.createdAt)).toBe(60_000);
  });

  it('DELETE /auth/sessions/:id ends one of the caller’s sessions, its access token at once', async () => {
    const user = await createUser(server.db);
    const one = await signIn(user);
    const two = await signIn(user);
    const out = await send('DELETE', `/auth/sessions/${sidOf(one.token)}`, two.token);
    expect(out.status).toBe(200);
    expect(check(MessageResponse, out.json).ok).toBe(true);
    expect((await get(`${server.baseUrl}/users/me`, one.token)).status).toBe(401);
    expect((await post(`${server.baseUrl}/refresh-token`, { refreshToken: one.refreshToken })).status).toBe(
      401,
    );
    expect((await get(`${server.baseUrl}/users/me`, two.token)).status).toBe(200);
    // Already ended: nothing left to end.
    expect((await send('DELETE', `/auth/sessions/${sidOf(one.token)}`, two.token)).status).toBe(404);
  });

  it('ends the caller’s own current session when asked, and its token with it', async () => {
    const user = await createUser(server.db);
    const session = await signIn(user);
    const out = await send('DELETE', `/auth/sessions/${sidOf(session.token)}`, session.token);
    expect(out.status).toBe(200);
    expect((await get(`${server.baseUrl}/users/me`, session.token)).status).toBe(401);
  });

  it('answers 404 for someone else’s session or an unknown id, and leaves it alone', async () => {
    const user = await createUser(server.db);
    const other = await createUser(server.db);
    const mine = await signIn(user);
    const theirs = await signIn(other);
    const answer = await send('DELETE', `/auth/sessions/${sidOf(theirs.token)}`, mine.token);
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('Session not found');
    expect((await get(`${server.baseUrl}/users/me`, theirs.token)).status).toBe(200);
    expect(
      (await send('DELETE', '/auth/sessions/00000000-0000-4000-8000-000000000000', mine.token)).status,
    ).toBe(404);
    expect((await send('DELETE', '/auth/sessions/not-a-uuid', mine.token)).status).toBe(404);
    expect((await send('DELETE', `/auth/sessions/${'x'.repeat(65)}`, mine.token)).status).toBe(400);
  });

  it('POST /auth/sessions/revoke-others ends every session but the current one', async () => {
    const user = await createUser(server.db);
    const other = await createUser(server.db);
    const a = await signIn(user);
    const b = await signIn(user);
    const c = await signIn(user);
    const theirs = await signIn(other);
    const answer = await send('POST', '/auth/sessions/revoke-others', c.token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Signed out of other sessions' });
    expect((await get(`${server.baseUrl}/users/me`, a.token)).status).toBe(401);
    expect((await get(`${server.baseUrl}/users/me`, b.token)).status).toBe(401);
    expect((await post(`${server.baseUrl}/refresh-token`, { refreshToken: a.refreshToken })).status).toBe(
      401,
    );
    expect((await get(`${server.baseUrl}/users/me`, c.token)).status).toBe(200);
    expect((await get(`${server.baseUrl}/users/me`, theirs.token)).status).toBe(200);
    const list = await get(`${server.baseUrl}/auth/sessions`, c.token);
    expect(list.json.data.map((s: { id: string }) => s.id)).toEqual([sidOf(c.token)]);
  });
});
