// Forgot / reset / change password, the change of e-mail, and the rules of one-time codes
// (docs/identity.md): 6 digits, hashed, single use, 10 minutes, 5 wrong tries, 60 s resend, brute force.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, outbox, users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { post, serverForFile, testClock, type TestServer } from './helpers.js';
import { failure, lastCode, newClient, otherCode, signedIn } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;

serverForFile({ config: { now: clock.now } }, (started) => (server = started));

const SENT = 'An OTP code has been sent to your email.';

describe('forgot password', () => {
  it('resets the password with the e-mailed code and ends every session', async () => {
    const user = await createUser(server.db);
    const old = await signedIn(server, user.email, user.password);
    const { api } = newClient(server);

    expect(await api.forgotPassword({ body: { email: user.email.toUpperCase() } })).toEqual({
      message: SENT,
    });
    const code = await lastCode(server.db, user.email);
    // Stored hashed: the code itself is nowhere in the table.
    const stored = await server.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);

    const verified = await api.forgotPasswordVerify({ body: { email: user.email, code } });
    expect(verified.message).toBe('OTP code verified successfully.');
    const token = verified.data.code;
    expect(token.length).toBeGreaterThanOrEqual(32);

    // The e-mailed code was used up by the verification.
    await failure(api.forgotPasswordVerify({ body: { email: user.email, code } }), 400);

    const reset = await api.resetPassword({
      body: {
        email: user.email,
        code: token,
        password: 'new harbour lights',
      },
    });
    expect(reset).toEqual({ message: 'Your password has been reset.' });
    // The token is single use.
    await failure(
      api.resetPassword({ body: { email: user.email, code: token, password: 'other harbour lights' } }),
      400,
    );

    await failure(newClient(server).api.login({ body: { email: user.email, password: user.password } }), 401);
    await signedIn(server, user.email, 'new harbour lights');
    // The session from before the reset is over: its refresh token no longer works.
    await failure(
      newClient(server).api.refreshToken({ body: { refreshToken: old.tokens.getRefreshToken()! } }),
      401,
    );
    // And its access token is refused at once, not 15 minutes later.
    const stale = await fetch(`${server.baseUrl}/auth/get-me`, {
      headers: { authorization: `Bearer ${old.tokens.getAccessToken()!}` },
    });
    expect(stale.status).toBe(401);
  });

  it('answers a known and an unknown e-mail with the same bytes, and e-mails only the real one', async () => {
    const user = await createUser(server.db);
    const known = await post(`${server.baseUrl}/password/forgot`, { email: user.email });
    const unknown = await post(`${server.baseUrl}/password/forgot`, { email: 'nobody-here@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    await expect(lastCode(server.db, 'nobody-here@example.test')).rejects.toThrow(/no message/);

    // Resending within 60 s is refused alike for both.
    const knownAgain = await post(`${server.baseUrl}/password/forgot`, { email: user.email });
    const unknownAgain = await post(`${server.baseUrl}/password/forgot`, {
      email: 'nobody-here@example.test',
    });
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.text).toBe(knownAgain.text);
    expect(knownAgain.headers.get('retry-after')).toBe(unknownAgain.headers.get('retry-after'));

    // An unknown e-mail has no code that could ever verify.
    await failure(
      newClient(server).api.forgotPasswordVerify({
        body: { email: 'nobody-here@example.test', code: '123456' },
      }),
      400,
    );
  });

  it('allows a new code only after 60 s, with Retry-After, and the new code replaces the old one', async () => {
    const user = await createUser(server.db);
    const { api } = newClient(server);
    await api.forgotPassword({ body: { email: user.email } });
    const first = await lastCode(server.db, user.email);
    clock.advance(20_000);
    const refused = await failure(api.forgotPassword({ body: { email: user.email } }), 429);
    expect(refused.retryAfter).toBe(40);
    clock.advance(40_000);
    await api.forgotPassword({ body: { email: user.email } });
    const second = await lastCode(server.db, user.email);
    if (second !== first)
      await failure(api.forgotPasswordVerify({ body: { email: user.email, code: first } }), 400);
    expect(
      (await api.forgotPasswordVerify({ body: { email: user.email, code: second } })).data.code,
    ).toBeTruthy();
  });

  it('sends one code when several requests arrive at once', async () => {
    const user = await createUser(server.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`${server.baseUrl}/password/forgot`, { email: user.email })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429]);
    const sent = await server.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(sent).toHaveLength(1);
  });

  it('expires a code after 10 minutes', async () => {
    const user = await createUser(server.db);
    const { api } = newClient(server);
    await api.forgotPassword({ body: { email: user.email } });
    const code = await lastCode(server.db, user.email);
    clock.advance(10 * 60_000 + 1000);
    const expired = await failure(api.forgotPasswordVerify({ body: { email: user.email, code } }), 400);
    expect(expired.error).toEqual([
      { path: 'code', message: 'Invalid or expired code', code: 'codeInvalid' },
    ]);
  });

  it('voids a code at the 6th try after 5 wrong ones, and blocks the address of the account meanwhile', async () => {
    const user = await createUser(server.db);
    const { api } = newClient(server);
    await api.forgotPassword({ body: { email: user.email } });
    const code = await lastCode(server.db, user.email);
    for (let i = 0; i < 5; i++)
      await failure(api.forgotPasswordVerify({ body: { email: user.email, code: otherCode(code) } }), 400);
    // The brute-force bound: the 5th failure blocks this account's code checks for a minute.
    const blocked = await failure(api.forgotPasswordVerify({ body: { email: user.email, code } }), 429);
    expect(blocked.retryAfter).toBe(60);
    clock.advance(61_000);
    // The right code now comes too late: the 6th try voids it.
    const voided = await failure(api.forgotPasswordVerify({ body: { email: user.email, code } }), 400);
    expect(voided.message).toMatch(/too many times/);
    // A new code works once the block (doubled to two minutes by that 6th failure) is over.
    await api.forgotPassword({ body: { email: user.email } });
    const fresh = await lastCode(server.db, user.email);
    await failure(api.forgotPasswordVerify({ body: { email: user.email, code: fresh } }), 429);
    clock.advance(121_000);
    expect((await api.forgotPasswordVerify({ body: { email: user.email, code: fresh } })).message).toBe(
      'OTP code verified successfully.',
    );
  });

  it('refuses a common password and a short one on the password field', async () => {
    const user = await createUser(server.db);
    const { api } = newClient(server);
    await api.forgotPassword({ body: { email: user.email } });
    const token = (
      await api.forgotPasswordVerify({
        body: { email: user.email, code: await lastCode(server.db, user.email) },
      })
    ).data.code;
    const common = await failure(
      api.resetPassword({ body: { email: user.email, code: token, password: 'Password1' } }),
      400,
    );
    expect(common.error[0]!.path).toBe('password');
    expect(common.error[0]!.message).toMatch(/too common/);
    const short = await post(`${server.baseUrl}/password/reset`, {
      email: user.email,
      code: token,
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    // The refusals did not use the token up.
    await api.resetPassword({ body: { email: user.email, code: token, password: 'seven blue herons' } });
  });
});

describe('change password', () => {
  it('needs the current password, ends every session and answers a new one', async () => {
    const user = await createUser(server.db);
    const other = await signedIn(server, user.email, user.password);
    const me = await signedIn(server, user.email, user.password);
    const oldAccess = me.tokens.getAccessToken()!;

    const wrong = await failure(
      me.api.changePassword({ body: { oldPassword: 'not it at all', newPassword: 'lanterns at dusk' } }),
      400,
    );
    expect(wrong.error).toEqual([
      { path: 'oldPassword', message: 'Current password is incorrect', code: 'currentPasswordWrong' },
    ]);
    const common = await failure(
      me.api.changePassword({ body: { oldPassword: user.password, newPassword: 'Sunshine1' } }),
      400,
    );
    expect(common.error[0]!.path).toBe('newPassword');

    const changed = await me.api.changePassword({
      body: {
        oldPassword: user.password,
        newPassword: 'lanterns at dusk',
      },
    });
    expect(changed.message).toBe('Password changed successful!');
    expect(me.tokens.getAccessToken()).toBe(changed.data.token);
    // The new session works; the other sign-in and the old access token do not.
    expect((await me.api.getMe()).data.id).toBe(user.id);
    await failure(
      newClient(server).api.refreshToken({ body: { refreshToken: other.tokens.getRefreshToken()! } }),
      401,
    );
    const stale = await fetch(`${server.baseUrl}/auth/get-me`, {
      headers: { authorization: `Bearer ${oldAccess}` },
    });
    expect(stale.status).toBe(401);
    await signedIn(server, user.email, 'lanterns at dusk');
  });

  it('blocks after 5 wrong current passwords', async () => {
    const user = await createUser(server.db);
    const me = await signedIn(server, user.email, user.password);
    for (let i = 0; i < 5; i++)
      await failure(
        me.api.changePassword({
          body: { oldPassword: `wrong-${i}-password`, newPassword: 'lanterns at dawn' },
        }),
        400,
      );
    await failure(
      me.api.changePassword({ body: { oldPassword: user.password, newPassword: 'lanterns at dawn' } }),
      429,
    );
  });
});

describe('change e-mail', () => {
  it('sends a code to the new address and switches to it', async () => {
    const user = await createUser(server.db);
    const me = await signedIn(server, user.email, user.password);
    const fresh = `fresh.${user.id}@example.test`;
    const wrong = await failure(
      me.api.emailOtp({ body: { email: fresh, password: 'not my password' } }),
      400,
    );
    expect(wrong.error[0]!.path).toBe('password');

    expect(await me.api.emailOtp({ body: { email: fresh.toUpperCase(), password: user.password } })).toEqual({
      message: SENT,
    });
    const code = await lastCode(server.db, fresh);
    // Spec §7: POST /email/change-email-otp-verification checks the code sent to the new address and
    // answers a single-use token, which PATCH /email/change takes (issue 40).
    const wrongCode = await failure(
      me.api.changeEmailVerify({ body: { email: fresh, code: otherCode(code) } }),
      400,
    );
    expect(wrongCode.error[0]!.path).toBe('code');
    // The code itself no longer changes the address: only the verification's token does.
    await failure(me.api.changeEmail({ body: { email: fresh, code } }), 400);
    const verified = await me.api.changeEmailVerify({ body: { email: fresh.toUpperCase(), code } });
    expect(verified.message).toBe('OTP code verified successfully.');
    expect(verified.data.code).toMatch(/^[\w-]{40,}$/);
    expect((await me.api.getMe()).data.email).toBe(user.email);
    await failure(me.api.changeEmailVerify({ body: { email: fresh, code } }), 400);
    expect(await me.api.changeEmail({ body: { email: fresh, code: verified.data.code } })).toEqual({
      message: 'Email successfully changed',
    });
    expect((await me.api.getMe()).data.email).toBe(fresh);
    await failure(me.api.changeEmail({ body: { email: fresh, code: verified.data.code } }), 400);
    await signedIn(server, fresh, user.password);
  });

  it('refuses an address another account uses, and a code sent for someone else', async () => {
    const a = await createUser(server.db);
    const b = await createUser(server.db);
    const meA = await signedIn(server, a.email, a.password);
    const taken = await failure(meA.api.emailOtp({ body: { email: b.email, password: a.password } }), 400);
    expect(taken.error).toEqual([
      { path: 'email', message: 'This email is already used by another account.', code: 'emailInUse' },
    ]);

    // A's code for an address does not let B take it.
    const meB = await signedIn(server, b.email, b.password);
    const target = `shared.${a.id}@example.test`;
    await meA.api.emailOtp({ body: { email: target, password: a.password } });
    const code = await lastCode(server.db, target);
    await failure(meB.api.changeEmailVerify({ body: { email: target, code } }), 400);
    // Nor does A's token.
    const token = (await meA.api.changeEmailVerify({ body: { email: target, code } })).data.code;
    await failure(meB.api.changeEmail({ body: { email: target, code: token } }), 400);
    const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, b.id));
    expect(row!.email).toBe(b.email);
  });
});
