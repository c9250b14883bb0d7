// Issue 13, faults: a slow or failing mail server or SMS provider never slows or fails the action that
// caused the message. An invite (e-mail) and a two-factor code (SMS) are answered as fast as with
// healthy peers while SMTP holds its greeting for 10 s and the SMS webhook for 6 s, or while SMTP
// refuses (421) and the webhook answers 503; the messages arrive once the peers answer: the stalled
// ones on the same attempt, the refused ones at the retry after the first backoff (30 s), not sooner.
import { randomBytes } from 'node:crypto';
import type { ApiClient } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsStandIn, startSmtpStandIn, type SmsStandIn, type SmtpStandIn } from './faults-stand-ins.js';
import { dataFolder, startServerProcess, type ServerProcess } from './processes.js';
import { FIRST_RETRY_MS } from '../src/domain/messages/messages.js';
import { scaled } from '../../scripts/test-time.cjs';
import { signedIn } from '../test/identity-helpers.js';

const ADMIN = { email: 'admin@slow-messages.test', password: 'Slow-Mail-Server-42!' };
const SMTP_STALL_MS = 10_000;
const SMS_STALL_MS = 6_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

interface Setup {
  server: ServerProcess;
  api: ApiClient;
  roleId: number;
  smtp: SmtpStandIn;
  sms: SmsStandIn;
}

async function setUp(): Promise<Setup> {
  const smtp = await startSmtpStandIn();
  cleanups.push(() => smtp.close());
  const sms = await startSmsStandIn();
  cleanups.push(() => sms.close());
  const folder = await dataFolder();
  cleanups.push(() => folder.remove());
  const server = await startServerProcess({
    DATA_DIR: folder.dir,
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: sms.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  cleanups.push(() => server.kill());
  const { api } = await signedIn(server, ADMIN.email, ADMIN.password, { requestTimeoutMs: scaled(10_000) });
  const roleId = (await api.getMe()).data.role!.id;
  return { server, api, roleId, smtp, sms };
}

/** How long `action` takes, in ms. */
async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await action();
  return Date.now() - started;
}

const invite = (s: Setup, email: string) =>
  s.api.inviteOrganization({ body: { name: 'Slow Mail', email, phone: '+380501112233', roleId: s.roleId } });
const newEmail = () => `invitee-${randomBytes(4).toString('hex')}@slow-messages.test`;

/** Resolves once an SMS to `to` has arrived; rejects after `timeoutMs`. */
async function smsArrives(sms: SmsStandIn, to: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sms.received.find((m) => m.to === to);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** With healthy peers: how long an invite and an SMS code take (the normal time). */
async function normalTimes(s: Setup, phone: string) {
  const email = newEmail();
  const inviteMs = await timed(() => invite(s, email));
  await s.smtp.waitFor([email], scaled(5_000));
  await s.api.updateMe({ body: { phone } });
  return { inviteMs };
}

/** The slowest an action may be with troubled peers: its normal time and a margin for a busy machine. */
const allowed = (normalMs: number) => Math.max(2000, normalMs * 3);

// One server for both cases (starting the embedded database is the slow part), one case after the other.
let s: Setup;
beforeAll(async () => {
  s = await setUp();
});

describe('slow or failing mail server and SMS provider', () => {
  it('answers at once while SMTP and SMS stall, and the messages arrive when they answer', async () => {
    const phone = '+380671234567';
    const { inviteMs } = await normalTimes(s, phone);

    s.smtp.setMode({ kind: 'stall', ms: SMTP_STALL_MS });
    s.sms.setMode({ kind: 'stall', ms: SMS_STALL_MS });
    const stalledAt = Date.now();
    const first = newEmail();
    const second = newEmail();
    const times = [
      await timed(() => invite(s, first)),
      await timed(() => s.api.twoFactorSendOtp({ params: { type: 'sms' } })),
      await timed(() => invite(s, second)),
    ];
    for (const ms of times) expect(ms).toBeLessThan(allowed(inviteMs));
    // Once both peers hold an attempt, later connections go through; the held ones wait their time.
    const deadline = Date.now() + scaled(5_000);
    while ((s.smtp.refused === 0 || s.sms.refused === 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(s.smtp.refused, 'SMTP connections held').toBeGreaterThan(0);
    expect(s.sms.refused, 'SMS requests held').toBeGreaterThan(0);
    s.smtp.setMode({ kind: 'accept' });
    s.sms.setMode({ kind: 'accept' });
    await s.smtp.waitFor([first, second], scaled(20_000));
    const code = await smsArrives(s.sms, phone, scaled(20_000));
    expect(code.body).toMatch(/\b\d{6}\b/);
    // Delivered on the held attempt, after the stall (not at a retry 30 s later).
    const mailAt = s.smtp.mails.find((m) => m.to.includes(first))!.at;
    expect(mailAt - stalledAt).toBeGreaterThanOrEqual(SMTP_STALL_MS - 500);
    expect(mailAt - stalledAt).toBeLessThan(FIRST_RETRY_MS);
    expect(code.at - stalledAt).toBeGreaterThanOrEqual(SMS_STALL_MS - 500);
    // The SMS was not queued behind the stalled e-mail.
    expect(code.at).toBeLessThan(mailAt);
  });

  it('answers at once while SMTP refuses and SMS fails, and retries after the backoff', async () => {
    const refusedBefore = [s.smtp.refused, s.sms.refused];
    const phone = '+380677654321';
    const { inviteMs } = await normalTimes(s, phone);

    s.smtp.setMode({ kind: 'refuse' });
    s.sms.setMode({ kind: 'fail' });
    const email = newEmail();
    const times = [
      await timed(() => invite(s, email)),
      await timed(() => s.api.twoFactorSendOtp({ params: { type: 'sms' } })),
    ];
    for (const ms of times) expect(ms).toBeLessThan(allowed(inviteMs));
    // Both first attempts fail...
    const deadline = Date.now() + scaled(5_000);
    const refused = () => [s.smtp.refused - refusedBefore[0]!, s.sms.refused - refusedBefore[1]!];
    while (refused().includes(0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(refused()).toEqual([1, 1]);
    const failedAt = Date.now();
    // ...and once the peers recover, the retry after the first backoff delivers both, once each.
    s.smtp.setMode({ kind: 'accept' });
    s.sms.setMode({ kind: 'accept' });
    await s.smtp.waitFor([email], FIRST_RETRY_MS + scaled(10_000));
    const text = await smsArrives(s.sms, phone, scaled(10_000));
    const mail = s.smtp.mails.find((m) => m.to.includes(email))!;
    for (const at of [mail.at, text.at]) expect(at - failedAt).toBeGreaterThanOrEqual(FIRST_RETRY_MS - 2000);
    expect(s.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(s.sms.received.filter((m) => m.to === phone)).toHaveLength(1);
    expect(refused(), 'one failed attempt each, no hammering').toEqual([1, 1]);
  });
});
