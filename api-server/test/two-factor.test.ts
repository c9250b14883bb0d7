// Two-factor: an authenticator app (TOTP), or codes by e-mail or SMS; enabling, sign-in step 2,
// no reuse of a TOTP code, the brute-force bound, and disabling with a code of the current kind.
import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { serverForFile, testClock, type TestServer } from './helpers.js';
import { failure, lastCode, newClient, otherCode, outboxCount, signedIn } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;

serverForFile({ config: { now: clock.now } }, (started) => (server = started));

const totpAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

describe('authenticator app', () => {
  it('enables with a valid code, asks for a code at sign-in, refuses a reused one, and disables', async () => {
    const user = await createUser(server.db);
    const me = await signedIn(server, user.email, user.password);

    const setup = (await me.api.twoFactorGenerate()).data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrCodeDataURL).toMatch(/^data:image\/png;base64,/);

    const wrong = await failure(
      me.api.twoFactorEnable({
        body: {
          twoFactorType: 'app',
          token: otherCode(totpAt(setup.secret, clock.now())),
          secret: setup.secret,
        },
      }),
      400,
    );
    expect(wrong.error[0]!.path).toBe('token');
    const enableCode = totpAt(setup.secret, clock.now());
    expect(
      await me.api.twoFactorEnable({
        body: { twoFactorType: 'app', token: enableCode, secret: setup.secret },
      }),
    ).toEqual({
      message: '2FA enabled successfully.',
    });
    expect((await me.api.getMe()).data.twoFactorType).toBe('app');
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.twoFactorSecret).toBeTruthy();
    expect(row!.twoFactorSecret).not.toContain(setup.secret);
    await failure(me.api.twoFactorEnable({ body: { twoFactorType: 'email', token: '123456' } }), 409);

    // Sign-in step 1: the password alone gives the challenge, no tokens.
    const { api } = newClient(server);
    const step1 = await api.login({ body: { email: user.email, password: user.password } });
    expect(step1).toEqual({
      message: 'Two-Factor Authentication required',
      data: { requiresTwoFactor: true, twoFactorType: 'app' },
    });
    // The code used to enable cannot sign in within its window.
    const reused = await failure(
      api.login({ body: { email: user.email, password: user.password, twoFactorToken: enableCode } }),
      400,
    );
    expect(reused.error[0]!.path).toBe('twoFactorToken');
    clock.advance(30_000);
    const code = totpAt(setup.secret, clock.now());
    const step2 = await api.login({
      body: { email: user.email, password: user.password, twoFactorToken: code },
    });
    expect(step2.message).toBe('Login successful!');
    expect('token' in step2.data).toBe(true);
    await failure(
      api.login({ body: { email: user.email, password: user.password, twoFactorToken: code } }),
      400,
    );
    // A wrong password never reaches the code check.
    await failure(
      api.login({ body: { email: user.email, password: 'wrong password', twoFactorToken: code } }),
      401,
    );

    // Disabling needs a code of the current kind.
    clock.advance(30_000);
    const kind = await failure(
      me.api.twoFactorDisable({ body: { twoFactorType: 'email', token: totpAt(setup.secret, clock.now()) } }),
      400,
    );
    expect(kind.error[0]!.path).toBe('twoFactorType');
    await failure(
      me.api.twoFactorDisable({
        body: { twoFactorType: 'app', token: otherCode(totpAt(setup.secret, clock.now())) },
      }),
      400,
    );
    expect(
      await me.api.twoFactorDisable({
        body: { twoFactorType: 'app', token: totpAt(setup.secret, clock.now()) },
      }),
    ).toEqual({
      message: 'Two-factor authentication has been disabled.',
    });
    expect((await me.api.getMe()).data.twoFactorType).toBe('none');
    await failure(me.api.twoFactorDisable({ body: { twoFactorType: 'app', token: '123456' } }), 409);
    expect('token' in (await api.login({ body: { email: user.email, password: user.password } })).data).toBe(
      true,
    );
  });

  it('blocks sign-in step 2 after 5 wrong codes, whatever the code', async () => {
    const user = await createUser(server.db);
    const me = await signedIn(server, user.email, user.password);
    const { secret } = (await me.api.twoFactorGenerate()).data;
    await me.api.twoFactorEnable({
      body: { twoFactorType: 'app', token: totpAt(secret, clock.now()), secret },
    });
    clock.advance(30_000);
    const { api } = newClient(server);
    const good = totpAt(secret, clock.now());
    for (let i = 0; i < 5; i++)
      await failure(
        api.login({ body: { email: user.email, password: user.password, twoFactorToken: otherCode(good) } }),
        400,
      );
    const blocked = await failure(
      api.login({ body: { email: user.email, password: user.password, twoFactorToken: good } }),
      429,
    );
    expect(blocked.retryAfter).toBe(60);
  });
});

describe('codes by e-mail and SMS', () => {
  it('enables e-mail codes, sends one at sign-in step 1 (60 s between sends) and checks it once', async () => {
    const user = await createUser(server.db);
    const me = await signedIn(server, user.email, user.password);
    expect(await me.api.twoFactorSendOtp({ params: { type: 'email' } })).toEqual({
      message: 'OTP sent via EMAIL',
    });
    const enableCode = await lastCode(server.db, user.email);
    await failure(
      me.api.twoFactorEnable({ body: { twoFactorType: 'email', token: otherCode(enableCode) } }),
      400,
    );
    await me.api.twoFactorEnable({ body: { twoFactorType: 'email', token: enableCode } });
    expect((await me.api.getMe()).data.twoFactorType).toBe('email');

    // Signing in right after turning it on gets a code of its own: enabling and signing in are
    // separate purposes, each with its own 60 s between sends.
    const { api } = newClient(server);
    const step1 = await api.login({ body: { email: user.email, password: user.password } });
    expect(step1.data).toEqual({ requiresTwoFactor: true, twoFactorType: 'email' });
    const code = await lastCode(server.db, user.email);
    expect(code).not.toBe(enableCode);
    const sent = await outboxCount(server.db, user.email);
    // Step 1 again within the minute answers the challenge without a second message; the code
    // already sent stays valid.
    const again = await api.login({ body: { email: user.email, password: user.password } });
    expect(again.data).toEqual({ requiresTwoFactor: true, twoFactorType: 'email' });
    expect(await outboxCount(server.db, user.email)).toBe(sent);
    expect(await lastCode(server.db, user.email)).toBe(code);
    // The setup code is not a sign-in code.
    await failure(
      api.login({ body: { email: user.email, password: user.password, twoFactorToken: enableCode } }),
      400,
    );
    const step2 = await api.login({
      body: { email: user.email, password: user.password, twoFactorToken: code },
    });
    expect('token' in step2.data).toBe(true);
    await failure(
      api.login({ body: { email: user.email, password: user.password, twoFactorToken: code } }),
      400,
    );
    // Signing in again at once (say, after signing out) is a new exchange: the used code does not
    // hold the next one back.
    await api.login({ body: { email: user.email, password: user.password } });
    const nextCode = await lastCode(server.db, user.email);
    expect(nextCode).not.toBe(code);
    expect(await outboxCount(server.db, user.email)).toBe(sent + 1);

    clock.advance(60_000);
    await me.api.twoFactorSendOtp({ params: { type: 'email' } });
    await me.api.twoFactorDisable({
      body: { twoFactorType: 'email', token: await lastCode(server.db, user.email) },
    });
    expect((await me.api.getMe()).data.twoFactorType).toBe('none');
  });

  it('needs a phone for SMS codes, then texts them', async () => {
    const user = await createUser(server.db);
    const me = await signedIn(server, user.email, user.password);
    const missing = await failure(me.api.twoFactorSendOtp({ params: { type: 'sms' } }), 400);
    expect(missing.message).toBe('Phone number is missing');
    await server.db.update(users).set({ phone: '+15551234567' }).where(eq(users.id, user.id));
    expect(await me.api.twoFactorSendOtp({ params: { type: 'sms' } })).toEqual({
      message: 'OTP sent via SMS',
    });
    await me.api.twoFactorEnable({
      body: {
        twoFactorType: 'sms',
        token: await lastCode(server.db, '+15551234567', 'sms'),
      },
    });
    clock.advance(60_000);
    const { api } = newClient(server);
    expect((await api.login({ body: { email: user.email, password: user.password } })).data).toEqual({
      requiresTwoFactor: true,
      twoFactorType: 'sms',
    });
    const code = await lastCode(server.db, '+15551234567', 'sms');
    expect(
      'token' in
        (await api.login({ body: { email: user.email, password: user.password, twoFactorToken: code } }))
          .data,
    ).toBe(true);
  });
});
