// The request log (issue 29; docs/architecture.md "How it runs"): the balancer's X-Request-Id is
// adopted when valid and returned, the answered request's line names the user, and no token,
// password, one-time code or personal field appears in any line. One server logs at `info` into
// memory while the identity journeys run through it (sign-in, refresh, two-factor, password change
// and reset, an invite to registration, profile edits, a photo, searches by e-mail); every secret
// and personal value they seed or receive is then looked for in every line.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleIdByKey } from '../src/db/queries/users.js';
import { outbox } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { lastCode, lastMessage, newClient, signedIn } from './identity-helpers.js';

const clock = testClock();
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    config: { now: clock.now, logLevel: 'info', publicUrl: 'https://crm.example.test' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
});

/** Every value that must never be logged, by what it is. */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | null | undefined) => {
  if (value) secrets.set(value, what);
  return value!;
};

/** Log fields the logger itself makes of random digits, where a six-digit code could occur by chance. */
const withoutRandomDigits = (line: string) =>
  line.replace(/"(reqId|time|pid|responseTime|remotePort)":("[^"]*"|[\d.e+-]+)/g, '"$1":0');

describe('the request log', () => {
  it('adopts a valid X-Request-Id and returns it; a bad one gets a new id', async () => {
    const sent = await fetch(`${server.baseUrl}/health/live`, {
      headers: { 'x-request-id': 'lb-7f3a.01:2' },
    });
    expect(sent.headers.get('x-request-id')).toBe('lb-7f3a.01:2');
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'lb-7f3a.01:2');
    expect(logged.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    for (const bad of ['x'.repeat(129), 'a b', 'id"}', 'é']) {
      const answer = await fetch(`${server.baseUrl}/health/live`, { headers: { 'x-request-id': bad } });
      expect(answer.headers.get('x-request-id'), bad).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Every answer carries it, a 404 and the app's pages too.
    expect((await fetch(`${server.url}/no-such-page.js`)).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("names the signed-in user in the answered request's line", async () => {
    const user = await createUser(server.db);
    const { api } = await signedIn(server, user.email, user.password);
    await api.getMe();
    const completed = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request completed' && entry.userId === user.id);
    expect(completed.length).toBeGreaterThanOrEqual(1);
    expect(completed.at(-1).res).toEqual({ statusCode: 200 });
  });

  it("logs a failing request's route and request id, never its query's values or its body", async () => {
    const user = await createUser(server.db);
    const { tokens } = await signedIn(server, user.email, user.password);
    const auth = { authorization: `Bearer ${tokens.getAccessToken()}` };
    const email = 'mykola.failing@example.test';
    const token = 'tok-8f2c51e9d04b4a7fa6b0c3e1d2f49a77';
    const json = { 'content-type': 'application/json' };
    // Each fails: values where the contract wants numbers or enums, no token, no route, bad bodies.
    const requests: [string, string, RequestInit, number, string][] = [
      ['GET', `/api/users?page=${email}&limit=${token}&sort=${email}`, { headers: auth }, 400, '/api/users'],
      [
        'GET',
        `/api/orders/main-orders?status=${email}&dealerId=${token}&id=${token}`,
        { headers: auth },
        400,
        '/api/orders/main-orders',
      ],
      ['GET', `/api/users?page=${email}&type=${token}`, {}, 401, '/api/users'],
      [
        'GET',
        `/api/no-such-thing?email=${email}&token=${token}`,
        { headers: auth },
        404,
        '/api/no-such-thing',
      ],
      [
        'POST',
        `/api/password/forgot?lang=${email}`,
        { headers: json, body: JSON.stringify({ email: `${email}\u0000`, token }) },
        400,
        '/api/password/forgot',
      ],
      [
        'POST',
        `/api/login?page=${token}`,
        { headers: json, body: `{"email":"${email}","password":` },
        400,
        '/api/login',
      ],
    ];
    for (const [i, [method, path, init, status]] of requests.entries()) {
      const answer = await fetch(`${server.url}${path}`, {
        method,
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-request-id': `failing-${i}` },
      });
      expect(answer.status, path).toBe(status);
    }
    for (const [i, [, path, , , route]] of requests.entries()) {
      const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === `failing-${i}`);
      expect(logged.length, path).toBeGreaterThanOrEqual(2);
      const routes = logged.map((entry) => entry.req?.route).filter(Boolean);
      expect(routes, path).toEqual([route]);
    }
    const leaked = lines.filter((line) =>
      [email, token, encodeURIComponent(email)].some((secret) => line.includes(secret)),
    );
    expect(leaked).toEqual([]);
  });

  it('writes no token, password, one-time code or personal field, whatever the journeys send', async () => {
    const admin = await createUser(server.db, { email: 'olena.admin@example.test' });
    keep('e-mail', admin.email);
    keep('password', admin.password);
    const me = await signedIn(server, admin.email, admin.password);
    keep('access token', me.tokens.getAccessToken());
    keep('refresh token', me.tokens.getRefreshToken());
    keep('name', (await me.api.getMe()).data.name);

    // A wrong password, a refresh.
    await me.api
      .login({ body: { email: admin.email, password: keep('password', 'wrong-but-secret-words') } })
      .catch(() => {});
    const refreshed = await newClient(server).api.refreshToken({
      body: { refreshToken: me.tokens.getRefreshToken()! },
    });
    keep('access token', refreshed.data.access_token);
    keep('refresh token', refreshed.data.refresh_token);
    me.tokens.setTokens({
      accessToken: refreshed.data.access_token,
      refreshToken: refreshed.data.refresh_token,
    });

    // Profile edits: a name and a phone.
    await me.api.updateMe({
      body: { name: keep('name', 'Olena Kovalenko'), phone: keep('phone', '+380501112233') },
    });

    // A photo; its random name is the key to it.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'olena-passport.png');
    const photo = await fetch(`${server.baseUrl}/users/add-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.tokens.getAccessToken()}` },
      body: form,
    });
    const image = ((await photo.json()) as { data: { image: string } }).data.image;
    keep('photo name', image.split('/').at(-1));
    keep('file name', 'olena-passport');
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);

    // Searches by e-mail and by phone, in the query string.
    const searched = await createUser(server.db, { email: 'taras.searched@example.test' });
    keep('e-mail', searched.email);
    await me.api.search({ query: { q: searched.email } });
    await me.api.listUsers({ query: { search: searched.email, page: 1 } });
    await me.api.dealers({ query: { search: '+380501112233' } });
    await fetch(`${server.url}/organization/users?search=${encodeURIComponent(searched.email)}`);

    // Two-factor by e-mail: a code to enable it, a code at sign-in.
    await me.api.twoFactorSendOtp({ params: { type: 'email' } });
    const enableCode = keep('code', await lastCode(server.db, admin.email));
    await me.api.twoFactorEnable({ body: { twoFactorType: 'email', token: enableCode } });
    const second = newClient(server);
    await second.api.login({ body: { email: admin.email, password: admin.password } });
    const signInCode = keep('code', await lastCode(server.db, admin.email));
    const step2 = await second.api.login({
      body: { email: admin.email, password: admin.password, twoFactorToken: signInCode },
    });
    if ('token' in step2.data) {
      keep('access token', step2.data.token);
      keep('refresh token', step2.data.refreshToken);
    }

    // A password change, and another user's reset by e-mailed code.
    const changed = await me.api.changePassword({
      body: { oldPassword: admin.password, newPassword: keep('password', 'a brand new harbour') },
    });
    keep('access token', changed.data.token);
    keep('refresh token', changed.data.refreshToken);
    const forgetful = await createUser(server.db, { email: 'petro.forgetful@example.test' });
    keep('e-mail', forgetful.email);
    keep('password', forgetful.password);
    const { api } = newClient(server);
    await api.forgotPassword({ body: { email: forgetful.email } });
    const resetCode = keep('code', await lastCode(server.db, forgetful.email));
    const verified = await api.forgotPasswordVerify({ body: { email: forgetful.email, code: resetCode } });
    keep('reset token', verified.data.code);
    await api.resetPassword({
      body: {
        email: forgetful.email,
        code: verified.data.code,
        password: keep('password', 'quiet morning rivers'),
      },
    });

    // An invite, its link's code, the phone's code and the registration.
    const invitee = { name: 'Iryna Invited', email: 'iryna.invited@example.test', phone: '+380507778899' };
    for (const [what, value] of Object.entries(invitee)) keep(what, value);
    const admin2 = await createUser(server.db);
    const inviter = await signedIn(server, admin2.email, admin2.password);
    await inviter.api.inviteOrganization({
      body: { ...invitee, roleId: (await findRoleIdByKey(server.db, 'sales_manager'))! },
    });
    const link = new URL(
      /https:\/\/crm\.example\.test\/\S+/.exec((await lastMessage(server.db, invitee.email))!.body)![0],
    );
    const inviteCode = keep('code', link.searchParams.get('code'));
    const registering = newClient(server);
    await registering.api.phoneVerify({
      body: { phone: invitee.phone, email: invitee.email, code: inviteCode },
    });
    const phoneCode = keep('code', await lastCode(server.db, invitee.phone, 'sms'));
    const registered = await registering.api.register({
      body: {
        email: invitee.email,
        phone: invitee.phone,
        code: inviteCode,
        password: keep('password', 'a calm orange river'),
        phoneCode,
      },
    });
    if ('token' in registered.data) {
      keep('access token', registered.data.token);
      keep('refresh token', registered.data.refreshToken);
    }
    // What the journeys sent did reach the server: the codes came from its outbox.
    expect(await server.db.select().from(outbox).where(eq(outbox.recipient, invitee.phone))).not.toHaveLength(
      0,
    );

    // The lines were written (the check below is not of an empty log), each request by its route
    // (issue 39): no query, no photo's name; an app page by its path.
    const routes = lines.map((line) => JSON.parse(line).req?.route).filter(Boolean);
    expect(routes).toContain('/api/search');
    expect(routes).toContain('/api/users');
    expect(routes).toContain('/organization/users');
    expect(routes).toContain('/api/files/photos/:name');
    expect(routes.filter((route: string) => /[?]|\[redacted\]/.test(route))).toEqual([]);
    const found: string[] = [];
    for (const line of lines) {
      const unlogged = withoutRandomDigits(line).toLowerCase();
      for (const [value, what] of secrets) {
        const six = /^\d{6}$/.test(value);
        const hit = six
          ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(unlogged)
          : line.toLowerCase().includes(value.toLowerCase()) ||
            line.includes(encodeURIComponent(value)) ||
            line.includes(JSON.stringify(value).slice(1, -1));
        if (hit) found.push(`${what} "${value}" in: ${line.trim()}`);
      }
      // Nets for what a journey did not name: a JWT, any e-mail address.
      if (/eyJ[\w-]{10,}\.[\w-]{10,}\./.test(line)) found.push(`a JWT in: ${line.trim()}`);
      if (/[\w.+-]+(@|%40)[\w-]+\.[\w.-]+/.test(line)) found.push(`an e-mail address in: ${line.trim()}`);
    }
    expect(found).toEqual([]);
    expect(secrets.size).toBeGreaterThan(25);
  });
});
