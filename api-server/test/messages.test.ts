// Messages: e-mail through a real SMTP server on loopback, SMS through an HTTP webhook, retries
// with backoff, the public configuration and the development outbox.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema.js';
import { retryDelayMs } from '../src/domain/messages/messages.js';
import { createUser } from './fixtures.js';
import { startTestServer, testClock, testConfig, type TestServer } from './helpers.js';
import { codeIn, failure, lastMessage, newClient, signedIn } from './identity-helpers.js';

interface Mail {
  to: string[];
  from: string;
  text: string;
}

/** Decodes a quoted-printable body enough to read links and codes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const mails: Mail[] = [];
const smsReceived: { to: string; body: string }[] = [];
let smtpFailures = 0;
let smsFailures = 0;
let smtp: SMTPServer;
let smsServer: Server;
const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (smtpFailures > 0) {
          smtpFailures--;
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          text: /quoted-printable/i.test(head) ? decodeQuotedPrintable(rest.join('\n\n')) : rest.join('\n\n'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  smsServer = createServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString('utf8')));
    request.on('end', () => {
      if (smsFailures > 0) {
        smsFailures--;
        response.writeHead(503).end('provider down');
        return;
      }
      smsReceived.push(JSON.parse(body) as { to: string; body: string });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  const smsPort = (smsServer.address() as AddressInfo).port;

  server = await startTestServer({
    config: {
      now: clock.now,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      smsWebhookUrl: `http://127.0.0.1:${smsPort}/sms`,
      publicUrl: 'https://crm.example.test',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => smsServer?.close(() => resolve()));
});

describe('delivery', () => {
  it('e-mails an invite over SMTP and texts the phone code to the SMS webhook', async () => {
    const admin = await createUser(server.db);
    const { api } = await signedIn(server, admin.email, admin.password);
    const roleId = (await api.getMe()).data.role!.id;
    const invited = await api.inviteOrganization({
      body: {
        name: 'Mail Person',
        email: 'Mail.Person@Example.test',
        phone: '+380501112233',
        roleId,
      },
    });
    expect(invited.message).toBe('Invite user to organization successful!');
    await server.app.messages.tick();

    const mail = mails.find((m) => m.to.includes('mail.person@example.test'));
    expect(mail, 'the invite e-mail arrived').toBeDefined();
    expect(mail!.from).toBe('no-reply@crm.example.test');
    const link = /https:\/\/crm\.example\.test\/auth\/complete-registration\?\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('email')).toBe('mail.person@example.test');
    expect(url.searchParams.get('phone')).toBe('380501112233');
    const code = url.searchParams.get('code')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(codeIn(mail!.text)).toBe(code);

    // The code from the e-mail lets the invitee ask for the phone code, which goes out by SMS.
    const visitor = newClient(server).api;
    const sent = await visitor.phoneVerify({
      body: {
        phone: '+380501112233',
        email: 'mail.person@example.test',
        code,
      },
    });
    expect(sent.message).toBe('OTP sent to phone');
    await server.app.messages.tick();
    const sms = smsReceived.find((s) => s.to === '+380501112233');
    expect(sms).toBeDefined();
    const phoneCode = codeIn(sms!.body);

    const registered = await visitor.register({
      body: {
        email: 'mail.person@example.test',
        code,
        phone: '+380501112233',
        password: 'a quiet lighthouse',
        phoneCode,
      },
    });
    expect(registered.message).toBe('Registration completed successfully!');

    const rows = await server.db.select().from(outbox).where(eq(outbox.recipient, '+380501112233'));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
  });

  it('retries a failed e-mail with backoff and delivers it later, keeping the action', async () => {
    const user = await createUser(server.db);
    smtpFailures = 1;
    await newClient(server).api.forgotPassword({ body: { email: user.email } });
    await server.app.messages.tick();

    let row = (await lastMessage(server.db, user.email))!;
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/Mailbox busy/);
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect(mails.some((m) => m.to.includes(user.email))).toBe(false);

    // Not due yet: nothing happens.
    await server.app.messages.tick();
    expect((await lastMessage(server.db, user.email))!.attempts).toBe(1);

    clock.advance(retryDelayMs(1) + 1000);
    await server.app.messages.tick();
    row = (await lastMessage(server.db, user.email))!;
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    const mail = mails.find((m) => m.to.includes(user.email))!;
    expect(codeIn(mail.text)).toBe(codeIn(row.body));
  });

  it('retries a failed SMS with growing waits and never drops it', async () => {
    const user = await createUser(server.db);
    const { api } = await signedIn(server, user.email, user.password);
    await server.db.update(users).set({ phone: '+380509998877' }).where(eq(users.id, user.id));
    smsFailures = 3;
    await api.twoFactorSendOtp({ params: { type: 'sms' } });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await server.app.messages.tick();
      const row = (await lastMessage(server.db, '+380509998877'))!;
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/503/);
      clock.advance(retryDelayMs(attempt));
    }
    await server.app.messages.tick();
    const row = (await lastMessage(server.db, '+380509998877'))!;
    expect(row.status).toBe('sent');
    expect(smsReceived.find((s) => s.to === '+380509998877')!.body).toBe(row.body);
  });

  it('caps the backoff at one hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3600_000);
  });
});

describe('public configuration and the outbox page', () => {
  it('reports no outbox and hides the outbox page outside demo mode', async () => {
    const { api } = newClient(server);
    expect(await api.config()).toEqual({ data: { googleClientId: null, outbox: false, currency: 'UAH' } });
    await failure(api.devOutbox(), 404);
  });

  it('lists the newest messages in demo mode, kept in the outbox as sent', async () => {
    const demo = await startTestServer({
      demo: true,
      config: {
        googleClientId: 'client-1.apps.example',
        company: { ...testConfig().company, currency: 'EUR' },
      },
    });
    try {
      const { api } = newClient(demo);
      expect(await api.config()).toEqual({
        data: { googleClientId: 'client-1.apps.example', outbox: true, currency: 'EUR' },
      });
      await api.forgotPassword({ body: { email: 'admin@doorline.test' } });
      await api.forgotPassword({ body: { email: 'production@doorline.test' } });
      await demo.app.messages.tick();
      const list = (await api.devOutbox()).data;
      expect(list.map((m) => m.recipient).slice(0, 2)).toEqual([
        'production@doorline.test',
        'admin@doorline.test',
      ]);
      expect(list[0]!.status).toBe('sent');
      expect(list[0]!.channel).toBe('email');
      expect(list[0]!.body).toMatch(/\b\d{6}\b/);
    } finally {
      await demo.close();
    }
  });
});
